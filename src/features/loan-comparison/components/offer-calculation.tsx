import { MAX_REASONS } from '@/features/loan-comparison/engine/eligibility';
import type { LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import { offerFigureTexts, offerTexts, type OfferExample } from '@/features/loan-comparison/engine/offer-figures';
import { cn } from '@/lib/cn';
import { formatEuroAmount } from '@/lib/format';

interface OfferCalculationProps {
  offer: LoanOffer;
  /** Absent while the offer does not fit: the figures are then empty and hidden (see OfferItem). */
  example?: OfferExample;
  /** The offer's amount (betrag) and the visitor's term. */
  values: { betrag: number; laufzeit: number };
  /** The amount is what the visitor's Wunschrate buys from this offer: the card shows it first. */
  fromBudget?: boolean;
  /** The example's lead-in; business loans are no consumer credit and call theirs a Beispielrechnung. */
  exampleLabel?: string;
  /** Below the figures: which of the offer's rates they were computed with. */
  rateNote?: string;
}

const NO_FIGURES = Object.freeze({ monthly: '', total: '', example: '' });

/** Monthly instalment and total at the offer's 2/3 rate for the visitor's inputs, with the representative example for exactly these. */
export function OfferCalculation({
  offer,
  example,
  values,
  fromBudget = false,
  exampleLabel = 'Repräsentatives Beispiel für Ihre Angaben',
  rateNote,
}: OfferCalculationProps) {
  const texts = example ? offerFigureTexts(offer, example, values) : NO_FIGURES;
  // The elements marked data-loan-amount, data-monthly-instalment, data-total-amount and
  // data-example-figures hold nothing but their text: the live comparison (lib/live-results.ts)
  // rewrites them while the visitor types.
  return (
    <>
      <dl className={cn('grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4', !fromBudget && 'sm:grid-cols-3')}>
        {fromBudget && (
          <div>
            <dt className="text-xs text-slate-600">Möglicher Kreditbetrag</dt>
            <dd className="text-lg font-bold text-slate-900" data-loan-amount="">
              {example ? formatEuroAmount(values.betrag) : ''}
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
      <p data-representative-example="" className="mt-2 text-sm leading-relaxed text-slate-700">
        <span className="font-semibold">{`${exampleLabel}:`}</span> <span data-example-figures="">{texts.example}</span>
      </p>
    </>
  );
}

const reasonSlots = Array.from({ length: MAX_REASONS }, (_, index) => index);

/**
 * Why an offer does not fit the visitor's inputs. A list item per possible reason, the unused ones
 * hidden: a card whose reasons change keeps its elements and changes their texts only.
 */
export function OfferMismatch({ reasons, hidden = false }: { reasons: readonly string[]; hidden?: boolean }) {
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950" data-mismatch-reasons="" hidden={hidden}>
      <p className="font-semibold">Passt nicht, weil:</p>
      <ul className="mt-1 list-disc pl-5">
        {reasonSlots.map((slot) => (
          <li key={slot} hidden={reasons[slot] === undefined}>
            {reasons[slot] ?? ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
