import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { baufinanzierungFaqs, baufinanzierungFigures, baufinanzierungHero, mortgageSecurityNotice } from '@/content/partners/baufinanzierung';
import { prefetchPartnerList, usePartnerList } from '@/features/partners/api/get-partners';
import { FaqList } from '@/components/ui/faq-list';
import { MortgageCalculator } from '@/features/partners/components/mortgage-calculator';
import { HeroFigures } from '@/features/partners/components/hero-figures';
import { PartnerList } from '@/features/partners/components/partner-list';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Baufinanzierung', href: routePath('baufinanzierung') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'baufinanzierung');
}

export default function BaufinanzierungPage() {
  const { data: partners } = usePartnerList('baufinanzierung');
  const itemList = partners?.length ? [partnerItemListJsonLd('Baufinanzierungen im Vergleich', partners)] : [];
  return (
    <>
      <RouteSeo id="baufinanzierung" jsonLd={[breadcrumbJsonLd(breadcrumbs), faqJsonLd(baufinanzierungFaqs), ...itemList]} />
      <PageHeader title={baufinanzierungHero.title} intro={baufinanzierungHero.intro} breadcrumbs={breadcrumbs}>
        <HeroFigures figures={baufinanzierungFigures(partners?.length ?? 0)} />
      </PageHeader>

      <Section id="rechner" title="Baufinanzierung berechnen" className="bg-slate-50">
        <MortgageCalculator partners={partners ?? []} />
      </Section>

      <Section id="angebote" title="Baufinanzierungen im Vergleich">
        <PartnerList
          list="baufinanzierung"
          maxPros={3}
          amountLabel="Darlehenssumme"
          ctaLabel="Angebot anfordern"
          loadingText="Lade Angebote..."
          emptyText="Derzeit keine Angebote verfügbar."
        />
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{mortgageSecurityNotice}</p>
        <div className="mt-8">
          <CreditWarning />
        </div>
      </Section>

      <Section id="faq" title="Häufige Fragen zur Baufinanzierung" className="bg-slate-50">
        <FaqList faqs={baufinanzierungFaqs} />
      </Section>

      <CtaBox
        title="Baufinanzierung Schritt für Schritt verstehen"
        text="Annuität, Beleihungsauslauf, Zinsbindung: Unser Finanzglossar erklärt die wichtigsten Begriffe rund um Immobilien und Kredite."
        links={[{ label: 'Zum Finanzglossar', href: routePath('glossar') }]}
      />
    </>
  );
}
