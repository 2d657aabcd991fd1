import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideSparkontoPage() {
  return (
    <>
      <RouteSeo id="ratgeber-sparkonto" />
      <PageHeader
        title="Sparkonto-Vergleich: Tagesgeld und Festgeld"
        intro="Tagesgeld- und Festgeldkonten mit bis zu 3,25 % p. a. im Vergleich, abgesichert bis 100.000 €."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Sparkonto-Vergleich', href: routePath('ratgeber-sparkonto') }]}
      />
    </>
  );
}
