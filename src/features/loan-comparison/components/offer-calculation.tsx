import { memo } from 'react';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { RepresentativeExampleText } from '@/entities/partner/ui/representative-example';
import type { LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import { offerFigureTexts, offerTexts, type OfferExample } from '@/features/loan-comparison/engine/offer-figures';
import { cn } from '@/lib/cn';
import { formatEuroAmount } from '@/lib/format';

interface OfferCalculationProps {
  offer: LoanOffer;
  example: OfferExample;
  /** The offer's amount (betrag) and the visitor's term. */
  values: { betrag: number; laufzeit: number };
  /** The amount is what the visitor's Wunschrate buys from this offer: the card shows it first. */
  fromBudget?: boolean;
  /**
   * Also the offer's own representative example (consumer credit, § 17 PAngV): the figures for
   * the visitor's inputs are a Beispielrechnung, not the example the 2/3 rule is about.
   */
  storedExample?: boolean;
  /** Below the figures: which of the offer's rates they were computed with. */
  rateNote?: string;
}

/** The lender's own example: the same for every input, so a keystroke skips it. */
const StoredExample = memo(function StoredExample({ partner }: { partner: Partner }) {
  return <RepresentativeExampleText partner={partner} className="mt-2" />;
});

/**
 * Monthly instalment and total at the offer's 2/3 rate for the visitor's inputs, the Beispielrechnung
 * for exactly these and, for consumer credit, the offer's own representative example.
 */
export function OfferCalculation({
  offer,
  example,
  values,
  fromBudget = false,
  storedExample = false,
  rateNote,
}: OfferCalculationProps) {
  const texts = offerFigureTexts(offer, example, values);
  return (
    <>
      <dl className={cn('grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4', !fromBudget && 'sm:grid-cols-3')}>
        {fromBudget && (
          <div>
            <dt className="text-xs text-slate-600">Möglicher Kreditbetrag</dt>
            <dd className="text-lg font-bold text-slate-900" data-loan-amount="">
              {formatEuroAmount(values.betrag)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-slate-600">Monatliche Rate</dt>
          <dd className="text-lg font-bold text-slate-900" data-monthly-instalment="">
            {texts.monthly}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Gesamtbetrag</dt>
          <dd className="font-semibold text-slate-900" data-total-amount="">
            {texts.total}
          </dd>
        </div>
        <div className={cn(!fromBudget && 'col-span-2 sm:col-span-1')}>
          <dt className="text-xs text-slate-600">Zinsspanne</dt>
          <dd className="font-semibold text-slate-900" data-effective-rate={offer.twoThirds.effectiveRate}>
            {offerTexts(offer).rateRange}
          </dd>
        </div>
      </dl>
      {rateNote && (
        <p className="mt-2 text-sm text-slate-700" data-rate-basis="">
          {rateNote}
        </p>
      )}
      <p data-example-calculation="" className="mt-2 text-sm leading-relaxed text-slate-700">
        {/* Without JavaScript the figures are the prerendered defaults' (styles.css hides [data-needs-script]). */}
        <span className="font-semibold">
          Beispielrechnung
          <span data-needs-script=""> für Ihre Angaben</span>:
        </span>{' '}
        <span data-example-figures="">{texts.example}</span>
      </p>
      {storedExample && <StoredExample partner={offer.partner} />}
    </>
  );
}

/** Why an offer does not fit the visitor's inputs. */
export function OfferMismatch({ reasons }: { reasons: readonly string[] }) {
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950" data-mismatch-reasons="">
      <p className="font-semibold">Passt nicht, weil:</p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
