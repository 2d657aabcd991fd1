import { memo, useMemo } from 'react';
import { DeferredGroup, DeferredHydration } from '@/components/deferred-hydration';
import { OfferCalculation, OfferMismatch } from '@/features/loan-comparison/components/offer-calculation';
import { placeOffers, type PlacedOffer } from '@/features/loan-comparison/components/offer-placement';
import { PartnerCard, type EvaluationStanding } from '@/entities/partner/ui/partner-card';
import { StoredLoanFigures } from '@/entities/partner/ui/stored-loan-figures';
import type { RankedPartner } from '@/entities/partner/evaluation';
import { toLoanOffers, type LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import { resultStructure } from '@/features/loan-comparison/engine/offer-figures';
import { calculationBasisText, compareOffers, comparisonSummaryText, type ComparisonCriteria } from '@/features/loan-comparison/engine/rank-offers';
import { cn } from '@/lib/cn';

/** The DeferredGroup of the offer cards: results for the URL's inputs release them, and only them. */
export const LOAN_RESULTS_GROUP = 'kredit-ergebnisse';

/** What differs between the comparison pages; module-level functions, so the memoised cards stay memoised. */
interface OfferResultsOptions {
  /** The product the affiliate clicks are recorded for. */
  product: string;
  /** What the visitor entered, for the summary when nothing fits ("Betrag, Laufzeit und Zweck"). */
  inputsLabel?: string;
  standingOf?: (partner: RankedPartner) => EvaluationStanding | undefined;
  /** Consumer credit: each card also shows the offer's own representative example (OfferCalculation). */
  storedExample?: boolean;
  rateNote?: (offer: LoanOffer) => string;
}

interface OfferResultsProps extends OfferResultsOptions {
  partners: RankedPartner[];
  /** The inputs every figure, the basis line and the summary are computed for. */
  values: ComparisonCriteria;
  /** The inputs the order and the sections follow (UrlInputsState.settledValues). */
  settledValues: ComparisonCriteria;
}

/**
 * Cards off screen skip style, layout and paint: a keystroke changes the figures of every card,
 * and laying out 50 of them would cost more than computing them. The placeholder height is a
 * card's typical height; once rendered, the browser remembers the real one.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_34rem] md:[contain-intrinsic-block-size:auto_24rem]';
/** A card that also shows the lender's own representative example (measured: about 60rem on a phone, 33rem from md). */
const offscreenCardWithExample = '[content-visibility:auto] [contain-intrinsic-block-size:auto_60rem] md:[contain-intrinsic-block-size:auto_33rem]';

/** One card's props, primitives only, so a card whose figures stay the same skips the render. */
interface OfferItemProps extends Pick<OfferResultsOptions, 'product' | 'standingOf' | 'storedExample' | 'rateNote'> {
  offer: LoanOffer;
  section: 'fitting' | 'not-fitting';
  pending: boolean;
  fromBudget: boolean;
  /** Why the offer does not fit, one reason a line; empty when it fits (then the figures below are set). */
  reasons: string;
  /** The Nettodarlehensbetrag the figures are for. */
  amount?: number;
  termMonths?: number;
  monthlyInstalment?: number;
  lastInstalment?: number;
  totalAmount?: number;
  effectiveRate?: number;
}

const OfferItem = memo(function OfferItem({ offer, section, pending, fromBudget, reasons, amount, termMonths, product, standingOf, storedExample, rateNote, ...example }: OfferItemProps) {
  const { monthlyInstalment, lastInstalment, totalAmount, effectiveRate } = example;
  const figures =
    amount !== undefined && termMonths !== undefined && monthlyInstalment !== undefined && lastInstalment !== undefined && totalAmount !== undefined && effectiveRate !== undefined ? (
      <OfferCalculation
        offer={offer}
        example={{ monthlyInstalment, lastInstalment, totalAmount, effectiveRate }}
        values={{ betrag: amount, laufzeit: termMonths }}
        fromBudget={fromBudget}
        storedExample={storedExample}
        rateNote={rateNote?.(offer)}
      />
    ) : (
      <OfferMismatch reasons={reasons.split('\n')} />
    );
  return (
    <div
      className={cn(storedExample ? offscreenCardWithExample : offscreenCard, pending && 'opacity-50')}
      data-offers={section}
      data-offer-id={offer.id}
      data-offer-pending={pending ? '' : undefined}
      aria-busy={pending || undefined}
    >
      {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
      <DeferredHydration>
        <PartnerCard partner={offer.partner} product={product} standing={standingOf?.(offer.partner)} figures={figures} />
      </DeferredHydration>
    </div>
  );
});

function itemProps({ offer, fitting, reasons, pending }: PlacedOffer<LoanOffer>, section: OfferItemProps['section'], values: ComparisonCriteria) {
  const base = { key: offer.id, offer, section, pending, fromBudget: values.modus === 'wunschrate', reasons: reasons.join('\n') };
  if (!fitting) return base;
  const { monthlyInstalment, lastInstalment, totalAmount, effectiveRate } = fitting.example;
  return { ...base, amount: fitting.amount, termMonths: values.laufzeit, monthlyInstalment, lastInstalment, totalAmount, effectiveRate };
}

/**
 * Every offer computed for the visitor's inputs: the fitting ones in the chosen order, then under
 * "Passt nicht zu Ihren Angaben" the others with their reasons, then offers without conditions.
 * Figures, basis line and summary are for `values`; order and sections for `settledValues`, so
 * while the visitor types the cards keep their places and a card that will change section is
 * marked pending (see placeOffers). Fitting and unfit cards are items of one keyed array, so a
 * card that crosses the heading moves instead of being built anew.
 */
export const OfferResults = memo(function OfferResults({ partners, values, settledValues, inputsLabel, ...options }: OfferResultsProps) {
  const { offers, uncalculated } = useMemo(() => toLoanOffers(partners), [partners]);
  const current = useMemo(() => compareOffers(offers, values), [offers, values]);
  const settled = useMemo(() => (settledValues === values ? current : compareOffers(offers, settledValues)), [offers, settledValues, values, current]);
  const { fitting, nonFitting } = useMemo(() => placeOffers(current, settled), [current, settled]);
  const moving = settled !== current && resultStructure(settled) !== resultStructure(current);
  return (
    <DeferredGroup name={LOAN_RESULTS_GROUP}>
      <div>
        {/* Focused when the live form is sent (results-anchor.ts). */}
        <p tabIndex={-1} className="rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600" data-calculation-basis="">
          {`Berechnet für ${calculationBasisText(values)}`}
        </p>
        <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
          {comparisonSummaryText(current.summary, inputsLabel)}
        </p>
        {/* Busy on the cards' list, not around the summary: its announcement is not held back. */}
        <div className="mt-5 space-y-5" data-offer-list="" aria-busy={moving}>
          {[
            ...fitting.map((placed) => {
              const { key, ...props } = itemProps(placed, 'fitting', values);
              return <OfferItem key={key} {...props} {...options} />;
            }),
            nonFitting.length > 0 && (
              <h3 key="passt-nicht" data-not-fitting-heading="" className="pt-5 text-xl font-bold text-slate-900">
                Passt nicht zu Ihren Angaben
              </h3>
            ),
            ...nonFitting.map((placed) => {
              const { key, ...props } = itemProps(placed, 'not-fitting', values);
              return <OfferItem key={key} {...props} {...options} />;
            }),
          ]}
        </div>
        {uncalculated.length > 0 && (
          <section aria-labelledby="ohne-berechnung-titel" className="mt-10" data-offers="uncalculated">
            <h3 id="ohne-berechnung-titel" className="text-xl font-bold text-slate-900">
              Weitere Angebote ohne Berechnung
            </h3>
            <ol className="mt-4 space-y-5">
              {uncalculated.map((partner) => (
                <li key={partner.id}>
                  <DeferredHydration>
                    <PartnerCard partner={partner} product={options.product} standing={options.standingOf?.(partner)} figures={<StoredLoanFigures partner={partner} />} />
                  </DeferredHydration>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </DeferredGroup>
  );
});
