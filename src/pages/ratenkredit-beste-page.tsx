import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import { bestePage } from '@/content/partners/beste';
import { EVALUATION_SECTION_ID } from '@/content/partners/disclosure';
import { evaluationMethod } from '@/content/partners/evaluation';
import { partnerListPrefetch, useTopPartners } from '@/entities/partner/api/queries';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { EvaluationMethod } from '@/features/partner-lists/components/evaluation-method';
import { TopPartnerList } from '@/features/partner-lists/components/top-partner-list';

export const prefetch = partnerListPrefetch('ratenkredit');

export default function RatenkreditBestePage() {
  const { data: partners } = useTopPartners();
  return (
    <ComparisonFrame
      id="ratenkredit-beste"
      parent={{ label: 'Ratenkredite', id: 'ratenkredit' }}
      crumb={bestePage.crumb}
      title={bestePage.title}
      intro={bestePage.intro}
      offers={{ name: bestePage.title, partners }}
      cta={{
        title: 'Alle Angebote und Zinsen vergleichen',
        text: 'Sehen Sie alle Ratenkredite unseres Vergleichs oder die aktuellen Zinssätze aller Anbieter in einer Tabelle.',
        links: [
          { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
          { label: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen') },
        ],
      }}
    >
      <Section id="top-5" title={bestePage.listTitle}>
        <TopPartnerList />
      </Section>

      <Section id={EVALUATION_SECTION_ID} title={evaluationMethod.title} className="bg-slate-50">
        <EvaluationMethod />
      </Section>
    </ComparisonFrame>
  );
}
