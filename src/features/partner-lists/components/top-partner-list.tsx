import { DeferredHydration } from '@/components/deferred-hydration';
import { CheckList } from '@/components/ui/check-list';
import { useTopPartners } from '@/entities/partner/api/queries';
import { AffiliateButton } from '@/entities/partner/ui/affiliate/affiliate-button';
import { CriterionScoresTable } from '@/features/partner-lists/components/criterion-scores-table';
import { EvaluationScore } from '@/entities/partner/ui/evaluation-score';
import { ConditionsStand } from '@/entities/partner/ui/conditions-stand';
import { PartnerHeader } from '@/entities/partner/ui/partner-card';
import { StoredLoanFigures } from '@/entities/partner/ui/stored-loan-figures';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { QueryState } from '@/entities/partner/ui/query-state';
import type { EvaluatedPartner } from '@/entities/partner/evaluation';
import { cn } from '@/lib/cn';

function TopPartnerEntry({ partner }: { partner: EvaluatedPartner }) {
  const headingId = `top-${partner.brand_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-partner-card={partner.brand_id}
      className={cn('rounded-2xl border bg-white p-4 shadow-sm sm:p-6', partner.rank === 1 ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200')}
    >
      <PartnerHeader partner={partner} headingId={headingId} rank={partner.rank} large />
      <EvaluationScore score={partner.score} sample={partner.evaluation.sample} className="mt-3" />
      {partner.description && <p className="mt-4 text-slate-700">{partner.description}</p>}
      <StoredLoanFigures partner={partner} rateLabel="Zinsen ab (eff. p. a.)" className="mt-4" />
      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Vorteile</h4>
          <CheckList items={partner.pros} className="mt-2 space-y-1.5 text-sm text-slate-700" />
          {partner.cons.length > 0 && (
            <>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Nachteile</h4>
              <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
                {partner.cons.map((con) => (
                  <li key={con} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-red-700">
                      –
                    </span>
                    <span>{con}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <CriterionScoresTable partner={partner} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <AffiliateButton partner={partner} product="ratenkredit" className="w-full sm:w-auto" />
        <ConditionsStand checkedAt={partner.conditions_checked_at} />
      </div>
    </article>
  );
}

/** /ratenkredit/beste: the five best-scored offers of the ratenkredit list, with their points per criterion. */
export function TopPartnerList() {
  const query = useTopPartners();
  return (
    <div data-partner-list="top">
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText="Lädt beste Kredite..." emptyText="Derzeit keine bewerteten Kredite verfügbar.">
          {(partners) => (
            <ol className="space-y-6">
              {partners.map((partner) => (
                <li key={partner.id}>
                  <DeferredHydration>
                    <TopPartnerEntry partner={partner} />
                  </DeferredHydration>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
      <RankingNote list="ratenkredit" />
    </div>
  );
}
