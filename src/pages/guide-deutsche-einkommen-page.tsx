import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideDeutscheEinkommenPage() {
  return (
    <>
      <RouteSeo id="ratgeber-deutsche-einkommen" />
      <PageHeader
        title="Einkommen in Deutschland"
        intro="Wie viel die Deutschen verdienen, nach Alter, Region und Branche, und wo Sie mit Ihrem Gehalt stehen."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Einkommen in Deutschland', href: routePath('ratgeber-deutsche-einkommen') }]}
      />
    </>
  );
}
