import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { besteIntro } from '@/content/partners/beste';
import { EVALUATION_SECTION_ID } from '@/content/partners/disclosure';
import { evaluationMethod } from '@/content/partners/evaluation';
import { prefetchPartnerList, useTopPartners } from '@/features/partners/api/get-partners';
import { EvaluationMethod } from '@/features/partners/components/evaluation-method';
import { TopPartnerList } from '@/features/partners/components/top-partner-list';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Ratenkredite', href: routePath('ratenkredit') },
  { label: 'Die 5 besten Ratenkredite', href: routePath('ratenkredit-beste') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'ratenkredit');
}

export default function RatenkreditBestePage() {
  const { data: partners } = useTopPartners();
  const itemList = partners?.length ? [partnerItemListJsonLd('Die 5 besten Ratenkredite', partners)] : [];
  return (
    <>
      <RouteSeo id="ratenkredit-beste" jsonLd={[breadcrumbJsonLd(breadcrumbs), ...itemList]} />
      <PageHeader title="Die 5 besten Ratenkredite" intro={besteIntro} breadcrumbs={breadcrumbs} />

      <Section id="top-5" title="Unsere Top 5 im Überblick">
        <TopPartnerList />
      </Section>

      <Section id={EVALUATION_SECTION_ID} title={evaluationMethod.title} className="bg-slate-50">
        <EvaluationMethod />
      </Section>

      <Section id="kreditwarnung">
        <CreditWarning />
      </Section>

      <CtaBox
        title="Alle Angebote und Zinsen vergleichen"
        text="Sehen Sie alle Ratenkredite unseres Vergleichs oder die aktuellen Zinssätze aller Anbieter in einer Tabelle."
        links={[
          { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
          { label: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen') },
        ]}
      />
    </>
  );
}
