import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideBankenVergleichPage() {
  return (
    <>
      <RouteSeo id="ratgeber-banken-vergleich" />
      <PageHeader
        title="Banken im Vergleich"
        intro="Sechs Banken mit Bewertungen und Gebühren für Konto, Karte und Ausland."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Banken im Vergleich', href: routePath('ratgeber-banken-vergleich') }]}
      />
    </>
  );
}
