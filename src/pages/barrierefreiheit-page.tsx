import { LegalSections } from '@/components/legal-sections';
import { PageHeader } from '@/components/ui/page-header';
import { accessibilityStatementDate, barrierefreiheitIntro, barrierefreiheitSections } from '@/content/legal/barrierefreiheit';
import { RouteSeo } from '@/components/seo/route-seo';
import { routePath } from '@/routes/manifest';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Barrierefreiheit', href: routePath('barrierefreiheit') },
];

export default function BarrierefreiheitPage() {
  return (
    <>
      <RouteSeo id="barrierefreiheit" />
      <PageHeader title="Erklärung zur Barrierefreiheit" intro={barrierefreiheitIntro} breadcrumbs={breadcrumbs}>
        <p className="mt-3 text-sm text-slate-700">Stand: {accessibilityStatementDate()}</p>
      </PageHeader>
      <LegalSections sections={barrierefreiheitSections()} />
    </>
  );
}
