import { Section } from '@/components/ui/section';
import {
  buyVsRent,
  cities,
  citiesNote,
  fastRepaymentExample,
  immobilienmarktAuthor,
  immobilienmarktFaqs,
  immobilienmarktIntro,
  immobilienmarktLinks,
  immobilienmarktSources,
  marketCards,
  marketScenarios,
  mortgageRateRange,
  rateShareOfIncome,
  rulesOfThumb,
  typicalMortgageExample,
} from '@/content/guides/immobilienmarkt';
import { priceToRentFactor } from '@/features/guides/calculators/property-rules';
import { CityTable } from '@/features/guides/components/city-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { MarketCards } from '@/features/guides/components/market-cards';
import { RepaymentComparison } from '@/features/guides/components/repayment-comparison';
import { RuleOfThumbCards } from '@/features/guides/components/rule-of-thumb-cards';
import { ScenarioCards } from '@/features/guides/components/scenario-cards';
import { formatEuroWhole, formatNumber } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const exampleFactor = priceToRentFactor(buyVsRent.example.purchasePrice, buyVsRent.example.monthlyRent);

export default function GuideImmobilienmarktPage() {
  return (
    <GuideFrame
      id="ratgeber-immobilienmarkt"
      dataAsOf={mortgageRateRange.asOf}
      title={immobilienmarktIntro.title}
      intro={immobilienmarktIntro.lead}
      author={immobilienmarktAuthor}
      faqs={immobilienmarktFaqs}
      closing={{ related: immobilienmarktLinks, tinted: 'author' }}
      sources={immobilienmarktSources}
      cta={{
        title: 'Die passende Baufinanzierung finden',
        text: 'Vergleichen Sie Zinsen und Konditionen für bis zu 500.000 € mit 5 bis 30 Jahren Zinsbindung.',
        links: [
          { label: 'Baufinanzierung vergleichen', href: routePath('baufinanzierung') },
          { label: 'Zinsen verstehen', href: routePath('ratgeber-zinsen') },
        ],
      }}
    >
      <Section
        id="markt"
        title="Der Markt auf einen Blick"
        lead="Drei Kräfte bestimmen, wohin sich Preise und Mieten bewegen: wie viele Menschen Wohnraum suchen, was Kredite kosten und wie viel neu gebaut wird."
      >
        <MarketCards cards={marketCards} />
      </Section>

      <Section
        id="staedte"
        title="Sechs Städte im Vergleich"
        lead="Von München bis Leipzig: Kaufpreise, Mieten und Aussichten unterscheiden sich enorm. Der Kaufpreisfaktor zeigt, wo sich Kaufen im Verhältnis zur Miete eher lohnt."
        className="bg-slate-50"
      >
        <CityTable cities={cities} note={citiesNote} />
      </Section>

      <Section id="szenarien" title="Zwei Szenarien für die nächsten Jahre">
        <ScenarioCards scenarios={marketScenarios} />
      </Section>

      <Section id="kaufen-oder-mieten" title="Kaufen oder mieten?" className="bg-slate-50">
        <GuideProse paragraphs={buyVsRent.paragraphs}>
          <p className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <span className="font-semibold text-slate-900">Beispiel: </span>
            Eine Wohnung kostet {formatEuroWhole(buyVsRent.example.purchasePrice)}, eine vergleichbare Mietwohnung{' '}
            {formatEuroWhole(buyVsRent.example.monthlyRent)} kalt im Monat. Der Kaufpreisfaktor beträgt{' '}
            {formatEuroWhole(buyVsRent.example.purchasePrice)} ÷ {formatEuroWhole(buyVsRent.example.monthlyRent * 12)} ={' '}
            <strong>{formatNumber(exampleFactor)}</strong>: genau an der Grenze, ab der sich Kaufen nicht mehr von selbst
            rechnet.
          </p>
        </GuideProse>
      </Section>

      <Section
        id="faustregeln"
        title="Faustregeln für Käufer"
        lead="Drei Zahlen, die jede Bank prüft und die Sie vor der Besichtigung kennen sollten."
      >
        <RuleOfThumbCards rules={rulesOfThumb} />
        <h3 className="mt-10 text-xl font-bold text-slate-900">Warum die Tilgungsdauer so viel ausmacht</h3>
        <p className="mt-2 max-w-3xl text-slate-700">
          Wer schnell schuldenfrei sein will, zahlt weniger Zinsen, braucht aber ein sehr hohes Einkommen. Beide Beispiele sind
          mit denselben Formeln gerechnet, die auch unsere Rechner verwenden.
        </p>
        <div className="mt-6">
          <RepaymentComparison fast={fastRepaymentExample} typical={typicalMortgageExample} incomeShares={rateShareOfIncome} />
        </div>
      </Section>
    </GuideFrame>
  );
}
