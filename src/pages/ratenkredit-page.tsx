import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { contentStats } from '@/content/content-stats.generated';
import { ratenkreditFaqs, ratenkreditFigures, ratenkreditHero, ratenkreditSteps } from '@/content/partners/ratenkredit';
import { prefetchPartnerList, usePartnerList } from '@/features/partners/api/get-partners';
import { FaqList } from '@/components/ui/faq-list';
import { HeroFigures } from '@/features/partners/components/hero-figures';
import { LoanComparison } from '@/features/partners/components/loan-comparison';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: '/' },
  { label: 'Ratenkredite', href: routePath('ratenkredit') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'ratenkredit');
}

export default function RatenkreditPage() {
  const { data: partners } = usePartnerList('ratenkredit');
  const itemList = partners?.length ? [partnerItemListJsonLd('Ratenkredite im Vergleich', partners)] : [];
  return (
    <>
      <RouteSeo id="ratenkredit" jsonLd={[breadcrumbJsonLd(breadcrumbs), faqJsonLd(ratenkreditFaqs), ...itemList]} />
      <PageHeader title={ratenkreditHero.title} intro={ratenkreditHero.intro} breadcrumbs={breadcrumbs}>
        <HeroFigures figures={ratenkreditFigures(partners?.length ?? 0)} />
      </PageHeader>

      <Section id="angebote" title="Ratenkredite für Ihre Angaben vergleichen">
        <LoanComparison />
        <div className="mt-8">
          <CreditWarning />
        </div>
      </Section>

      <Section id="so-funktionierts" title="In 5 Schritten zum Ratenkredit" className="bg-slate-50">
        <NumberedSteps steps={ratenkreditSteps} layout="columns" />
      </Section>

      <Section id="faq" title="Häufige Fragen zum Ratenkredit">
        <FaqList faqs={ratenkreditFaqs} />
      </Section>

      <CtaBox
        title="Fachbegriffe rund um den Kredit verstehen"
        text={`Was bedeuten Sollzins, Restschuldversicherung oder Sondertilgung? Unser Finanzglossar erklärt ${contentStats.glossaryTermCount} Begriffe verständlich.`}
        links={[{ label: 'Zum Finanzglossar', href: '/glossar' }]}
      />
    </>
  );
}
