import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import {
  compoundInput,
  firstInstalmentInput,
  interestExampleInputs,
  rateComparisonInput,
  zinsenBasics,
  zinsenAuthor,
  zinsenFaqs,
  zinsenIntro,
  zinsenLinks,
  zinsenSources,
  zinsFactors,
} from '@/content/guides/zinsen';
import { savingsGrowth } from '@/features/guides/calculators/guide-illustrations';
import { firstInstalmentSplit, interestExample, type InterestExample } from '@/features/guides/calculators/interest-examples';
import { DataTable, type DataColumn } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const examples = interestExampleInputs.map((input) => interestExample(input));
const rateComparison = rateComparisonInput.nominalRates.map((nominalRate) =>
  interestExample({ amount: rateComparisonInput.amount, months: rateComparisonInput.months, nominalRate }),
);
const firstSplit = firstInstalmentSplit(firstInstalmentInput);
const factorCards = zinsFactors.map((factor) => ({ title: factor.titel, text: factor.beschreibung }));
const compound = savingsGrowth(compoundInput.monthlyDeposit, compoundInput.annualRatePercent, compoundInput.years);

const costColumns: DataColumn<InterestExample>[] = [
  { header: 'Sollzins p. a.', cell: (row) => formatPercent(row.nominalRate), align: 'right' },
  { header: 'Effektiver Jahreszins', cell: (row) => formatPercent(row.effectiveRate), align: 'right' },
  { header: 'Monatsrate', cell: (row) => formatEuro(row.monthlyInstalment), align: 'right' },
  { header: 'Zinskosten gesamt', cell: (row) => formatEuro(row.totalInterest), align: 'right' },
  { header: 'Gesamtbetrag', cell: (row) => formatEuro(row.totalAmount), align: 'right' },
];

const calculationNote =
  'Berechnet als Annuitätendarlehen ohne Gebühren: Monatszins = Sollzins ÷ 12, Rate auf Cent gerundet, die letzte Rate gleicht die Rundung aus; effektiver Jahreszins aus dem Zahlungsplan, ohne Gebühren also (1 + Monatszins)^12 − 1.';

export default function GuideZinsenPage() {
  const cheapest = rateComparison[0]!;
  const priciest = rateComparison[rateComparison.length - 1]!;
  return (
    <GuideFrame
      id="ratgeber-zinsen"
      title={zinsenIntro.title}
      intro={zinsenIntro.lead}
      author={zinsenAuthor}
      faqs={zinsenFaqs}
      closing={{ creditWarning: true, related: zinsenLinks, relatedTitle: 'Weiterlesen und vergleichen' }}
      sources={zinsenSources}
      sourcesTitle="Quellen und weiterführende Informationen"
      cta={{
        title: 'Ihren persönlichen Zins ermitteln',
        text: 'Vergleichen Sie die effektiven Jahreszinsen der Angebote in unserem Ratenkredit-Vergleich, kostenlos und unverbindlich.',
        links: [
          { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') },
          { label: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen') },
        ],
      }}
    >
      {zinsenBasics.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} className={index % 2 === 1 ? 'bg-slate-50' : undefined}>
          <GuideProse paragraphs={section.paragraphs}>
            {section.id === 'annuitaet' && (
              <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
                <strong>Beispiel:</strong> Bei {formatEuro(firstInstalmentInput.amount)} Kredit,{' '}
                {formatPercent(firstInstalmentInput.nominalRate)} Sollzins und {firstInstalmentInput.months} Monaten Laufzeit
                beträgt die Rate {formatEuro(firstSplit.monthlyInstalment)}. In der ersten Rate stecken{' '}
                {formatEuro(firstSplit.interest)} Zinsen ({formatEuro(firstInstalmentInput.amount)} × {formatPercent(firstInstalmentInput.nominalRate)} ÷ 12)
                und {formatEuro(firstSplit.repayment)} Tilgung.
              </p>
            )}
          </GuideProse>
        </Section>
      ))}

      <Section
        id="rechenbeispiele"
        title="Rechenbeispiele: Sollzins, Effektivzins und Zinskosten"
        lead="So viel kosten typische Kredite über die gesamte Laufzeit. Jede Zahl ist aus Betrag, Laufzeit und Sollzins berechnet."
      >
        <DataTable
          caption="Rechenbeispiele für Annuitätendarlehen"
          rows={examples}
          rowKey={(row) => `${row.amount}-${row.months}`}
          columns={[
            {
              header: 'Kredit und Laufzeit',
              cell: (row) => `${formatEuroWhole(row.amount)} über ${row.months} Monate`,
              rowHeader: true,
            },
            ...costColumns,
          ]}
          note={calculationNote}
        />
        <GuideProse>
          <p className="mt-6">
            Gut zu sehen: Der effektive Jahreszins liegt in jeder Zeile über dem Sollzins, obwohl keine Gebühren eingerechnet
            sind. Das ist allein die Wirkung der monatlichen Verzinsung. Die letzte Zeile zeigt eine größere Finanzierung: Wer{' '}
            {formatEuroWhole(examples[4]!.amount)} in nur fünf Jahren zurückzahlen will, braucht eine Rate von rund{' '}
            {formatEuroWhole(examples[4]!.monthlyInstalment)} im Monat.
          </p>
        </GuideProse>
      </Section>

      <Section
        id="bonitaet"
        title="Was ein besserer Zins wert ist"
        lead={`Derselbe Kredit über ${formatEuroWhole(rateComparisonInput.amount)} und ${rateComparisonInput.months} Monate zu vier verschiedenen Zinssätzen.`}
        className="bg-slate-50"
      >
        <DataTable
          caption={`${formatEuroWhole(rateComparisonInput.amount)} über ${rateComparisonInput.months} Monate bei unterschiedlichen Zinsen`}
          rows={rateComparison}
          rowKey={(row) => String(row.nominalRate)}
          columns={[{ ...costColumns[0]!, rowHeader: true, align: 'left' }, ...costColumns.slice(1)]}
          note={calculationNote}
        />
        <GuideProse>
          <p className="mt-6">
            Zwischen {formatPercent(cheapest.nominalRate)} und {formatPercent(priciest.nominalRate)} Sollzins liegen bei
            gleichem Betrag {formatEuro(priciest.totalInterest - cheapest.totalInterest)} Zinskosten. Genau diese Spanne
            entsteht in der Praxis oft allein durch unterschiedliche Bonität oder durch den Verzicht auf einen Vergleich.
          </p>
        </GuideProse>
      </Section>

      <Section id="einflussfaktoren" title="Wovon die Höhe Ihres Zinses abhängt">
        <TextCards cards={factorCards} variant="outlined" className="grid gap-4 md:grid-cols-2" />
      </Section>

      <Section id="zinseszins" title="Zinseszins: wenn Zinsen für Sie arbeiten" className="bg-slate-50">
        <GuideProse>
          <p>
            Beim Sparen wirken Zinsen in die andere Richtung. Bleiben die Erträge angelegt, werden sie in der nächsten Periode
            mitverzinst. Wer {compound.years} Jahre lang {formatEuroWhole(compound.monthlyDeposit)} im Monat spart und im
            Durchschnitt {formatPercent(compound.annualRatePercent, 0)} Rendite im Jahr erzielt, zahlt insgesamt{' '}
            {formatEuroWhole(compound.deposited)} ein und hat am Ende rund {formatEuroWhole(compound.finalValue)}.
          </p>
          <p>
            Mehr als zwei Drittel dieses Betrags, nämlich {formatEuroWhole(compound.returns)}, sind Erträge. Eine
            durchschnittliche Rendite von 7 % ist allerdings nur mit Aktien über lange Zeiträume realistisch und nicht
            garantiert; Tagesgeld und Festgeld bringen deutlich weniger, dafür ohne Kursrisiko.
          </p>
        </GuideProse>
      </Section>
    </GuideFrame>
  );
}
