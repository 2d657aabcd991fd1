import { routePath } from '@/routes/manifest';
import { SectionWithCreditWarning } from '@/components/credit-warning';
import { Section } from '@/components/ui/section';
import { cardTypes, kreditkartenFaqs, kreditkartenFigures, kreditkartenHero } from '@/content/partners/kreditkarten';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { PartnerList } from '@/features/partner-lists/components/partner-list';

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
        title: 'Sie brauchen mehr finanziellen Spielraum?',
        text: 'Für größere Anschaffungen ist ein Ratenkredit mit festen Raten meist deutlich günstiger als die Teilzahlung der Kreditkarte.',
        links: [{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }],
      }}
    >
      <SectionWithCreditWarning id="angebote" title="Kreditkarten im Vergleich">
        <PartnerList
          list="kreditkarte"
          amountLabel="Kreditrahmen"
          maxCons={1}
          ctaLabel="Karte beantragen"
          loadingText="Lädt Kreditkarten..."
          emptyText="Derzeit keine Kreditkarten verfügbar."
        />
      </SectionWithCreditWarning>

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
