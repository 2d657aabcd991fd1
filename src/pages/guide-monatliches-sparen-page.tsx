import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideMonatlichesSparenPage() {
  return (
    <>
      <RouteSeo id="ratgeber-monatliches-sparen" />
      <PageHeader
        title="Monatlich sparen: wie viel ist richtig?"
        intro="Mit dem Sparrechner und bewährten Sparregeln zu Ihrer persönlichen Sparquote."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen') }]}
      />
    </>
  );
}
