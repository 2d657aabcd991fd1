import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import {
  careerLevels,
  gehaltAuthor,
  gehaltFaqs,
  gehaltIntro,
  gehaltLinks,
  gehaltSources,
  negotiationRules,
  ninetyDayPlan,
  salaryStrategies,
  taxOverview,
  taxYear,
} from '@/content/guides/gehaltsoptimierung';
import { CareerLevels } from '@/features/guides/components/career-levels';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { NegotiationRules } from '@/features/guides/components/negotiation-rules';
import { PlanTimeline } from '@/features/guides/components/plan-timeline';
import { SalaryStrategyList } from '@/features/guides/components/salary-strategy-list';

export default function GuideGehaltsoptimierungPage() {
  return (
    <GuideFrame
      id="ratgeber-gehaltsoptimierung"
      title={gehaltIntro.title}
      intro={gehaltIntro.lead}
      author={gehaltAuthor}
      faqs={gehaltFaqs}
      closing={{ related: gehaltLinks }}
      sources={gehaltSources}
      sourcesTitle="Quellen und Rechtsgrundlagen"
      cta={{
        title: 'Wo stehen Sie mit Ihrem Gehalt?',
        text: 'Vergleichen Sie Ihr Einkommen mit dem Median Ihrer Altersgruppe, oder finanzieren Sie die nächste große Anschaffung günstig.',
        links: [
          { label: 'Einkommen vergleichen', href: routePath('ratgeber-deutsche-einkommen') },
          { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit') },
        ],
      }}
    >
      <Section id="ueberblick" title="Mehr Netto: Wo der Hebel liegt">
        <GuideProse paragraphs={gehaltIntro.paragraphs} />
      </Section>

      <Section
        id="strategien"
        title="8 Strategien für mehr Netto vom Brutto"
        lead="Jede Strategie mit Beispielrechnung, Aufwand, Umsetzungsschritten und der Rechtsgrundlage."
        className="bg-slate-50"
      >
        <SalaryStrategyList strategies={salaryStrategies} />
      </Section>

      <Section
        id="steuerwerte"
        title={`Die wichtigsten Steuerwerte ${taxYear} auf einen Blick`}
        lead="Diese Freibeträge, Pauschalen und Grenzen stecken hinter den Strategien."
      >
        <DataTable
          caption={`Steuerliche Freibeträge und Pauschalen ${taxYear}`}
          rows={taxOverview}
          rowKey={(row) => row.regel}
          columns={[
            { header: 'Regel', cell: (row) => row.regel, rowHeader: true },
            { header: 'Wert', cell: (row) => row.wert },
            { header: 'Hinweis', cell: (row) => row.hinweis },
          ]}
          note={`Werte für ${taxYear}, Quellen unten verlinkt. Angaben ohne Gewähr; für Ihre persönliche Situation fragen Sie eine Steuerberatung oder einen Lohnsteuerhilfeverein.`}
        />
      </Section>

      <Section
        id="verhandlung"
        title="4 Regeln für die Gehaltsverhandlung"
        lead="Steuerliche Tricks ersetzen keine gute Verhandlung. Mit diesen Regeln gehen Sie vorbereitet ins Gespräch."
        className="bg-slate-50"
      >
        <NegotiationRules rules={negotiationRules} />
      </Section>

      <Section
        id="karrierestufen"
        title="4 Karrierestufen und was Sie auf jeder tun können"
        lead="Die Gehaltsspannen sind gerundete Orientierungswerte für Fachkräfte mit Berufsausbildung oder Studium. Branche, Region und Unternehmensgröße verschieben sie deutlich nach oben oder unten."
      >
        <CareerLevels levels={careerLevels} />
      </Section>

      <Section
        id="plan"
        title="Ihr 90-Tage-Plan"
        lead="In drei Monaten von der Bestandsaufnahme zum höheren Netto: ein Schritt pro Woche genügt."
        className="bg-slate-50"
      >
        <PlanTimeline phases={ninetyDayPlan} label="90-Tage-Plan zur Gehaltsoptimierung" />
      </Section>
    </GuideFrame>
  );
}
