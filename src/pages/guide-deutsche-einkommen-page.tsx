import { Section } from '@/components/ui/section';
import {
  ageGroups,
  calculatorNotes,
  dataNote,
  deutscheEinkommenAuthor,
  deutscheEinkommenFaqs,
  deutscheEinkommenIntro,
  deutscheEinkommenLinks,
  deutscheEinkommenSources,
  incomeBasics,
  incomeStats,
  incomeStatsSource,
  industries,
  regions,
} from '@/content/guides/deutsche-einkommen';
import { eastWestGap } from '@/features/guides/calculators/income-stats';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { IncomeCalculatorPanel } from '@/features/guides/components/income-calculator-panel';
import { AgeIncomeTable, IndustryIncomeTable, RegionIncomeTable } from '@/features/guides/components/income-tables';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { formatEuroWhole, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const stats = [
  { value: formatEuroWhole(incomeStats.median), label: `Median brutto im Jahr (Vollzeit, ${incomeStatsSource.year}, Destatis)` },
  { value: formatEuroWhole(incomeStats.durchschnitt), label: `Durchschnitt brutto im Jahr (Vollzeit, ${incomeStatsSource.year}, Destatis)` },
  { value: `ab ${formatEuroWhole(incomeStats.top30Threshold)}`, label: `gehörte man ${incomeStatsSource.year} zu den oberen 30 % (Destatis)` },
  { value: formatPercent(incomeStats.eastWestGapPercent, 0), label: 'Ost-West-Gefälle (Spitze zu Schlusslicht, redaktionelle Schätzung)' },
];

const regionNames = regions.map((region) => region.region);
const gap = eastWestGap(regions);

export default function GuideDeutscheEinkommenPage() {
  const [medianVsAverage, factors] = incomeBasics;
  return (
    <GuideFrame
      id="ratgeber-deutsche-einkommen"
      title={deutscheEinkommenIntro.title}
      intro={deutscheEinkommenIntro.lead}
      author={deutscheEinkommenAuthor}
      faqs={deutscheEinkommenFaqs}
      closing={{ related: deutscheEinkommenLinks, tinted: 'related' }}
      sources={deutscheEinkommenSources}
      cta={{
        title: 'Mehr aus Ihrem Gehalt machen',
        text: 'Steuerfreie Extras, Gehaltsverhandlung und Karriereschritte: So steigern Sie Ihr Netto.',
        links: [
          { label: 'Gehalt optimieren', href: routePath('ratgeber-gehaltsoptimierung') },
          { label: 'Karriere planen', href: routePath('ratgeber-karriere') },
        ],
      }}
    >
      <Section id="zahlen" title="Die wichtigsten Zahlen">
        <StatGrid stats={stats} label="Einkommen in Deutschland in Zahlen" />
        {medianVsAverage && (
          <div className="mt-10">
            <h3 className="text-xl font-bold text-slate-900">{medianVsAverage.title}</h3>
            <GuideProse>
              {medianVsAverage.paragraphs.map((paragraph) => (
                <p key={paragraph} className="first:mt-3">
                  {paragraph}
                </p>
              ))}
            </GuideProse>
          </div>
        )}
      </Section>

      <Section
        id="einkommensrechner"
        title="Einkommensrechner: Wo stehen Sie?"
        lead="Geben Sie Ihr Bruttojahresgehalt ein und wählen Sie Ihre Altersgruppe. Der Rechner zeigt, zu den oberen wie viel Prozent Ihrer Altersgruppe Sie gehören."
        className="bg-slate-50"
      >
        <IncomeCalculatorPanel ageGroups={ageGroups} regions={regionNames} notes={calculatorNotes} />
      </Section>

      <Section
        id="nach-alter"
        title="Einkommen nach Alter"
        lead="Das Gehalt steigt vor allem in den ersten 20 Berufsjahren und erreicht zwischen 45 und 54 seinen Höhepunkt."
      >
        <AgeIncomeTable rows={ageGroups} overallMedian={incomeStats.median} />
      </Section>

      <Section
        id="nach-region"
        title="Einkommen nach Region"
        lead={
          gap
            ? `Im Westen wird mehr verdient: Der Median in ${gap.lowestEast.region} liegt rund ${formatPercent(gap.gapPercent, 0)} unter dem in ${gap.highestWest.region}.`
            : undefined
        }
        className="bg-slate-50"
      >
        <RegionIncomeTable rows={regions} note={dataNote} />
      </Section>

      <Section
        id="nach-branche"
        title="Einkommen nach Branche"
        lead="Die Branche entscheidet oft mehr über das Gehalt als der Beruf selbst. Die rechte Spalte zeigt, ab welchem Gehalt man in der Branche zu den oberen 10 % gehört."
      >
        <IndustryIncomeTable rows={industries} />
      </Section>

      {factors && (
        <Section id={factors.id} title={factors.title} className="bg-slate-50">
          <GuideProse paragraphs={factors.paragraphs} />
        </Section>
      )}
    </GuideFrame>
  );
}
