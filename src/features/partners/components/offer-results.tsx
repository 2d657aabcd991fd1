import { memo, useMemo } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import type { Partner } from '@/features/partners/api/partner-types';
import { OfferCalculation, OfferMismatch } from '@/features/partners/components/offer-calculation';
import { PartnerCard, type EvaluationStanding } from '@/features/partners/components/partner-card';
import type { RankedPartner } from '@/features/partners/lib/evaluation';
import { toLoanOffers, type LoanOffer } from '@/features/partners/lib/loan-offers';
import { calculationBasisText, compareOffers, comparisonSummaryText, type ComparisonCriteria } from '@/features/partners/lib/rank-offers';

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
}

/**
 * Cards off screen skip style, layout and paint: a keystroke changes the figures of every card,
 * and laying out 50 of them would cost more than computing them. The placeholder height is a
 * card's typical height; once rendered, the browser remembers the real one.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_34rem] md:[contain-intrinsic-block-size:auto_24rem]';

interface OfferItemProps extends Pick<OfferResultsOptions, 'product' | 'standingOf' | 'exampleLabel' | 'rateNote'> {
  offer: LoanOffer;
  /** The figures for the visitor's inputs, or why the offer does not fit them. */
  result: { amount: number; term: number; monthly: number; last: number; total: number } | { reasons: readonly string[] };
}

/** Equal figures or reasons: the card keeps its render (most keystrokes change only some cards). */
function sameResult(a: OfferItemProps['result'], b: OfferItemProps['result']): boolean {
  if ('reasons' in a || 'reasons' in b) {
    return 'reasons' in a && 'reasons' in b && a.reasons.length === b.reasons.length && a.reasons.every((reason, index) => reason === b.reasons[index]);
  }
  return a.amount === b.amount && a.term === b.term && a.monthly === b.monthly && a.last === b.last && a.total === b.total;
}

const OfferItem = memo(
  function OfferItem({ offer, result, product, standingOf, exampleLabel, rateNote }: OfferItemProps) {
    const fits = !('reasons' in result);
    const figures = fits ? (
      <OfferCalculation
        offer={offer}
        example={{ monthlyInstalment: result.monthly, lastInstalment: result.last, totalAmount: result.total }}
        values={{ betrag: result.amount, laufzeit: result.term }}
        exampleLabel={exampleLabel?.(offer.partner)}
        rateNote={rateNote?.(offer)}
      />
    ) : (
      <OfferMismatch reasons={result.reasons} />
    );
    return (
      <div className={offscreenCard} data-offers={fits ? 'fitting' : 'not-fitting'}>
        {/* Each card hydrates on its own: a long list would otherwise be one long commit. */}
        <DeferredHydration>
          <PartnerCard partner={offer.partner} product={product} standing={standingOf?.(offer.partner)} figures={figures} />
        </DeferredHydration>
      </div>
    );
  },
  (before, after) =>
    before.offer === after.offer &&
    before.product === after.product &&
    before.standingOf === after.standingOf &&
    before.exampleLabel === after.exampleLabel &&
    before.rateNote === after.rateNote &&
    sameResult(before.result, after.result),
);

/**
 * Every offer computed for the visitor's inputs: the fitting ones in the chosen order, then under
 * "Passt nicht zu Ihren Angaben" the others with their reasons, then offers without conditions.
 * Fitting and unfit cards are siblings of one keyed container, so a keystroke that moves an offer
 * across the heading moves its card instead of building it anew. Memoised on partners and values.
 */
export const OfferResults = memo(function OfferResults({ partners, values, inputsLabel, ...options }: OfferResultsProps) {
  const { offers, uncalculated } = useMemo(() => toLoanOffers(partners), [partners]);
  const { fitting, nonFitting, summary } = compareOffers(offers, values);
  const { betrag, laufzeit } = values;
  return (
    <>
      <p className="text-sm text-slate-600" data-calculation-basis="">
        {`Berechnet für ${calculationBasisText(values)}`}
      </p>
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-comparison-summary="">
        {comparisonSummaryText(summary, inputsLabel)}
      </p>
      <div className="mt-5 space-y-5" data-offer-list="">
        {fitting.map(({ offer, example }) => (
          <OfferItem
            key={offer.id}
            offer={offer}
            result={{ amount: betrag, term: laufzeit, monthly: example.monthlyInstalment, last: example.lastInstalment, total: example.totalAmount }}
            {...options}
          />
        ))}
        {nonFitting.length > 0 && (
          <h3 key="passt-nicht" className="pt-5 text-xl font-bold text-slate-900">
            Passt nicht zu Ihren Angaben
          </h3>
        )}
        {nonFitting.map(({ offer, reasons }) => (
          <OfferItem key={offer.id} offer={offer} result={{ reasons }} {...options} />
        ))}
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
    </>
  );
});
