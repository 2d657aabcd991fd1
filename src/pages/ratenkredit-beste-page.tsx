import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function RatenkreditBestePage() {
  return (
    <>
      <RouteSeo id="ratenkredit-beste" />
      <PageHeader
        title="Die 5 besten Ratenkredite"
        intro="Unsere Top 5 der Ratenkredite, nach nachvollziehbaren Kriterien ausgewählt, mit dem Testsieger an erster Stelle."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Die 5 besten Ratenkredite', href: routePath('ratenkredit-beste') }]}
      />
    </>
  );
}
