import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function BaufinanzierungPage() {
  return (
    <>
      <RouteSeo id="baufinanzierung" />
      <PageHeader
        title="Baufinanzierung vergleichen"
        intro="Darlehen bis 500.000 € ab 2,5 % effektivem Jahreszins mit Zinsbindung von 5 bis 30 Jahren."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Baufinanzierung vergleichen', href: routePath('baufinanzierung') }]}
      />
    </>
  );
}
