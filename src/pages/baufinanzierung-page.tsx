import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import { baufinanzierungFaqs, baufinanzierungFigures, baufinanzierungHero } from '@/content/partners/baufinanzierung';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { MortgageCalculator } from '@/features/mortgage/mortgage-calculator';
import { PartnerList } from '@/features/partner-lists/components/partner-list';

export const prefetch = partnerListPrefetch('baufinanzierung');

export default function BaufinanzierungPage() {
  const { data: partners } = usePartnerList('baufinanzierung');
  return (
    <ComparisonFrame
      id="baufinanzierung"
      crumb="Baufinanzierung"
      {...baufinanzierungHero}
      offers={{ name: 'Baufinanzierungen im Vergleich', partners }}
      figures={baufinanzierungFigures}
      faq={{ title: 'Häufige Fragen zur Baufinanzierung', faqs: baufinanzierungFaqs, tinted: true }}
      cta={{
        title: 'Baufinanzierung Schritt für Schritt verstehen',
        text: 'Annuität, Beleihungsauslauf, Zinsbindung: Unser Finanzglossar erklärt die wichtigsten Begriffe rund um Immobilien und Kredite.',
        links: [{ label: 'Zum Finanzglossar', href: routePath('glossar') }],
      }}
    >
      <Section id="rechner" title="Baufinanzierung berechnen" className="bg-slate-50">
        <MortgageCalculator partners={partners ?? []} />
      </Section>

      <Section id="angebote" title="Baufinanzierungen im Vergleich">
        <PartnerList
          list="baufinanzierung"
          maxPros={3}
          maxCons={2}
          amountLabel="Darlehenssumme"
          ctaLabel="Angebot anfordern"
          loadingText="Lade Angebote..."
          emptyText="Derzeit keine Angebote verfügbar."
        />
      </Section>
    </ComparisonFrame>
  );
}
