import { Section } from '@/components/ui/section';
import {
  reviewsDisclosure,
  saverTypes,
  savingsFigures,
  savingsReviews,
  sparkontoBasics,
  sparkontoAuthor,
  sparkontoFaqs,
  sparkontoIntro,
  sparkontoLinks,
  sparkontoSources,
  termDepositExampleAmount,
  termDeposits,
  type TermDepositRow,
} from '@/content/guides/sparkonto';
import { taxFigures } from '@/content/guides/tax-figures';
import { termDepositInterest } from '@/features/guides/calculators/term-deposit';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { ReviewList } from '@/features/guides/components/review-list';
import { SaverTypeCards } from '@/features/guides/components/saver-type-cards';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { partnerListPrefetch } from '@/entities/partner/api/queries';
import { SavingsAccountList } from '@/features/partner-lists/components/savings-account-list';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export const prefetch = partnerListPrefetch('sparkonto');

const formatTerm = (months: number) =>
  months < 12 ? `${months} Monate` : months === 12 ? '1 Jahr' : `${months / 12} Jahre`;

const termDepositRows = termDeposits.map((row) => ({
  ...row,
  ertrag: termDepositInterest(termDepositExampleAmount, row.zins, row.laufzeit),
}));

const stats = [
  { value: `bis ${formatPercent(savingsFigures.maxRate)} p. a.`, label: 'Zinsen für Festgeld in unseren Beispielen' },
  { value: formatEuroWhole(savingsFigures.depositProtection), label: 'gesetzliche Einlagensicherung pro Kunde und Bank' },
  {
    value: formatEuroWhole(taxFigures.saverAllowance.single),
    label: `Sparer-Pauschbetrag pro Jahr (Paare ${formatEuroWhole(taxFigures.saverAllowance.couple)})`,
  },
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
        title="Aktuelle Sparkonten im Vergleich"
        lead="Tagesgeld- und Sparkonten unserer Partnerbanken in der von uns festgelegten Reihenfolge. Die Konditionen stammen von den Banken; maßgeblich ist das Angebot auf deren Website."
      >
        <SavingsAccountList />
      </Section>

      {sparkontoBasics.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} className={index % 2 === 0 ? 'bg-slate-50' : undefined}>
          <GuideProse paragraphs={section.paragraphs} />
        </Section>
      ))}

      <Section
        id="festgeld"
        title="Festgeld nach Laufzeit"
        lead={`Beispielkonditionen für Festgeld von 6 Monaten bis 10 Jahren mit dem Zinsertrag für ${formatEuroWhole(termDepositExampleAmount)}.`}
      >
        <DataTable<TermDepositRow & { ertrag: number }>
          caption="Festgeld-Beispiele nach Laufzeit"
          rows={termDepositRows}
          rowKey={(row) => row.bank}
          columns={[
            { header: 'Bank', cell: (row) => row.bank, rowHeader: true },
            { header: 'Laufzeit', cell: (row) => formatTerm(row.laufzeit) },
            { header: 'Zins p. a.', cell: (row) => formatPercent(row.zins), align: 'right' },
            { header: 'Mindestanlage', cell: (row) => formatEuroWhole(row.mindestanlage), align: 'right' },
            {
              header: `Zinsertrag auf ${formatEuroWhole(termDepositExampleAmount)}`,
              cell: (row) => formatEuro(row.ertrag),
              align: 'right',
            },
            { header: 'Kommentar', cell: (row) => row.kommentar },
          ]}
          note="Beispielwerte anonymisierter Banktypen zur Orientierung (redaktionelle Annahmen, Stand: Oktober 2025), keine tagesaktuellen Angebote. Zinsertrag vor Steuern; jährliche Gutschrift mit Wiederanlage, angebrochene Jahre anteilig."
        />
      </Section>

      <Section
        id="erfahrungen"
        title="Erfahrungen von Sparern"
        lead="So oder so ähnlich beschreiben Sparer ihre Erfahrungen mit Tagesgeld und Festgeld."
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
