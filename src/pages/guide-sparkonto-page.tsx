import { lazyParts } from '@/components/lazy-parts';
import { Section } from '@/components/ui/section';
import { savingsFigures, sparkontoAuthor, sparkontoFaqs, sparkontoIntro, sparkontoLinks, sparkontoSources } from '@/content/guides/sparkonto';
import { taxFigures } from '@/content/guides/tax-figures';
import { GuideFrame } from '@/features/guides/components/guide-frame';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { partnerListPrefetch } from '@/entities/partner/api/queries';
import { SavingsComparison } from '@/features/savings-comparison/components/savings-comparison';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export const prefetch = partnerListPrefetch('sparkonto');

/**
 * The background below the comparison is not needed to use the page: its code loads when the
 * first of its parts gets its turn to hydrate (each part is a deferred boundary of the guide
 * frame), and before the page renders on a client-side navigation (preloadParts).
 */
const background = lazyParts(() => import('@/pages/guide-sparkonto-sections'));
export const preloadParts = background.preload;
const SparkontoBasics = background.part('SparkontoBasics');
const FixedTermSection = background.part('FixedTermSection');
const ReviewsSection = background.part('ReviewsSection');
const SaverTypesSection = background.part('SaverTypesSection');

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

      <SparkontoBasics />
      <FixedTermSection />
      <ReviewsSection />
      <SaverTypesSection />
    </GuideFrame>
  );
}
