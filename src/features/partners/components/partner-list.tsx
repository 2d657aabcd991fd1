import { DeferredHydration } from '@/components/deferred-hydration';
import type { PartnerListId } from '@/features/partners/api/partner-lists';
import { usePartnerList } from '@/features/partners/api/get-partners';
import { PartnerCard, type PartnerCardOptions } from '@/features/partners/components/partner-card';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { QueryState } from '@/features/partners/components/query-state';

interface PartnerListProps extends PartnerCardOptions {
  list: PartnerListId;
  loadingText: string;
  emptyText: string;
  /** How many of the first partners get a rank badge (#1, #2 …). */
  rankBadges?: number;
  /** A flag for the first partner, e.g. 'Empfehlung'. */
  firstFlag?: string;
}

/** A comparison list: disclosure, the partner cards in display order, then 'So sortieren wir'. */
export function PartnerList({ list, loadingText, emptyText, rankBadges = 0, firstFlag, ...cardOptions }: PartnerListProps) {
  const query = usePartnerList(list);
  return (
    <div data-partner-list={list}>
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText={loadingText} emptyText={emptyText}>
          {(partners) => (
            <ol className="space-y-5">
              {partners.map((partner, index) => (
                <li key={partner.id}>
                  {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
                  <DeferredHydration>
                    <PartnerCard
                      partner={partner}
                      product={list}
                      rank={index < rankBadges ? index + 1 : undefined}
                      flag={index === 0 ? firstFlag : undefined}
                      {...cardOptions}
                    />
                  </DeferredHydration>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      <RankingNote />
    </div>
  );
}
