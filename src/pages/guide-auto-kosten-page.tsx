import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideAutoKostenPage() {
  return (
    <>
      <RouteSeo id="ratgeber-auto-kosten" />
      <PageHeader
        title="Was kostet ein Auto wirklich?"
        intro="Fixe und variable Kosten eines Autos, Alternativen und Elektroautos im Vergleich."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Was kostet ein Auto wirklich?', href: routePath('ratgeber-auto-kosten') }]}
      />
    </>
  );
}
