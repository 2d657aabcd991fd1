import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function RatenkreditOhneSchufaPage() {
  return (
    <>
      <RouteSeo id="ratenkredit-ohne-schufa" />
      <PageHeader
        title="Kredit ohne Schufa"
        intro="Was hinter Angeboten „ohne Schufa“ steckt, woran Sie unseriöse Anbieter erkennen und welche Alternativen es gibt."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Kredit ohne Schufa', href: routePath('ratenkredit-ohne-schufa') }]}
      />
    </>
  );
}
