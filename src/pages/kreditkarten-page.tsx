import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import { cardTypes, kreditkartenFaqs, kreditkartenFigures, kreditkartenHero } from '@/content/partners/kreditkarten';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { CardComparison } from '@/features/card-comparison/components/card-comparison';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';

export const prefetch = partnerListPrefetch('kreditkarte');

function CardTypeLinks() {
  return (
    <nav aria-label="Kartentypen" className="mt-6 flex flex-wrap gap-2 text-sm">
      {cardTypes.map((type) => (
        <a key={type.id} href={`#${type.id}`} className="rounded-full bg-white px-3 py-1.5 font-medium text-brand-700 ring-1 ring-brand-100 hover:ring-brand-600">
          {type.title}
        </a>
      ))}
    </nav>
  );
}

export default function KreditkartenPage() {
  const { data: partners } = usePartnerList('kreditkarte');
  return (
    <ComparisonFrame
      id="kreditkarten"
      crumb="Kreditkarten"
      {...kreditkartenHero}
      offers={{ name: 'Kreditkarten im Vergleich', partners }}
      figures={kreditkartenFigures}
      header={<CardTypeLinks />}
      faq={{ title: 'Häufige Fragen zu Kreditkarten', faqs: kreditkartenFaqs }}
      cta={{
        title: 'Eine größere Anschaffung in Raten zahlen?',
        text: 'Ein Ratenkredit mit festen Raten ist meist deutlich günstiger als die Teilzahlung der Kreditkarte. Auch er kostet Zinsen: Rechnen Sie vorher nach, ob Sie die Raten sicher tragen können.',
        links: [{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }],
      }}
    >
      {/* The credit warning stands above the first card (PartnerDisclosure): some cards have the Teilzahlung preset. */}
      <Section id="angebote" title="Kreditkarten für Ihre Nutzung vergleichen">
        <CardComparison />
      </Section>

      <Section id="kartentypen" title="Welche Kreditkarte passt zu mir?" className="bg-slate-50">
        <ul className="grid gap-4 sm:grid-cols-2">
          {cardTypes.map((type) => (
            <li key={type.id} id={type.id} className="scroll-mt-24 rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{type.title}</h3>
              <p className="mt-2 text-slate-700">{type.text}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold">Geeignet für:</span> {type.suitedFor}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </ComparisonFrame>
  );
}
