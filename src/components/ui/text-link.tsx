import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { linkVariants } from '@/components/ui/link-variants';
import { cn } from '@/lib/cn';

/** An internal link in running text: bold, in the brand colour, underlined. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(linkVariants(), className)} {...props} />;
}

/** An internal link on a line of its own after a text, e.g. after an FAQ answer or a note. */
export function FollowUpLink({ link }: { link: { label: string; href: string } }) {
  return (
    <p className="mt-2">
      <TextLink to={link.href}>{link.label}</TextLink>
    </p>
  );
}
