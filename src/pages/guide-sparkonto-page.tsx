import { Section } from '@/components/ui/section';
import {
  reviewsDisclosure,
  reviewsSection,
  saverTypes,
  savingsFigures,
  savingsReviews,
  sparkontoBasics,
  sparkontoAuthor,
  sparkontoFaqs,
  sparkontoIntro,
  sparkontoLinks,
  sparkontoSources,
} from '@/content/guides/sparkonto';
import { taxFigures } from '@/content/guides/tax-figures';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { ReviewList } from '@/features/guides/components/review-list';
import { SaverTypeCards } from '@/features/guides/components/saver-type-cards';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { partnerListPrefetch } from '@/entities/partner/api/queries';
import { FixedTermTable } from '@/features/savings-comparison/components/fixed-term-table';
import { SavingsComparison } from '@/features/savings-comparison/components/savings-comparison';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export const prefetch = partnerListPrefetch('sparkonto');

const stats = [
  { value: formatEuroWhole(savingsFigures.depositProtection), label: 'gesetzliche Einlagensicherung pro Kunde und Bank' },
  {
    value: formatEuroWhole(taxFigures.saverAllowance.single),
    label: `Sparer-Pauschbetrag pro Jahr (Paare ${formatEuroWhole(taxFigures.saverAllowance.couple)})`,
  },
  { value: `${taxFigures.flatTaxPercent} %`, label: 'Abgeltungsteuer auf Zinsen über dem Pauschbetrag, zuzüglich Soli' },
  { value: 'täglich', label: 'verfügbar beim Tagesgeld' },
];

export default function GuideSparkontoPage() {
  return (
    <GuideFrame
      id="ratgeber-sparkonto"
      title={sparkontoIntro.title}
      intro={sparkontoIntro.lead}
      author={sparkontoAuthor}
      faqs={sparkontoFaqs}
      closing={{ related: sparkontoLinks, tinted: 'author' }}
      sources={sparkontoSources}
      sourcesTitle="Quellen und weiterführende Informationen"
      cta={{
        title: 'Mehr sparen, besser anlegen',
        text: 'Mit unseren Finanz-Tipps holen Sie im Alltag mehr heraus, das Sie auf dem Sparkonto anlegen können.',
        links: [
          { label: 'Zu den Finanz-Tipps', href: routePath('ratgeber-finanz-tipps') },
          { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen') },
        ],
      }}
    >
      <Section id="kennzahlen" className="pb-0 sm:pb-0">
        <StatGrid stats={stats} label="Sparkonto in Zahlen" />
      </Section>

      <Section
        id="sparkonten"
        title="Tagesgeld und Festgeld im Vergleich"
        lead="Was Ihr Geld bei jeder Bank bringt: Zinsertrag und Endbetrag für Ihren Betrag und Ihre Anlagedauer, mit Neukundenzins, Höchstbetrag und Zinsgutschrift. Die Konditionen stammen von den Banken; maßgeblich ist das Angebot auf deren Website."
      >
        <SavingsComparison />
      </Section>

      {sparkontoBasics.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} className={index % 2 === 0 ? 'bg-slate-50' : undefined}>
          <GuideProse paragraphs={section.paragraphs} />
        </Section>
      ))}

      <Section
        id="festgeld"
        title="Festgeld nach Laufzeit"
        lead="Die Zinssätze aller Festgeldangebote unseres Vergleichs für jede Laufzeit, die sie anbieten."
      >
        <FixedTermTable />
      </Section>

      <Section
        id="erfahrungen"
        {...reviewsSection(savingsReviews)}
        className="bg-slate-50"
      >
        <ReviewList reviews={savingsReviews} disclosure={reviewsDisclosure} />
      </Section>

      <Section
        id="sparertypen"
        title="Welches Sparkonto passt zu Ihnen?"
        lead="Nicht jedes Konto passt zu jedem Ziel. Finden Sie Ihren Sparertyp und die passende Lösung."
      >
        <SaverTypeCards types={saverTypes} />
      </Section>
    </GuideFrame>
  );
}
