import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function KreditkartenPage() {
  return (
    <>
      <RouteSeo id="kreditkarten" />
      <PageHeader
        title="Kreditkarten-Vergleich"
        intro="Kostenlose Kreditkarten, Cashback-, Premium- und Prepaid-Karten im Vergleich."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Kreditkarten-Vergleich', href: routePath('kreditkarten') }]}
      />
    </>
  );
}
