import { memo, type ReactNode } from 'react';
import { CheckList } from '@/components/ui/check-list';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { AdLabel } from '@/entities/partner/ui/ad-label';
import { AffiliateButton } from '@/entities/partner/ui/affiliate/affiliate-button';
import { ConditionsStand } from '@/entities/partner/ui/conditions-stand';
import { EvaluationScore } from '@/entities/partner/ui/evaluation-score';
import { PartnerLogo } from '@/entities/partner/ui/partner-logo';
import { RankBadge } from '@/entities/partner/ui/rank-badge';
import { cn } from '@/lib/cn';

export interface PartnerCardOptions {
  maxPros?: number;
  maxCons?: number;
  ctaLabel?: string;
}

/** An evaluated offer's score, and its place when the card shows a rank badge. */
export interface EvaluationStanding {
  score: number;
  sample: boolean;
  rank?: number;
}

interface PartnerCardProps extends PartnerCardOptions {
  partner: Partner;
  product: string;
  standing?: EvaluationStanding;
  /**
   * The offer's figures: the personal comparison's own, or the stored ones (StoredFigures, for
   * credit StoredLoanFigures with the representative example).
   */
  figures: ReactNode;
}

/** Logo, name (the card's heading), rank badge and the ad label: the head of every offer card. */
export function PartnerHeader({ partner, headingId, rank, large = false }: { partner: Partner; headingId: string; rank?: number; large?: boolean }) {
  return (
    <header className="flex items-center gap-3 sm:gap-4">
      <PartnerLogo partner={partner} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className={cn('text-lg font-bold break-words text-slate-900', large && 'sm:text-xl')}>
          {partner.name}
        </h3>
        {rank !== undefined && <RankBadge rank={rank} />}
      </div>
      <AdLabel className="shrink-0 self-start" />
    </header>
  );
}

/** Name, logo, rank, score and description: unchanged while the visitor edits the comparison. */
const CardIntro = memo(function CardIntro({ partner, headingId, score, sample, rank }: { partner: Partner; headingId: string } & Partial<EvaluationStanding>) {
  return (
    <>
      <PartnerHeader partner={partner} headingId={headingId} rank={rank} />
      {score !== undefined && <EvaluationScore score={score} sample={sample ?? false} className="mt-3" />}
      {partner.description && <p className="mt-3 text-sm text-slate-600">{partner.description}</p>}
    </>
  );
});

interface StoredFiguresProps {
  partner: Pick<Partner, 'amount_range'>;
  amountLabel: string;
  rateLabel: string;
  rate: ReactNode;
  className?: string;
  /** What follows the two figures, e.g. the representative example. */
  children?: ReactNode;
}

/** The stored amount range and rate, for cards without personal figures. */
export function StoredFigures({ partner, amountLabel, rateLabel, rate, className, children }: StoredFiguresProps) {
  return (
    <>
      <dl className={cn('grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4', className)}>
        <div>
          <dt className="text-xs text-slate-600">{amountLabel}</dt>
          <dd className="font-semibold text-slate-900">{partner.amount_range ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{rateLabel}</dt>
          <dd className="font-semibold text-slate-900">{rate}</dd>
        </div>
      </dl>
      {children}
    </>
  );
}

/** Pros and cons: unchanged while the visitor edits the comparison. */
const CardPoints = memo(function CardPoints({ partner, maxPros, maxCons }: { partner: Partner; maxPros: number; maxCons: number }) {
  const pros = partner.pros.slice(0, maxPros);
  const cons = partner.cons.slice(0, maxCons);
  return (
    <>
      {pros.length > 0 && <CheckList items={pros} aria-label="Vorteile" className="mt-4 space-y-1.5 text-sm text-slate-700" />}
      {cons.length > 0 && (
        <ul aria-label="Nachteile" className="mt-2 space-y-1.5 text-sm text-slate-700">
          {cons.map((con) => (
            <li key={con} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-red-700">
                –
              </span>
              <span>{con}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

/** The affiliate button, the requirements and the conditions' date: unchanged while the visitor edits the comparison. */
const CardAction = memo(function CardAction({ partner, product, ctaLabel }: { partner: Partner; product: string; ctaLabel?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <AffiliateButton partner={partner} product={product} label={ctaLabel} className="w-full" />
      {partner.requirements.length > 0 && (
        <p className="text-xs text-slate-600">
          <span className="font-semibold">Voraussetzungen:</span> {partner.requirements.join(' · ')}
        </p>
      )}
      <ConditionsStand checkedAt={partner.conditions_checked_at} />
    </div>
  );
});

/**
 * One partner offer, marked as an ad, with its conditions and the affiliate button. Only the
 * figures re-render when the personal comparison recomputes them; the rest is memoised.
 */
export function PartnerCard({
  partner,
  product,
  standing,
  maxPros = 3,
  maxCons = 2,
  ctaLabel,
  figures,
}: PartnerCardProps) {
  const headingId = `partner-${partner.category}-${partner.brand_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-partner-card={partner.brand_id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <CardIntro partner={partner} headingId={headingId} score={standing?.score} sample={standing?.sample} rank={standing?.rank} />
      <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_16rem] md:items-start">
        <div>
          {figures}
          <CardPoints partner={partner} maxPros={maxPros} maxCons={maxCons} />
        </div>
        <CardAction partner={partner} product={product} ctaLabel={ctaLabel} />
      </div>
    </article>
  );
}
