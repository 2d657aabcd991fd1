import { Section } from '@/components/ui/section';
import {
  besterKreditAuthor,
  besterKreditFaqs,
  besterKreditIntro,
  besterKreditLinks,
  besterKreditSources,
  creditMistakes,
  creditSteps,
  termComparison,
  termComparisonInput,
} from '@/content/guides/bester-kredit';
import { bestePage } from '@/content/partners/beste';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { MistakeList } from '@/features/guides/components/mistake-list';
import { StepList } from '@/features/guides/components/step-list';
import { formatEuro, formatPercent } from '@/lib/format';
import { routePath } from '@/routes/manifest';

function TermComparisonTable() {
  return (
    <DataTable
      caption={`${formatEuro(termComparisonInput.amount)} zu ${formatPercent(termComparisonInput.borrowingRate)} Sollzins, ${formatPercent(termComparison[0]!.effectiveRate)} effektiver Jahreszins`}
      rowKey={(row) => String(row.months)}
      compact
      rows={termComparison}
      columns={[
        { header: 'Laufzeit', cell: (row) => `${row.months} Monate`, rowHeader: true },
        { header: 'Monats\u00adrate', cell: (row) => formatEuro(row.monthlyInstalment), align: 'right' },
        { header: 'Zins\u00adkosten', cell: (row) => formatEuro(row.totalInterest), align: 'right' },
        { header: 'Gesamt\u00adbetrag', cell: (row) => formatEuro(row.totalAmount), align: 'right' },
      ]}
      note="Berechnet als Annuitätendarlehen mit gleichbleibender Monatsrate, auf Cent gerundet; die letzte Rate gleicht die Rundung aus."
    />
  );
}

export default function GuideBesterKreditPage() {
  return (
    <GuideFrame
      id="ratgeber-bester-kredit"
      title={besterKreditIntro.title}
      intro={besterKreditIntro.lead}
      author={besterKreditAuthor}
      faqs={besterKreditFaqs}
      closing={{ creditWarning: true, related: besterKreditLinks, relatedTitle: 'Weiterlesen und vergleichen' }}
      sources={besterKreditSources}
      sourcesTitle="Quellen und weiterführende Informationen"
      cta={{
        title: 'Bereit für den Vergleich?',
        text: 'Mit einer Konditionsanfrage sehen Sie Ihren persönlichen Zins, ohne dass Ihr SCHUFA-Score leidet.',
        links: [
          { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') },
          { label: bestePage.linkLabel, href: routePath('ratenkredit-beste') },
        ],
      }}
    >
      <Section id="einleitung" title="Worauf es beim Kredit wirklich ankommt">
        <GuideProse paragraphs={besterKreditIntro.paragraphs} />
      </Section>

      <Section
        id="sieben-schritte"
        title="In 7 Schritten zum besten Kredit"
        lead="Von der Haushaltsrechnung bis zur Unterschrift: So gehen Sie vor."
        className="bg-slate-50"
      >
        <StepList steps={creditSteps} label="Sieben Schritte zum besten Kredit" extra={{ 4: <TermComparisonTable /> }} />
      </Section>

      <Section
        id="fehler"
        title="Die häufigsten Fehler bei der Kreditaufnahme"
        lead="Diese Fehler kosten Verbraucher regelmäßig Geld. Die gute Nachricht: Alle lassen sich mit wenig Aufwand vermeiden."
      >
        <MistakeList mistakes={creditMistakes} />
      </Section>
    </GuideFrame>
  );
}
