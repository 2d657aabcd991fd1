import { SectionWithCreditWarning } from '@/components/credit-warning';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { ohneSchufaAlternatives, ohneSchufaExplanations, ohneSchufaLinks, ohneSchufaWarning } from '@/content/partners/ohne-schufa';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { StaticProviderList } from '@/features/partner-lists/components/static-provider-list';

function OhneSchufaWarning() {
  return (
    <div role="note" className="mt-8 rounded-xl border-2 border-red-300 bg-red-50 p-5 text-red-950">
      <h2 className="text-lg font-bold">{ohneSchufaWarning.title}</h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {ohneSchufaWarning.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

export default function RatenkreditOhneSchufaPage() {
  return (
    <ComparisonFrame
      id="ratenkredit-ohne-schufa"
      parent={{ label: 'Ratenkredite', id: 'ratenkredit' }}
      crumb="Kredit ohne SCHUFA"
      title="Kredit ohne SCHUFA"
      intro="Was hinter Angeboten „ohne SCHUFA“ steckt, woran Sie unseriöse Anbieter erkennen und welche Alternativen es gibt."
      header={<OhneSchufaWarning />}
      cta={{
        title: 'Erst vergleichen, dann entscheiden',
        text: 'Mit einer SCHUFA-neutralen Anfrage finden die meisten Menschen einen günstigeren Kredit als ohne SCHUFA.',
        links: ohneSchufaLinks,
      }}
    >
      <Section id="anbieter" title="Zwei Anbieter ohne SCHUFA-Abfrage">
        <StaticProviderList />
      </Section>

      <Section id="erklaerung" title="Kredit ohne SCHUFA: Das sollten Sie wissen" className="bg-slate-50">
        <TextCards cards={ohneSchufaExplanations} variant="compact" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <SectionWithCreditWarning id="alternativen" title="Bessere Alternativen">
        <TextCards cards={ohneSchufaAlternatives} variant="compact" className="grid gap-4 sm:grid-cols-2" />
      </SectionWithCreditWarning>
    </ComparisonFrame>
  );
}
