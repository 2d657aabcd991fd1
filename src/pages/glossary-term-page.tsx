import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { SeoHead } from '@/features/seo/seo-head';

export default function GlossaryTermPage() {
  return (
    <>
      <SeoHead
        title="Begriff nicht gefunden | KreditSmart"
        description="Der gesuchte Begriff ist nicht im Finanzglossar enthalten."
        path={null}
        noindex
      />
      <main id="inhalt">
        <Container className="py-16">
          <h1 className="text-3xl font-bold text-slate-900">Begriff nicht gefunden</h1>
          <p className="mt-4 text-slate-700">Wir konnten den gesuchten Begriff leider nicht finden.</p>
          <Link to="/glossar" className="mt-6 inline-block font-semibold text-brand-700 underline">
            Zurück zum Glossar
          </Link>
        </Container>
      </main>
    </>
  );
}
