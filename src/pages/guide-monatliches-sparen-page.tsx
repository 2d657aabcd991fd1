import { Section } from '@/components/ui/section';
import { factText } from '@/content/facts/facts';
import {
  savingStatistics,
  monatlichesSparenAuthor,
  monatlichesSparenFaqs,
  monatlichesSparenIntro,
  monatlichesSparenLinks,
  monatlichesSparenSources,
  savingBasics,
  savingExamples,
  savingPlaces,
  savingRules,
  savingsGrowthExample,
} from '@/content/guides/monatliches-sparen';
import { taxFigures } from '@/content/guides/tax-figures';
import { savingsGrowth } from '@/features/guides/calculators/guide-illustrations';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { SavingCalculatorPanel } from '@/features/guides/components/saving-calculator-panel';
import { SavingRuleCards } from '@/features/guides/components/saving-rule-cards';
import { SavingsGrowthCard } from '@/features/guides/components/savings-growth-card';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { roundCents } from '@/lib/round';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

/** A safe-interest comparison rate for the compound-interest and tax examples. */
const safeRatePercent = 3;
const safeGrowth = savingsGrowth(savingsGrowthExample.monthlyDeposit, safeRatePercent, savingsGrowthExample.years);
const growth = savingsGrowth(savingsGrowthExample.monthlyDeposit, savingsGrowthExample.annualRatePercent, savingsGrowthExample.years);
const emergencyFund = 10_000;
const emergencyFundInterest = roundCents((emergencyFund * safeRatePercent) / 100);

const averageStats = [
  { value: formatPercent(savingStatistics.rateYear, 1), label: `Sparquote der privaten Haushalte ${savingStatistics.year} (Destatis)` },
  { value: formatPercent(savingStatistics.rateHalfYear, 1), label: `Sparquote im ${savingStatistics.halfYear}, saisonbereinigt (Destatis)` },
  { value: `knapp ${formatEuroWhole(savingStatistics.perCapitaMonthlyHalfYear)}`, label: `gespart je Einwohner und Monat, ${savingStatistics.halfYear} (Destatis)` },
];

function Nowrap({ children }: { children: string }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

function SavingExamplesTable() {
  return (
    <DataTable
      caption="Vier Sparprofile im Vergleich (monatliche Nettobeträge)"
      rows={savingExamples}
      rowKey={(row) => row.profil}
      columns={[
        { header: 'Profil', cell: (row) => row.profil, rowHeader: true },
        { header: 'Einkommen', cell: (row) => <Nowrap>{formatEuroWhole(row.einkommen)}</Nowrap>, align: 'right' },
        { header: 'Sparrate', cell: (row) => <Nowrap>{formatEuroWhole(row.sparen)}</Nowrap>, align: 'right' },
        { header: 'Quote', cell: (row) => <Nowrap>{formatPercent(row.prozent, 1)}</Nowrap>, align: 'right' },
        { header: 'Strategie', cell: (row) => row.strategie },
        { header: 'Ziel', cell: (row) => row.ziel },
      ]}
      note="Die Profile sind fiktive, aber typische Beispiele und zeigen keine realen Personen. Quote = Sparrate ÷ Einkommen × 100, auf eine Nachkommastelle gerundet."
    />
  );
}

export default function GuideMonatlichesSparenPage() {
  const [whySave, rateExplained] = savingBasics;
  return (
    <GuideFrame
      id="ratgeber-monatliches-sparen"
      title={monatlichesSparenIntro.title}
      intro={monatlichesSparenIntro.lead}
      author={monatlichesSparenAuthor}
      faqs={monatlichesSparenFaqs}
      closing={{ related: monatlichesSparenLinks, tinted: 'author' }}
      sources={monatlichesSparenSources}
      cta={{
        title: 'Den Notgroschen gut parken',
        text: `Tagesgeld mit gesetzlicher Einlagensicherung bis ${factText('einlagensicherung')}: Vergleichen Sie aktuelle Sparkonten.`,
        links: [
          { label: 'Sparkonten vergleichen', href: routePath('ratgeber-sparkonto') },
          { label: 'Finanz-Tipps lesen', href: routePath('ratgeber-finanz-tipps') },
        ],
      }}
    >
      <Section id="durchschnitt" title="So viel sparen die Deutschen">
        <StatGrid stats={averageStats} label="Sparen in Deutschland in Zahlen" />
        <GuideProse>
          <p className="mt-8">
            Laut Statistischem Bundesamt sparten die privaten Haushalte in Deutschland {savingStatistics.year} im Schnitt{' '}
            {formatPercent(savingStatistics.rateYear, 1)} ihres verfügbaren Einkommens, im {savingStatistics.halfYear} saisonbereinigt{' '}
            {formatPercent(savingStatistics.rateHalfYear, 1)}. Das entsprach durchschnittlich knapp{' '}
            {formatEuroWhole(savingStatistics.perCapitaMonthlyHalfYear)} je Einwohnerin und Einwohner im Monat.
          </p>
          <p>
            Die amtliche Sparquote ist ein gesamtwirtschaftlicher Durchschnitt aus den Volkswirtschaftlichen Gesamtrechnungen:
            Sie teilt das Sparen aller Haushalte durch ihr gesamtes verfügbares Einkommen. Ihre persönliche Sparquote im Rechner
            unten bezieht sich dagegen auf Ihr eigenes Nettoeinkommen; beide Werte sind deshalb nur grob vergleichbar.
          </p>
          <p>
            Hinter dem Durchschnitt stecken große Unterschiede: Manche Haushalte legen ein Drittel ihres Einkommens zurück,
            bei anderen bleibt am Monatsende nichts übrig. Vergleichen Sie sich deshalb weniger mit anderen als mit Ihrem
            eigenen Vorjahr.
          </p>
        </GuideProse>
      </Section>

      {whySave && (
        <Section id={whySave.id} title={whySave.title} className="bg-slate-50">
          <GuideProse paragraphs={whySave.paragraphs} />
        </Section>
      )}

      <Section id="sparrechner" title="Sparrechner: Ihre persönliche Sparquote" lead={rateExplained?.paragraphs.join(' ')}>
        <SavingCalculatorPanel reference={{ rate: savingStatistics.rateYear, year: savingStatistics.year }} />
      </Section>

      <Section
        id="sparregeln"
        title="Vier Sparregeln im Vergleich"
        lead="Es gibt nicht die eine richtige Quote. Diese vier Regeln haben sich bewährt; wählen Sie die, die zu Ihrem Einkommen und Ihren Zielen passt."
        className="bg-slate-50"
      >
        <SavingRuleCards rules={savingRules} />
      </Section>

      <Section
        id="zinseszins"
        title={`Was aus ${formatEuroWhole(savingsGrowthExample.monthlyDeposit)} im Monat werden kann`}
        lead="Der Zinseszins braucht vor allem eines: Zeit. Schon kleine Beträge wachsen über Jahrzehnte zu einem beachtlichen Vermögen."
      >
        <SavingsGrowthCard {...savingsGrowthExample} />
        <GuideProse>
          <p className="mt-6">
            Aus {formatEuroWhole(growth.deposited)} eigenen Einzahlungen werden so rund{' '}
            {formatEuroWhole(Math.round(growth.finalValue / 1000) * 1000)}. Die angenommene Rendite von {formatPercent(savingsGrowthExample.annualRatePercent, 0)} pro Jahr ist ein
            Rechenbeispiel, keine Prognose. Sie liegt in der Größenordnung, die weltweit gestreute Aktienanlagen über sehr
            lange Zeiträume in der Vergangenheit erzielt haben; einzelne Jahre können deutlich schlechter ausfallen. Mit
            durchgehend {formatPercent(safeRatePercent, 0)} Zinsen auf dem Tagesgeld wären es nach{' '}
            {savingsGrowthExample.years} Jahren {formatEuroWhole(safeGrowth.finalValue)}, dafür ohne Kursrisiko.
          </p>
        </GuideProse>
      </Section>

      <Section
        id="beispiele"
        title="So sparen andere: vier Beispiele"
        lead="Vom Azubi bis zur FIRE-Sparerin: Vier Profile zeigen, wie unterschiedlich eine gute Sparstrategie aussehen kann."
        className="bg-slate-50"
      >
        <SavingExamplesTable />
      </Section>

      <Section id="anlage" title="Wohin mit dem Ersparten?">
        <div className="grid gap-8 md:grid-cols-2">
          {savingPlaces.map((place) => (
            <div key={place.id}>
              <h3 className="text-lg font-bold text-slate-900">{place.title}</h3>
              <div className="mt-3 space-y-3 text-slate-700">
                {place.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">
          Beispiel: Wer {formatEuroWhole(emergencyFund)} zu {formatPercent(safeRatePercent, 0)} auf dem Tagesgeld hat,
          erhält im Jahr {formatEuro(emergencyFundInterest)} Zinsen und bleibt damit unter dem Sparer-Pauschbetrag von{' '}
          {formatEuroWhole(taxFigures.saverAllowance.single)}.
        </p>
      </Section>
    </GuideFrame>
  );
}
