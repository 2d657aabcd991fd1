import { ButtonLink } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import type { GlossaryCta } from '@/features/glossary/lib/glossary-cta';

export function GlossaryTermCta({ cta }: { cta: GlossaryCta }) {
  return (
    <Callout as="section" titleId="glossar-cta" title={cta.title} className="rounded-2xl bg-brand-800 p-6 text-white">
      <p className="mt-2 text-sm text-brand-50">{cta.text}</p>
      <ButtonLink to={cta.href} variant="light" className="mt-4 w-full">
        {cta.label}
      </ButtonLink>
    </Callout>
  );
}
