import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link to an official source outside the site, opened in a new tab. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn('font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800', className)}
    >
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}
