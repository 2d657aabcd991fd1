import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function RatenkreditPage() {
  return (
    <>
      <RouteSeo id="ratenkredit" />
      <PageHeader
        title="Ratenkredit-Vergleich: über 20 Banken"
        intro="Vergleichen Sie Ratenkredite von über 20 Banken: ab 0,68 % effektivem Jahreszins, Entscheidung innerhalb von 24 Stunden, kostenlos und unverbindlich."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Ratenkredit-Vergleich', href: routePath('ratenkredit') }]}
      />
    </>
  );
}
