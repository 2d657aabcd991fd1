import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { ohneSchufaAlternatives, ohneSchufaExplanations, ohneSchufaLinks, ohneSchufaPage, ohneSchufaWarning } from '@/content/partners/ohne-schufa';
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

/** Information, warning and regulated alternatives first; the offers, with the credit warning above them, last. */
export default function RatenkreditOhneSchufaPage() {
  return (
    <ComparisonFrame
      id="ratenkredit-ohne-schufa"
      parent={{ label: 'Ratenkredite', id: 'ratenkredit' }}
      crumb={ohneSchufaPage.title}
      title={ohneSchufaPage.title}
      intro={ohneSchufaPage.intro}
      header={<OhneSchufaWarning />}
      cta={{ ...ohneSchufaPage.cta, links: ohneSchufaLinks }}
    >
      <Section id="erklaerung" title="Kredit ohne SCHUFA: Das sollten Sie wissen">
        <TextCards cards={ohneSchufaExplanations} variant="compact" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <Section id="alternativen" title="Bessere Alternativen" className="bg-slate-50">
        <TextCards cards={ohneSchufaAlternatives} variant="compact" className="grid gap-4 sm:grid-cols-2" />
      </Section>

      <Section id="anbieter" title={ohneSchufaPage.offersTitle} lead={ohneSchufaPage.offersLead}>
        <StaticProviderList />
      </Section>
    </ComparisonFrame>
  );
}
