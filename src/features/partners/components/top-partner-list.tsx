import { DeferredHydration } from '@/components/deferred-hydration';
import { CheckList } from '@/components/ui/check-list';
import { useTopPartners } from '@/features/partners/api/get-partners';
import { AdLabel } from '@/features/partners/components/ad-label';
import { AffiliateButton } from '@/features/partners/components/affiliate-button';
import { CriterionScoresTable } from '@/features/partners/components/criterion-scores-table';
import { EvaluationScore } from '@/features/partners/components/evaluation-score';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { PartnerLogo } from '@/features/partners/components/partner-logo';
import { QueryState } from '@/features/partners/components/query-state';
import { RankBadge } from '@/features/partners/components/rank-badge';
import { advertisedLoanRate, RepresentativeExampleText } from '@/features/partners/components/representative-example';
import type { EvaluatedPartner } from '@/features/partners/lib/evaluation';
import { cn } from '@/lib/cn';

function TopPartnerEntry({ partner }: { partner: EvaluatedPartner }) {
  const headingId = `top-${partner.brand_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-partner-card={partner.brand_id}
      className={cn('rounded-2xl border bg-white p-4 shadow-sm sm:p-6', partner.rank === 1 ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200')}
    >
      <header className="flex items-center gap-3 sm:gap-4">
        <PartnerLogo partner={partner} />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="text-lg font-bold text-slate-900 sm:text-xl">
            {partner.name}
          </h3>
          <RankBadge rank={partner.rank} />
        </div>
        <AdLabel className="shrink-0 self-start" />
      </header>
      <EvaluationScore score={partner.score} sample={partner.evaluation.sample} className="mt-3" />
      {partner.description && <p className="mt-4 text-slate-700">{partner.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4">
        <div>
          <dt className="text-xs text-slate-600">Kreditsumme</dt>
          <dd className="font-semibold text-slate-900">{partner.amount_range ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Zinsen ab (eff. p. a.)</dt>
          <dd className="font-semibold text-slate-900">{advertisedLoanRate(partner)}</dd>
        </div>
      </dl>
      <RepresentativeExampleText example={partner.representative_example} className="mt-2" />
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Vorteile</h4>
          <CheckList items={partner.pros} className="mt-2 space-y-1.5 text-sm text-slate-700" />
        </div>
        <CriterionScoresTable partner={partner} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <AffiliateButton partner={partner} product="ratenkredit" className="w-full sm:w-auto" />
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
