import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { siteConfig } from '@/config/site';
import { AdminToaster } from '@/features/admin/components/admin-toaster';
import { SeoGenerator } from '@/features/admin/components/seo-generator';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function AdminPage() {
  return (
    <>
      <RouteSeo id="admin" nofollow />
      <PageHeader
        title="Admin: SEO-Dateien generieren"
        intro="Erzeugt die Dateien, die Suchmaschinen und KI-Crawler lesen, direkt aus der Routenliste und dem Glossar."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Admin', href: routePath('admin') }]}
      />
      <Container className="pb-16">
        <SeoGenerator site={siteConfig.site} />
      </Container>
      <AdminToaster />
    </>
  );
}
