import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { ohneSchufaAlternatives, ohneSchufaExplanations, ohneSchufaLinks, ohneSchufaWarning } from '@/content/partners/ohne-schufa';
import { StaticProviderList } from '@/features/partners/components/static-provider-list';
import { TextBlockGrid } from '@/features/partners/components/text-block-grid';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Ratenkredite', href: routePath('ratenkredit') },
  { label: 'Kredit ohne SCHUFA', href: routePath('ratenkredit-ohne-schufa') },
];

export default function RatenkreditOhneSchufaPage() {
  return (
    <>
      <RouteSeo id="ratenkredit-ohne-schufa" jsonLd={[breadcrumbJsonLd(breadcrumbs)]} />
      <PageHeader
        title="Kredit ohne SCHUFA"
        intro="Was hinter Angeboten „ohne SCHUFA“ steckt, woran Sie unseriöse Anbieter erkennen und welche Alternativen es gibt."
        breadcrumbs={breadcrumbs}
      >
        <div role="note" className="mt-8 rounded-xl border-2 border-red-300 bg-red-50 p-5 text-red-950">
          <h2 className="text-lg font-bold">{ohneSchufaWarning.title}</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5">
            {ohneSchufaWarning.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </PageHeader>

      <Section id="anbieter" title="Zwei Anbieter ohne SCHUFA-Abfrage">
        <StaticProviderList />
      </Section>

      <Section id="erklaerung" title="Kredit ohne SCHUFA: Das sollten Sie wissen" className="bg-slate-50">
        <TextBlockGrid blocks={ohneSchufaExplanations} className="lg:grid-cols-3" />
      </Section>

      <Section id="alternativen" title="Bessere Alternativen">
        <TextBlockGrid blocks={ohneSchufaAlternatives} />
        <div className="mt-8">
          <CreditWarning />
        </div>
      </Section>

      <CtaBox
        title="Erst vergleichen, dann entscheiden"
        text="Mit einer SCHUFA-neutralen Anfrage finden die meisten Menschen einen günstigeren Kredit als ohne SCHUFA."
        links={ohneSchufaLinks}
      />
    </>
  );
}
