import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { CreditWarning } from '@/components/credit-warning';
import { cardTypes, kreditkartenFaqs, kreditkartenFigures, kreditkartenHero } from '@/content/partners/kreditkarten';
import { prefetchPartnerList, usePartnerList } from '@/features/partners/api/get-partners';
import { FaqList } from '@/components/ui/faq-list';
import { HeroFigures } from '@/features/partners/components/hero-figures';
import { PartnerList } from '@/features/partners/components/partner-list';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Kreditkarten', href: routePath('kreditkarten') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'kreditkarte');
}

export default function KreditkartenPage() {
  const { data: partners } = usePartnerList('kreditkarte');
  const itemList = partners?.length ? [partnerItemListJsonLd('Kreditkarten im Vergleich', partners)] : [];
  return (
    <>
      <RouteSeo id="kreditkarten" jsonLd={[breadcrumbJsonLd(breadcrumbs), faqJsonLd(kreditkartenFaqs), ...itemList]} />
      <PageHeader title={kreditkartenHero.title} intro={kreditkartenHero.intro} breadcrumbs={breadcrumbs}>
        <HeroFigures figures={kreditkartenFigures(partners?.length ?? 0)} />
        <nav aria-label="Kartentypen" className="mt-6 flex flex-wrap gap-2 text-sm">
          {cardTypes.map((type) => (
            <a key={type.id} href={`#${type.id}`} className="rounded-full bg-white px-3 py-1.5 font-medium text-brand-700 ring-1 ring-brand-100 hover:ring-brand-600">
              {type.title}
            </a>
          ))}
        </nav>
      </PageHeader>

      <Section id="angebote" title="Kreditkarten im Vergleich">
        <PartnerList
          list="kreditkarte"
          amountLabel="Kreditrahmen"
          maxCons={1}
          ctaLabel="Karte beantragen"
          loadingText="Lädt Kreditkarten..."
          emptyText="Derzeit keine Kreditkarten verfügbar."
        />
        <div className="mt-8">
          <CreditWarning />
        </div>
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

      <Section id="faq" title="Häufige Fragen zu Kreditkarten">
        <FaqList faqs={kreditkartenFaqs} />
      </Section>

      <CtaBox
        title="Sie brauchen mehr finanziellen Spielraum?"
        text="Für größere Anschaffungen ist ein Ratenkredit mit festen Raten meist deutlich günstiger als die Teilzahlung der Kreditkarte."
        links={[{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }]}
      />
    </>
  );
}
