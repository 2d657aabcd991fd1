import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideFinanzTippsPage() {
  return (
    <>
      <RouteSeo id="ratgeber-finanz-tipps" />
      <PageHeader
        title="Finanz-Tipps: im Alltag Geld sparen"
        intro="Praktische Spartipps für Sparen, Zeit, Versicherungen, Einkauf und Technik."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Finanz-Tipps', href: routePath('ratgeber-finanz-tipps') }]}
      />
    </>
  );
}
