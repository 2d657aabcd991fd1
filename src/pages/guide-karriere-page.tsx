import { Section } from '@/components/ui/section';
import {
  careerPathGroups,
  careerStrategies,
  industrySalaries,
  karriereAuthor,
  karriereFaqs,
  karriereIntro,
  karriereLinks,
  karriereSources,
  karriereStats,
  threeYearPlan,
} from '@/content/guides/karriere';
import { CareerStrategyCards } from '@/features/guides/components/career-strategy-cards';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { PlanTimeline } from '@/features/guides/components/plan-timeline';
import { StatGrid } from '@/features/guides/components/stat-grid';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const salaryNote = 'Gerundete Bruttojahresgehälter in Vollzeit als Orientierung; keine amtliche Statistik.';

export default function GuideKarrierePage() {
  return (
    <GuideFrame
      id="ratgeber-karriere"
      title={karriereIntro.title}
      intro={karriereIntro.lead}
      author={karriereAuthor}
      faqs={karriereFaqs}
      closing={{ related: karriereLinks, tinted: 'author' }}
      sources={karriereSources}
      sourcesTitle="Quellen und weiterführende Informationen"
      cta={{
        title: 'Mehr aus dem Gehalt machen',
        text: 'Vergleichen Sie Ihr Einkommen mit dem Median Ihrer Altersgruppe und holen Sie mit legalen Strategien mehr Netto heraus.',
        links: [
          { label: 'Gehaltsoptimierung', href: routePath('ratgeber-gehaltsoptimierung') },
          { label: 'Einkommen vergleichen', href: routePath('ratgeber-deutsche-einkommen') },
        ],
      }}
    >
      <Section id="zahlen" title="Einkommen in Deutschland in Zahlen">
        <StatGrid stats={karriereStats} label="Einkommen in Deutschland" />
        <div className="mt-8">
          <GuideProse paragraphs={karriereIntro.paragraphs} />
        </div>
      </Section>

      <Section
        id="bildungswege"
        title="Bildungswege und was sie einbringen"
        lead="Typische Gehälter beim Einstieg, mit Erfahrung (Senior) und an der Spitze des jeweiligen Weges."
        className="bg-slate-50"
      >
        <div className="space-y-10">
          {careerPathGroups.map((group) => (
            <div key={group.typ}>
              <h3 className="text-xl font-semibold text-slate-900">{group.typ}</h3>
              <p className="mt-2 mb-4 max-w-3xl text-slate-700">{group.beschreibung}</p>
              <DataTable
                caption={`${group.typ}: Gehälter nach Karrierestufe`}
                rows={group.wege}
                rowKey={(row) => row.name}
                columns={[
                  {
                    header: 'Beruf',
                    cell: (row) => (
                      <>
                        <span className="block">{row.name}</span>
                        <span className="mt-1 block font-normal text-slate-700">{row.beschreibung}</span>
                      </>
                    ),
                    rowHeader: true,
                  },
                  { header: 'Einstieg', cell: (row) => formatEuroWhole(row.einstieg), align: 'right' },
                  { header: 'Senior', cell: (row) => formatEuroWhole(row.senior), align: 'right' },
                  { header: 'Top', cell: (row) => formatEuroWhole(row.top), align: 'right' },
                ]}
              />
            </div>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-700">{salaryNote}</p>
      </Section>

      <Section
        id="strategien"
        title="4 Strategien für mehr Gehalt"
        lead="Die größten Gehaltssprünge entstehen an Übergängen. Diese vier Hebel wirken am stärksten."
      >
        <CareerStrategyCards strategies={careerStrategies} />
      </Section>

      <Section
        id="branchen"
        title="Branchen im Gehaltsvergleich"
        lead="Dieselbe Qualifikation wird je nach Branche sehr unterschiedlich bezahlt. Ein Branchenwechsel kann deshalb mehr bringen als jede Gehaltsrunde."
        className="bg-slate-50"
      >
        <DataTable
          caption="Durchschnitts- und Spitzengehälter nach Branche"
          rows={industrySalaries}
          rowKey={(row) => row.name}
          columns={[
            { header: 'Branche', cell: (row) => row.name, rowHeader: true },
            { header: 'Durchschnitt', cell: (row) => formatEuroWhole(row.durchschnitt), align: 'right' },
            { header: 'Top-Verdiener', cell: (row) => formatEuroWhole(row.top), align: 'right' },
            { header: 'Wachstum pro Jahr', cell: (row) => row.wachstum, align: 'right' },
          ]}
          note={`${salaryNote} Verlässliche Medianwerte nach Beruf und Region bietet der Entgeltatlas der Bundesagentur für Arbeit.`}
        />
      </Section>

      <Section
        id="plan"
        title="Ihr 3-Jahres-Plan"
        lead="Karriere ist kein Zufall: Mit einem Ziel pro Jahr kommen Sie planbar voran."
      >
        <PlanTimeline phases={threeYearPlan} label="3-Jahres-Plan für Ihre Karriere" />
      </Section>
    </GuideFrame>
  );
}
