import { routePath } from '@/routes/manifest';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import {
  anonymisationNote,
  bankChoiceBasics,
  bankMatches,
  bankenVergleichAuthor,
  bankenVergleichFaqs,
  bankenVergleichIntro,
  bankenVergleichLinks,
  bankenVergleichSources,
  banks,
  categoryWinners,
} from '@/content/guides/banken-vergleich';
import { BankCards } from '@/features/guides/components/bank-cards';
import { BankMatchList } from '@/features/guides/components/bank-match-list';
import { DataTable } from '@/features/guides/components/data-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';

function CategoryWinnersTable() {
  return (
    <DataTable
      caption="Kategoriesieger nach Einschätzung der Redaktion"
      rows={categoryWinners}
      rowKey={(row) => row.bereich}
      columns={[
        { header: 'Bereich', cell: (row) => row.bereich, rowHeader: true },
        { header: 'Gewinner', cell: (row) => <span className="font-semibold text-brand-700">{row.gewinner}</span> },
        { header: 'Warum', cell: (row) => row.details },
        { header: 'Zweitplatziert', cell: (row) => row.zweitplatziert },
      ]}
      note={anonymisationNote}
    />
  );
}

export default function GuideBankenVergleichPage() {
  const [choice, safety] = bankChoiceBasics;
  return (
    <GuideFrame
      id="ratgeber-banken-vergleich"
      title={bankenVergleichIntro.title}
      intro={bankenVergleichIntro.lead}
      author={bankenVergleichAuthor}
      faqs={bankenVergleichFaqs}
      closing={{ related: bankenVergleichLinks, tinted: 'author' }}
      sources={bankenVergleichSources}
      cta={{
        title: 'Dispo zu teuer?',
        text: 'Ein Ratenkredit ist meist deutlich günstiger als der Dispositionskredit Ihrer Hausbank. Vergleichen Sie Ratenkredite mit allen Kosten.',
        links: [{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }],
      }}
    >
      <Section id="kategoriesieger" title="Die Kategoriesieger">
        <CategoryWinnersTable />
        <div className="mt-6">
          <ButtonLink to={routePath('ratenkredit')}>Kreditangebote vergleichen</ButtonLink>
        </div>
      </Section>

      {choice && (
        <Section id={choice.id} title={choice.title} className="bg-slate-50">
          <GuideProse paragraphs={choice.paragraphs} />
        </Section>
      )}

      <Section
        id="banken"
        title="Banktypen im Vergleich"
        lead={`${banks.length} anonymisierte Banktypen mit typischen Gebühren für Konto, Karte und Auslandseinsatz, bewertet von unserer Redaktion.`}
      >
        <BankCards banks={banks} />
      </Section>

      <Section id="wer-passt-zu-wem" title="Welche Bank passt zu wem?" className="bg-slate-50">
        <BankMatchList matches={bankMatches} />
        <div className="mt-8 flex flex-wrap items-center gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <p className="flex-1 text-slate-700">
            Sie brauchen nicht nur ein Konto, sondern auch eine Finanzierung? Vergleichen Sie Ratenkredite unabhängig von Ihrer
            Hausbank.
          </p>
          <ButtonLink to={routePath('ratenkredit')} variant="accent">
            Zum Ratenkredit-Vergleich
          </ButtonLink>
        </div>
      </Section>

      {safety && (
        <Section id={safety.id} title={safety.title}>
          <GuideProse paragraphs={safety.paragraphs} />
        </Section>
      )}
    </GuideFrame>
  );
}
