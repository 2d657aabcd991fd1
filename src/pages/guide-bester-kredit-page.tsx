import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideBesterKreditPage() {
  return (
    <>
      <RouteSeo id="ratgeber-bester-kredit" />
      <PageHeader
        title="Den besten Kredit finden: in 7 Schritten"
        intro="Ein Schritt-für-Schritt-Ratgeber zum günstigsten Kredit und die häufigsten Fehler bei der Kreditaufnahme."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Den besten Kredit finden', href: routePath('ratgeber-bester-kredit') }]}
      />
    </>
  );
}
