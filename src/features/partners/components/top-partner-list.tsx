import { DeferredHydration } from '@/components/deferred-hydration';
import { Badge } from '@/components/ui/badge';
import { bestePayoutBadge, besteWinnerLabel } from '@/content/partners/beste';
import { useTopPartners } from '@/features/partners/api/get-partners';
import type { Partner } from '@/features/partners/api/partner-types';
import { AdLabel } from '@/features/partners/components/ad-label';
import { AffiliateButton } from '@/features/partners/components/affiliate-button';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { PartnerLogo } from '@/features/partners/components/partner-logo';
import { QueryState } from '@/features/partners/components/query-state';
import { RankBadge } from '@/features/partners/components/rank-badge';
import { RepresentativeExampleText } from '@/features/partners/components/representative-example';
import { ratingForRank } from '@/features/partners/lib/rating';
import { reasonsForRank } from '@/features/partners/lib/reasons-by-rank';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

function TopPartnerEntry({ partner, index }: { partner: Partner; index: number }) {
  const isWinner = index === 0;
  const rating = formatNumber(ratingForRank(index));
  const headingId = `top-${partner.brand_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-partner-card={partner.brand_id}
      className={cn('rounded-2xl border bg-white p-4 shadow-sm sm:p-6', isWinner ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200')}
    >
      <header className="flex items-center gap-3 sm:gap-4">
        <RankBadge rank={index + 1} />
        <PartnerLogo partner={partner} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-bold text-slate-900 sm:text-xl">
              {partner.name}
            </h3>
            {isWinner && <Badge tone="warning">{besteWinnerLabel}</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>{' '}
            <span className="font-semibold">{rating}</span>/5
            <span className="sr-only"> Punkte in unserer Bewertung</span>
          </p>
        </div>
        <AdLabel className="shrink-0 self-start" />
      </header>
      {partner.description && <p className="mt-4 text-slate-700">{partner.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">Kreditsumme</dt>
          <dd className="font-semibold text-slate-900">{partner.amount_range ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Zinsen ab (eff. p. a.)</dt>
          <dd className="font-semibold text-slate-900">{partner.apr_from ? `ab ${partner.apr_from}` : '–'}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-600">Auszahlung</dt>
          <dd>
            <Badge tone="accent">{bestePayoutBadge}</Badge>
          </dd>
        </div>
      </dl>
      {partner.apr_from && <RepresentativeExampleText example={partner.representative_example} className="mt-2" />}
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Vorteile</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {partner.pros.map((pro) => (
              <li key={pro} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-emerald-700">
                  ✓
                </span>
                <span>{pro}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Warum Platz {index + 1}?</h4>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {reasonsForRank(index).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <AffiliateButton partner={partner} product="ratenkredit" label={isWinner ? 'Zum Testsieger' : 'Jetzt beantragen'} className="w-full sm:w-auto" />
      </div>
    </article>
  );
}

/** /ratenkredit/beste: the first five of the ratenkredit list with rank, rating and reasons. */
export function TopPartnerList() {
  const query = useTopPartners();
  return (
    <div data-partner-list="top">
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText="Lädt beste Kredite..." emptyText="Derzeit keine Kredite verfügbar.">
          {(partners) => (
            <ol className="space-y-6">
              {partners.map((partner, index) => (
                <li key={partner.id}>
                  <DeferredHydration>
                    <TopPartnerEntry partner={partner} index={index} />
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
