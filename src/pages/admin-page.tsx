import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function AdminPage() {
  return (
    <>
      <RouteSeo id="admin" nofollow />
      <PageHeader
        title="Admin: SEO-Dateien generieren"
        intro="Erzeugt sitemap.xml, robots.txt, llms.txt und security.txt für die deutsche Website."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Admin', href: routePath('admin') }]}
      />
    </>
  );
}
