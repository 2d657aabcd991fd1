import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SeoHead } from '@/components/seo/seo-head';
import { routePath } from '@/routes/manifest';

export function GlossaryTermNotFound() {
  return (
    <>
      <SeoHead
        title="Begriff nicht gefunden | KreditSmart"
        description="Der gesuchte Begriff ist nicht im Finanzglossar von KreditSmart enthalten."
        path={null}
        noindex
      />
      <Container className="py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Finanzglossar</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Begriff nicht gefunden</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">Wir konnten den gesuchten Begriff leider nicht finden.</p>
        <ButtonLink to={routePath('glossar')} className="mt-8">
          Zurück zum Glossar
        </ButtonLink>
      </Container>
    </>
  );
}
