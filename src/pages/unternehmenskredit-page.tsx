import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import {
  unternehmenskreditFaqs,
  unternehmenskreditFigures,
  unternehmenskreditHero,
  unternehmenskreditRequirements,
  unternehmenskreditUseCases,
} from '@/content/partners/unternehmenskredit';
import { prefetchPartnerList, usePartnerList } from '@/features/partners/api/get-partners';
import { FaqList } from '@/components/ui/faq-list';
import { HeroFigures } from '@/features/partners/components/hero-figures';
import { BusinessLoanComparison } from '@/features/partners/components/business-loan-comparison';
import { TextBlockGrid } from '@/features/partners/components/text-block-grid';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Unternehmenskredite', href: routePath('unternehmenskredit') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'unternehmenskredit');
}

export default function UnternehmenskreditPage() {
  const { data: partners } = usePartnerList('unternehmenskredit');
  const itemList = partners?.length ? [partnerItemListJsonLd('Unternehmenskredite im Vergleich', partners)] : [];
  return (
    <>
      <RouteSeo id="unternehmenskredit" jsonLd={[breadcrumbJsonLd(breadcrumbs), faqJsonLd(unternehmenskreditFaqs), ...itemList]} />
      <PageHeader title={unternehmenskreditHero.title} intro={unternehmenskreditHero.intro} breadcrumbs={breadcrumbs}>
        <HeroFigures figures={unternehmenskreditFigures(partners?.length ?? 0)} />
      </PageHeader>

      <Section id="voraussetzungen" title="Voraussetzungen">
        <ul className="grid gap-3 sm:grid-cols-2">
          {unternehmenskreditRequirements.map((requirement) => (
            <li key={requirement} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-700">
              <span aria-hidden="true" className="font-bold text-emerald-700">
                ✓
              </span>
              {requirement}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="angebote" title="Unternehmenskredite für Ihre Angaben vergleichen">
        <BusinessLoanComparison />
        <div className="mt-8">
          <CreditWarning />
        </div>
      </Section>

      <Section id="einsatzbereiche" title="Wofür Unternehmen Kredite nutzen" className="bg-slate-50">
        <TextBlockGrid blocks={unternehmenskreditUseCases} className="lg:grid-cols-4" />
      </Section>

      <Section id="faq" title="Häufige Fragen zum Unternehmenskredit">
        <FaqList faqs={unternehmenskreditFaqs} />
      </Section>

      <CtaBox
        title="Privat statt geschäftlich finanzieren?"
        text="Für private Anschaffungen von Selbstständigen kann ein Ratenkredit die einfachere Lösung sein."
        links={[{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }]}
      />
    </>
  );
}
