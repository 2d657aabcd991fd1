import { routePath } from '@/routes/manifest';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { Section } from '@/components/ui/section';
import { contentStats } from '@/content/content-stats.generated';
import { ratenkreditFaqs, ratenkreditFigures, ratenkreditHero, ratenkreditSteps } from '@/content/partners/ratenkredit';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { LoanComparison } from '@/features/loan-comparison/components/loan-comparison';

export const prefetch = partnerListPrefetch('ratenkredit');

export default function RatenkreditPage() {
  const { data: partners } = usePartnerList('ratenkredit');
  return (
    <ComparisonFrame
      id="ratenkredit"
      crumb="Ratenkredite"
      {...ratenkreditHero}
      offers={{ name: 'Ratenkredite im Vergleich', partners }}
      figures={ratenkreditFigures}
      faq={{ title: 'Häufige Fragen zum Ratenkredit', faqs: ratenkreditFaqs }}
      cta={{
        title: 'Fachbegriffe rund um den Kredit verstehen',
        text: `Was bedeuten Sollzins, Restschuldversicherung oder Sondertilgung? Unser Finanzglossar erklärt ${contentStats.glossaryTermCount} Begriffe verständlich.`,
        links: [{ label: 'Zum Finanzglossar', href: routePath('glossar') }],
      }}
    >
      <Section id="angebote" title="Ratenkredite für Ihre Angaben vergleichen">
        <LoanComparison />
      </Section>

      <Section id="so-funktionierts" title="In 5 Schritten zum Ratenkredit" className="bg-slate-50">
        <NumberedSteps steps={ratenkreditSteps} layout="columns" />
      </Section>
    </ComparisonFrame>
  );
}
