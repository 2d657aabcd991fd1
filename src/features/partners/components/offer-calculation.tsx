import { useMemo } from 'react';
import type { LoanCalculation } from '@/features/partners/lib/loan-math';
import type { LoanOffer } from '@/features/partners/lib/loan-offers';
import { formatEuro, formatPercent } from '@/lib/format';

interface OfferCalculationProps {
  offer: LoanOffer;
  example: Pick<LoanCalculation, 'monthlyInstalment' | 'lastInstalment' | 'totalAmount'>;
  values: { betrag: number; laufzeit: number };
  /** The example's lead-in; business loans are no consumer credit and call theirs a Beispielrechnung. */
  exampleLabel?: string;
  /** Below the figures: which of the offer's rates they were computed with. */
  rateNote?: string;
}

/** "Darlehensgeber: …" or, for an intermediary, "Darlehensvermittler: …; Darlehensgeber: …". */
function lenderText({ partner, lender }: LoanOffer): string {
  const bank = `Darlehensgeber: ${lender.name}, ${lender.address}`;
  return lender.isIntermediary ? `Darlehensvermittler: ${partner.name}; ${bank}` : bank;
}

/** The parts of an offer's texts that no input changes: formatted once per offer, not per keystroke. */
function offerTexts(offer: LoanOffer) {
  const { twoThirds } = offer;
  return {
    rates:
      `Sollzins ${formatPercent(twoThirds.borrowingRate)} p. a. (${twoThirds.borrowingRateFixed ? 'gebunden' : 'veränderlich'}), ` +
      `effektiver Jahreszins ${formatPercent(twoThirds.effectiveRate)}`,
    rateRange: `${formatPercent(offer.effectiveRateMin)} – ${formatPercent(offer.effectiveRateMax)} effektiv`,
    lender: lenderText(offer),
  };
}

/** Monthly instalment and total at the offer's 2/3 rate for the visitor's inputs, with the representative example for exactly these. */
export function OfferCalculation({ offer, example, values, exampleLabel = 'Repräsentatives Beispiel für Ihre Angaben', rateNote }: OfferCalculationProps) {
  const texts = useMemo(() => offerTexts(offer), [offer]);
  const monthly = formatEuro(example.monthlyInstalment);
  const total = formatEuro(example.totalAmount);
  const last = example.lastInstalment !== example.monthlyInstalment ? ` (letzte Rate ${formatEuro(example.lastInstalment)})` : '';
  // One sentence, so a keystroke updates one text node rather than a dozen.
  const exampleText =
    `Nettodarlehensbetrag ${formatEuro(values.betrag)}, ${texts.rates}, Laufzeit ${values.laufzeit} Monate, ` +
    `monatliche Rate ${monthly}${last}, Gesamtbetrag ${total}, ${texts.lender}.`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">Monatliche Rate</dt>
          <dd className="text-lg font-bold text-slate-900" data-monthly-instalment={example.monthlyInstalment}>
            {monthly}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Gesamtbetrag</dt>
          <dd className="font-semibold text-slate-900" data-total-amount={example.totalAmount}>
            {total}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-600">Zinsspanne</dt>
          <dd className="font-semibold text-slate-900" data-effective-rate={offer.twoThirds.effectiveRate}>
            {texts.rateRange}
          </dd>
        </div>
      </dl>
      {rateNote && (
        <p className="mt-2 text-sm text-slate-700" data-rate-basis="">
          {rateNote}
        </p>
      )}
      <p data-representative-example="" className="mt-2 text-sm leading-relaxed text-slate-700">
        <span className="font-semibold">{`${exampleLabel}:`}</span> {exampleText}
      </p>
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
