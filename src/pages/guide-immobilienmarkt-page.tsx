import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideImmobilienmarktPage() {
  return (
    <>
      <RouteSeo id="ratgeber-immobilienmarkt" />
      <PageHeader
        title="Der Immobilienmarkt in Deutschland"
        intro="Nachfrage, Zinsen und Angebot, sechs Städte im Vergleich und die Frage: kaufen oder mieten?"
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Der Immobilienmarkt in Deutschland', href: routePath('ratgeber-immobilienmarkt') }]}
      />
    </>
  );
}
