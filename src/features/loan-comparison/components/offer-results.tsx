import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { DeferredHydration, hydrationComplete } from '@/components/deferred-hydration';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { OfferCalculation, OfferMismatch } from '@/features/loan-comparison/components/offer-calculation';
import { PartnerCard, type EvaluationStanding } from '@/entities/partner/ui/partner-card';
import type { RankedPartner } from '@/entities/partner/evaluation';
import { compareFor, FigureWriter, resultsView, type LiveResults } from '@/features/loan-comparison/components/live-results';
import { toLoanOffers, type LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import type { OfferExample } from '@/features/loan-comparison/engine/offer-figures';
import { calculationBasisText, comparisonSummaryText, type ComparisonCriteria } from '@/features/loan-comparison/engine/rank-offers';

/** What differs between the comparison pages; module-level functions, so the memoised cards stay memoised. */
interface OfferResultsOptions {
  /** The product the affiliate clicks are recorded for. */
  product: string;
  /** What the visitor entered, for the summary when nothing fits ("Betrag, Laufzeit und Zweck"). */
  inputsLabel?: string;
  standingOf?: (partner: RankedPartner) => EvaluationStanding | undefined;
  exampleLabel?: (partner: Partner) => string;
  rateNote?: (offer: LoanOffer) => string;
}

interface OfferResultsProps extends OfferResultsOptions {
  partners: RankedPartner[];
  values: ComparisonCriteria;
  /** Where the inputs side finds these results to update their figures without a render. */
  live: LiveResults<ComparisonCriteria>;
}

/**
 * Cards off screen skip style, layout and paint: a keystroke changes the figures of every card,
 * and laying out 50 of them would cost more than computing them. The placeholder height is a
 * card's typical height; once rendered, the browser remembers the real one.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_34rem] md:[contain-intrinsic-block-size:auto_24rem]';

interface OfferItemProps extends Pick<OfferResultsOptions, 'product' | 'standingOf' | 'exampleLabel' | 'rateNote'> {
  offer: LoanOffer;
  /** Why the offer does not fit the visitor's inputs; null when it fits. */
  reasons: readonly string[] | null;
  /** The figures for the visitor's inputs (fitting offers). */
  example?: OfferExample;
  /** The Nettodarlehensbetrag the figures are for (fitting offers). */
  amount?: number;
  values: ComparisonCriteria;
}

const sameReasons = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((reason, index) => reason === b[index]));

/** Equal figures, for offers with equal reasons (an unfit offer shows none). */
const sameFigures = (a: OfferItemProps, b: OfferItemProps) =>
  a.reasons !== null ||
  (a.amount === b.amount &&
  a.values.laufzeit === b.values.laufzeit &&
  a.example?.monthlyInstalment === b.example?.monthlyInstalment &&
  a.example?.lastInstalment === b.example?.lastInstalment &&
  a.example?.totalAmount === b.example?.totalAmount);

const OfferItem = memo(
  function OfferItem({ offer, reasons, example, amount, values, product, standingOf, exampleLabel, rateNote }: OfferItemProps) {
    // Both blocks are always there, one of them hidden: an offer that moves into or out of
    // "Passt nicht" changes attributes and texts, and keeps its elements.
    const figures = (
      <>
        <div data-offer-figures="" hidden={reasons !== null}>
          <OfferCalculation
            offer={offer}
            example={reasons === null ? example : undefined}
            values={{ betrag: amount ?? values.betrag, laufzeit: values.laufzeit }}
            fromBudget={values.modus === 'wunschrate'}
            exampleLabel={exampleLabel?.(offer.partner)}
            rateNote={rateNote?.(offer)}
          />
        </div>
        <OfferMismatch reasons={reasons ?? []} hidden={reasons === null} />
      </>
    );
    return (
      <div className={offscreenCard} data-offers={reasons === null ? 'fitting' : 'not-fitting'} data-offer-id={offer.id}>
        {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
        <DeferredHydration>
          <PartnerCard partner={offer.partner} product={product} standing={standingOf?.(offer.partner)} figures={figures} />
        </DeferredHydration>
      </div>
    );
  },
  // Once every card is hydrated, OfferResults writes the figures of all cards after each commit
  // (see lib/live-results.ts): a card re-renders only when its section or reasons change.
  (before, after) =>
    before.offer === after.offer &&
    before.product === after.product &&
    before.standingOf === after.standingOf &&
    before.exampleLabel === after.exampleLabel &&
    before.rateNote === after.rateNote &&
    sameReasons(before.reasons, after.reasons) &&
    before.values.modus === after.values.modus &&
    (hydrationComplete() || sameFigures(before, after)),
);

/**
 * Every offer computed for the visitor's inputs: the fitting ones in the chosen order, then under
 * "Passt nicht zu Ihren Angaben" the others with their reasons, then offers without conditions.
 * Fitting and unfit cards are items of one keyed array, so a choice that moves an offer across
 * the heading moves its card instead of building it anew; typing moves them without React (see
 * lib/live-results.ts), and after each commit the writer puts every card where the committed
 * results have it. Memoised on partners and values.
 */
export const OfferResults = memo(function OfferResults({ partners, values, inputsLabel, live, ...options }: OfferResultsProps) {
  const { offers, uncalculated } = useMemo(() => toLoanOffers(partners), [partners]);
  const result = compareFor(offers, values);
  const { fitting, nonFitting, summary } = result;
  const listRef = useRef<HTMLDivElement>(null);
  const writerRef = useRef<FigureWriter>(null);
  // After every commit: the figures of cards React left alone are written for the committed
  // values, every card's, not only those near the screen: a commit is a choice, the render when
  // typing pauses (whose cards the pause has already written) or the first result for a URL's
  // inputs, and no card may hold figures for other inputs once the results show. The inputs side
  // may then update them without React until the structure changes.
  useLayoutEffect(() => {
    const writer = (writerRef.current ??= new FigureWriter(listRef.current!, inputsLabel));
    writer.refresh(values, result);
    writer.observe();
    const detach = live.attach(resultsView(values, offers, writer));
    if (hydrationComplete()) {
      // Typed values shown over these results (a commit for new offers, say) stay shown.
      const typed = live.typedOver(values);
      const typedResult = typed ? compareFor(offers, typed) : null;
      if (typed && typedResult && writer.covers(typedResult)) writer.preview(typedResult, typed);
      else writer.writeNear(result, values);
      writer.settle();
    }
    return detach;
  });
  useLayoutEffect(() => () => writerRef.current?.disconnect(), []);
  return (
    <div ref={listRef}>
      {/* Focused when the live form is sent (lib/results-anchor.ts). */}
      <p tabIndex={-1} className="rounded-sm text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600" data-calculation-basis="">
        {`Berechnet für ${calculationBasisText(values)}`}
      </p>
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
        {comparisonSummaryText(summary, inputsLabel)}
      </p>
      <div className="mt-5 space-y-5" data-offer-list="">
        {/* One array: React matches keys only within the same array, and a card that crosses the heading keeps its DOM. */}
        {[
          ...fitting.map(({ offer, amount, example }) => (
            <OfferItem key={offer.id} offer={offer} reasons={null} example={example} amount={amount} values={values} {...options} />
          )),
          // Always there, hidden while every offer fits: a pause in typing shows it without React.
          <h3 key="passt-nicht" className="pt-5 text-xl font-bold text-slate-900" data-not-fitting-heading="" hidden={nonFitting.length === 0}>
            Passt nicht zu Ihren Angaben
          </h3>,
          ...nonFitting.map(({ offer, reasons }) => <OfferItem key={offer.id} offer={offer} reasons={reasons} values={values} {...options} />),
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
                  <PartnerCard partner={partner} product={options.product} standing={options.standingOf?.(partner)} />
                </DeferredHydration>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
});
