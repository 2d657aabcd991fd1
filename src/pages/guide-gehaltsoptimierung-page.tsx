import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideGehaltsoptimierungPage() {
  return (
    <>
      <RouteSeo id="ratgeber-gehaltsoptimierung" />
      <PageHeader
        title="Gehaltsoptimierung: mehr Netto vom Brutto"
        intro="Acht legale Strategien, mit denen Sie mehr von Ihrem Gehalt behalten, und wie Sie erfolgreich verhandeln."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Gehaltsoptimierung', href: routePath('ratgeber-gehaltsoptimierung') }]}
      />
    </>
  );
}
