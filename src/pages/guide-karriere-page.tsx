import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideKarrierePage() {
  return (
    <>
      <RouteSeo id="ratgeber-karriere" />
      <PageHeader
        title="Karriere und Gehalt"
        intro="Ausbildungswege, Branchen und Strategien für ein höheres Einkommen."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Karriere und Gehalt', href: routePath('ratgeber-karriere') }]}
      />
    </>
  );
}
