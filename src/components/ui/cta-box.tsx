import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { AppHref } from '@/routes/manifest';

export interface CtaBoxProps {
  title: string;
  text: ReactNode;
  links: readonly { label: string; href: AppHref }[];
}

/** A closing call to action with one or more internal links. */
export function CtaBox({ title, text, links }: CtaBoxProps) {
  return (
    <Container className="py-10">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <div className="mt-3 max-w-2xl text-brand-50">{text}</div>
        <div className="mt-6 flex flex-wrap gap-3">
          {links.map((link, index) => (
            <ButtonLink key={link.href} to={link.href} variant={index === 0 ? 'light' : 'outline'} size="lg">
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Container>
  );
}
