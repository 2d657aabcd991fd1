import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { besteIntro, evaluationCriteria } from '@/content/partners/beste';
import { prefetchPartnerList, useTopPartners } from '@/features/partners/api/get-partners';
import { TopPartnerList } from '@/features/partners/components/top-partner-list';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/features/seo/route-seo';
import { breadcrumbJsonLd } from '@/features/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: '/' },
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

      <Section id="bewertungskriterien" title="So bewerten wir die Kredite" className="bg-slate-50">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {evaluationCriteria.map((criterion) => (
            <li key={criterion.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <p className="text-2xl font-bold text-brand-700">{criterion.weight}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{criterion.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{criterion.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-600">
          Die Bewertung von 4,9 bis 4,5 Punkten ergibt sich aus dem Rang in dieser Liste. Provisionen haben keinen Einfluss auf die Bewertung.
        </p>
      </Section>

      <Section id="kreditwarnung">
        <CreditWarning />
      </Section>

      <CtaBox
        title="Alle Angebote und Zinsen vergleichen"
        text="Sehen Sie alle Ratenkredite unseres Vergleichs oder die aktuellen Zinssätze aller Anbieter in einer Tabelle."
        links={[
          { label: 'Zum Ratenkredit-Vergleich', href: '/ratenkredit' },
          { label: 'Aktuelle Kreditzinsen', href: '/ratenkredit/zinsen' },
        ]}
      />
    </>
  );
}
