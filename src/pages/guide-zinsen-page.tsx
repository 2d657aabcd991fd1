import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function GuideZinsenPage() {
  return (
    <>
      <RouteSeo id="ratgeber-zinsen" />
      <PageHeader
        title="Zinsen verstehen"
        intro="Was Sollzins und effektiver Jahreszins bedeuten und was ein Kredit wirklich kostet."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Zinsen verstehen', href: routePath('ratgeber-zinsen') }]}
      />
    </>
  );
}
