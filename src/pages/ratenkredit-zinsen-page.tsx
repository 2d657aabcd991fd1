import { CreditWarning } from '@/components/credit-warning';
import { CtaBox } from '@/components/ui/cta-box';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { zinsenExplanations } from '@/content/partners/zinsen';
import { prefetchPartnerList, usePartnerList } from '@/features/partners/api/get-partners';
import { InterestTable } from '@/features/partners/components/interest-table';
import { TextBlockGrid } from '@/features/partners/components/text-block-grid';
import { partnerItemListJsonLd } from '@/features/partners/lib/item-list-json-ld';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { routePath } from '@/routes/manifest';
import type { PrefetchContext } from '@/routes/route-types';

const breadcrumbs = [
  { label: 'Startseite', href: routePath('home') },
  { label: 'Ratenkredite', href: routePath('ratenkredit') },
  { label: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen') },
];

export async function prefetch({ queryClient }: PrefetchContext) {
  await prefetchPartnerList(queryClient, 'ratenkredit');
}

export default function RatenkreditZinsenPage() {
  const { data: partners } = usePartnerList('ratenkredit');
  const itemList = partners?.length ? [partnerItemListJsonLd('Ratenkredit-Zinsen aller Anbieter', partners)] : [];
  return (
    <>
      <RouteSeo id="ratenkredit-zinsen" jsonLd={[breadcrumbJsonLd(breadcrumbs), ...itemList]} />
      <PageHeader
        title="Aktuelle Kreditzinsen im Überblick"
        intro="Die effektiven Jahreszinsen aller Ratenkredit-Anbieter in unserem Vergleich auf einen Blick, jeweils mit repräsentativem Beispiel."
        breadcrumbs={breadcrumbs}
      />

      <Section id="zinstabelle" title="Zinsen aller Anbieter">
        <InterestTable />
      </Section>

      <Section id="zinsen-erklaert" title="So lesen Sie die Zinstabelle" className="bg-slate-50">
        <TextBlockGrid blocks={zinsenExplanations} className="lg:grid-cols-3" />
        <div className="mt-8">
          <CreditWarning />
        </div>
      </Section>

      <CtaBox
        title="Passenden Kredit finden"
        text="Vergleichen Sie alle Angebote im Detail oder sehen Sie direkt unsere fünf besten Ratenkredite."
        links={[
          { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
          { label: 'Die 5 besten Ratenkredite', href: routePath('ratenkredit-beste') },
        ]}
      />
    </>
  );
}
