import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function UnternehmenskreditPage() {
  return (
    <>
      <RouteSeo id="unternehmenskredit" />
      <PageHeader
        title="Unternehmenskredit-Vergleich"
        intro="Kredite für Selbstständige und Unternehmen von 5.000 bis 500.000 € ab 1,99 % effektivem Jahreszins."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Unternehmenskredit-Vergleich', href: routePath('unternehmenskredit') }]}
      />
    </>
  );
}
