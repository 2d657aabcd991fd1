import { ButtonLink } from '@/components/ui/button';
import type { GlossaryCta } from '@/features/glossary/lib/glossary-cta';

export function GlossaryTermCta({ cta }: { cta: GlossaryCta }) {
  return (
    <section aria-labelledby="glossar-cta" className="rounded-2xl bg-brand-800 p-6 text-white">
      <h2 id="glossar-cta" className="text-lg font-bold">
        {cta.title}
      </h2>
      <p className="mt-2 text-sm text-brand-50">{cta.text}</p>
      <ButtonLink to={cta.href} variant="light" className="mt-4 w-full">
        {cta.label}
      </ButtonLink>
    </section>
  );
}
