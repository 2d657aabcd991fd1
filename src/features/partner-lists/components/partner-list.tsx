import { DeferredHydration } from '@/components/deferred-hydration';
import type { PartnerListId } from '@/entities/partner/api/lists';
import { usePartnerList } from '@/entities/partner/api/queries';
import { PartnerCard, type EvaluationStanding, type PartnerCardOptions } from '@/entities/partner/ui/partner-card';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { StoredLoanFigures } from '@/entities/partner/ui/stored-loan-figures';
import { QueryState } from '@/entities/partner/ui/query-state';
import type { RankedPartner } from '@/entities/partner/evaluation';

interface PartnerListProps extends PartnerCardOptions {
  list: PartnerListId;
  /** The label of the stored amount range, 'Kreditsumme' by default. */
  amountLabel?: string;
  loadingText: string;
  emptyText: string;
  /** Up to which evaluation rank a card shows "Platz N in unserer Bewertung". */
  rankBadges?: number;
}

function standingOf(partner: RankedPartner, rankBadges: number): EvaluationStanding | undefined {
  if (partner.rank === null) return undefined;
  return { score: partner.score, sample: partner.evaluation.sample, rank: partner.rank <= rankBadges ? partner.rank : undefined };
}

/** A comparison list: disclosure (and for credit the warning), the partner cards in the list's order, then 'So sortieren wir'. */
export function PartnerList({ list, amountLabel, loadingText, emptyText, rankBadges = 0, ...cardOptions }: PartnerListProps) {
  const query = usePartnerList(list);
  return (
    <div data-partner-list={list}>
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText={loadingText} emptyText={emptyText}>
          {(partners) => (
            <ol className="space-y-5">
              {partners.map((partner) => (
                <li key={partner.id}>
                  {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
                  <DeferredHydration>
                    <PartnerCard
                      partner={partner}
                      product={list}
                      standing={standingOf(partner, rankBadges)}
                      figures={<StoredLoanFigures partner={partner} amountLabel={amountLabel} />}
                      {...cardOptions}
                    />
                  </DeferredHydration>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      <RankingNote list={list} />
    </div>
  );
}
