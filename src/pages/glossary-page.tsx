import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GlossaryPage() {
  return (
    <>
      <RouteSeo id="glossar" />
      <PageHeader
        title="Finanzglossar"
        intro="Über 600 Begriffe rund um Kredit, Zinsen, Immobilien, Geldanlage, Rente, Wirtschaft und Steuern verständlich erklärt."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Finanzglossar', href: routePath('glossar') }]}
      />
    </>
  );
}
