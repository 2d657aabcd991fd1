import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { siteConfig } from '@/config/site';
import { OperatorConsole } from '@/features/admin/components/operator-console';
import { RouteSeo } from '@/components/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function AdminPage() {
  return (
    <>
      <RouteSeo id="admin" nofollow />
      <PageHeader
        title="Betreiberkonsole"
        intro="Pflege der Partnerkonditionen, Klickstatistiken der Partnerlinks und die Dateien für Suchmaschinen und KI-Crawler. Nur für Redaktion und Administration."
        breadcrumbs={[{ label: 'Startseite', href: routePath('home') }, { label: 'Betreiberkonsole', href: routePath('admin') }]}
      />
      <Container className="pb-16">
        <OperatorConsole site={siteConfig.site} />
      </Container>
    </>
  );
}
