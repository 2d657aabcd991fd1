import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/features/seo/route-seo';
import { routePath } from '@/routes/manifest';

export default function RatenkreditZinsenPage() {
  return (
    <>
      <RouteSeo id="ratenkredit-zinsen" />
      <PageHeader
        title="Aktuelle Kreditzinsen im Überblick"
        intro="Die effektiven Jahreszinsen aller Ratenkredit-Anbieter in unserem Vergleich auf einen Blick."
        breadcrumbs={[{ label: 'Startseite', href: '/' }, { label: 'Aktuelle Kreditzinsen im Überblick', href: routePath('ratenkredit-zinsen') }]}
      />
    </>
  );
}
