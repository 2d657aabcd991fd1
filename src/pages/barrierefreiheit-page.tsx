import { LegalPage } from '@/components/legal-page';
import { LegalSections } from '@/components/legal-sections';
import { accessibilityStatementDate, barrierefreiheitIntro, barrierefreiheitSections } from '@/content/legal/barrierefreiheit';

export default function BarrierefreiheitPage() {
  return (
    <LegalPage
      id="barrierefreiheit"
      title="Erklärung zur Barrierefreiheit"
      crumb="Barrierefreiheit"
      intro={barrierefreiheitIntro}
      stand={accessibilityStatementDate()}
    >
      <LegalSections sections={barrierefreiheitSections()} />
    </LegalPage>
  );
}
