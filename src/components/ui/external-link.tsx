import type { ComponentProps } from 'react';

interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
}

/** A link to a page outside the site, opened in a new tab, which screen readers are told. */
export function ExternalLink({
  href,
  className = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800',
  children,
  ...props
}: ExternalLinkProps) {
  return (
    <a href={href} {...props} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}
