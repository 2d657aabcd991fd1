import type { ComponentProps } from 'react';
import { linkVariants } from '@/components/ui/link-variants';

interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
}

/** A link to a page outside the site, opened in a new tab, which screen readers are told. */
export function ExternalLink({
  href,
  className = linkVariants(),
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
