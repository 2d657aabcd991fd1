import { routePath } from '@/routes/manifest';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { bestePage } from '@/content/partners/beste';
import { zinsenExplanations } from '@/content/partners/zinsen';
import { partnerListPrefetch, usePartnerList } from '@/entities/partner/api/queries';
import { ComparisonFrame } from '@/features/partner-lists/components/comparison-frame';
import { InterestTable } from '@/features/partner-lists/components/interest-table';

export const prefetch = partnerListPrefetch('ratenkredit');

export default function RatenkreditZinsenPage() {
  const { data: partners } = usePartnerList('ratenkredit');
  return (
    <ComparisonFrame
      id="ratenkredit-zinsen"
      parent={{ label: 'Ratenkredite', id: 'ratenkredit' }}
      crumb="Aktuelle Kreditzinsen"
      title="Aktuelle Kreditzinsen im Überblick"
      intro="Die effektiven Jahreszinsen aller Ratenkredit-Anbieter in unserem Vergleich auf einen Blick, jeweils mit repräsentativem Beispiel."
      offers={{ name: 'Ratenkredit-Zinsen aller Anbieter', partners }}
      cta={{
        title: 'Passenden Kredit finden',
        text: 'Vergleichen Sie alle Angebote im Detail oder sehen Sie direkt die Ratenkredite mit der höchsten Punktzahl in unserer Bewertung.',
        links: [
          { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
          { label: bestePage.linkLabel, href: routePath('ratenkredit-beste') },
        ],
      }}
    >
      <Section id="zinstabelle" title="Zinsen aller Anbieter">
        <InterestTable />
      </Section>

      <Section id="zinsen-erklaert" title="So lesen Sie die Zinstabelle" className="bg-slate-50">
        <TextCards cards={zinsenExplanations} variant="compact" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>
    </ComparisonFrame>
  );
}
