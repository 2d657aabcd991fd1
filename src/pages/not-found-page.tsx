import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SeoHead } from '@/components/seo/seo-head';
import { routePath, notFoundRoute } from '@/routes/manifest';

const suggestions = [
  { title: 'Ratenkredit', href: routePath('ratenkredit'), text: 'Ratenkredite mit allen Konditionen vergleichen' },
  { title: 'Kreditkarten', href: routePath('kreditkarten'), text: 'Kostenlose und Cashback-Kreditkarten' },
  { title: 'Unternehmenskredit', href: routePath('unternehmenskredit'), text: 'Finanzierung für Selbstständige und KMU' },
] as const;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: Seite nicht gefunden: ${pathname}`);
  }, [pathname]);

  return (
    <>
      <SeoHead title={notFoundRoute.title} description={notFoundRoute.description} path={null} noindex />
      <Container className="py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Fehler 404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Seite nicht gefunden (404)</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Die von Ihnen aufgerufene Seite existiert leider nicht. Vielleicht hat sich die Adresse geändert oder es liegt ein
          Tippfehler vor.
        </p>
        <h2 className="mt-10 text-xl font-semibold text-slate-900">Vielleicht suchen Sie:</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {suggestions.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600">
                <span className="font-semibold text-slate-900">{item.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to={routePath('home')}>Zur Startseite</ButtonLink>
          <ButtonLink to={routePath('glossar')} variant="outline">
            Zum Glossar
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
