import type { LoanCalculation } from '@/lib/loan-math';
import type { LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import type { ComparisonResult } from '@/features/loan-comparison/engine/rank-offers';
import { formatEuro, formatPercent } from '@/lib/format';

/** "Darlehensgeber: …" or, for an intermediary, "Darlehensvermittler: …; Darlehensgeber: …". */
function lenderText({ partner, lender }: LoanOffer): string {
  const bank = `Darlehensgeber: ${lender.name}, ${lender.address}`;
  return lender.isIntermediary ? `Darlehensvermittler: ${partner.name}; ${bank}` : bank;
}

export interface OfferTexts {
  /** "Sollzins 5,79 % p. a. (gebunden)": the 2/3 Sollzins every example is computed from. */
  borrowingRate: string;
  /** "0,69 % – 15,99 % effektiv" */
  rateRange: string;
  lender: string;
}

const textsByOffer = new WeakMap<LoanOffer, OfferTexts>();

/** The parts of an offer's texts that no input changes: formatted once per offer, not per keystroke. */
export function offerTexts(offer: LoanOffer): OfferTexts {
  let texts = textsByOffer.get(offer);
  if (!texts) {
    const { twoThirds } = offer;
    texts = {
      borrowingRate: `Sollzins ${formatPercent(twoThirds.borrowingRate)} p. a. (${twoThirds.borrowingRateFixed ? 'gebunden' : 'veränderlich'})`,
      rateRange: `${formatPercent(offer.effectiveRateMin)} – ${formatPercent(offer.effectiveRateMax)} effektiv`,
      lender: lenderText(offer),
    };
    textsByOffer.set(offer, texts);
  }
  return texts;
}

export type OfferExample = Pick<LoanCalculation, 'monthlyInstalment' | 'lastInstalment' | 'totalAmount' | 'effectiveRate'>;

/** The texts of an offer card that follow the visitor's inputs. */
export interface OfferFigureTexts {
  monthly: string;
  total: string;
  /** The representative example after its lead-in, as one sentence. */
  example: string;
}

/**
 * Monthly instalment, total and the representative example for the offer's amount (the visitor's,
 * or what their Wunschrate buys from it) and the visitor's term, with the effective rate of that
 * example's schedule. The card and the live comparison both render these, so both show the same text.
 */
export function offerFigureTexts(
  offer: LoanOffer,
  example: OfferExample,
  values: { betrag: number; laufzeit: number },
  /** The formatted amount, when the caller writes many cards for the same one. */
  amountText = formatEuro(values.betrag),
): OfferFigureTexts {
  const texts = offerTexts(offer);
  const monthly = formatEuro(example.monthlyInstalment);
  const total = formatEuro(example.totalAmount);
  const last = example.lastInstalment !== example.monthlyInstalment ? ` (letzte Rate ${formatEuro(example.lastInstalment)})` : '';
  return {
    monthly,
    total,
    example:
      `Nettodarlehensbetrag ${amountText}, ${texts.borrowingRate}, effektiver Jahreszins ${formatPercent(example.effectiveRate)}, ` +
      `Laufzeit ${values.laufzeit} Monate, ` +
      `monatliche Rate ${monthly}${last}, Gesamtbetrag ${total}, ${texts.lender}.`,
  };
}

/**
 * What the result list's markup depends on besides the figures: which offers fit, in which order,
 * and why the others do not. Two inputs with the same structure differ only in figure texts.
 */
export function resultStructure({ fitting, nonFitting, summary }: ComparisonResult<{ id: string }>): string {
  // The mode decides whether cards show an amount.
  let key = `${summary.mode}:`;
  for (const { offer } of fitting) key += `${offer.id},`;
  key += '|';
  for (const { offer, reasons } of nonFitting) key += `${offer.id}:${reasons.join(';')},`;
  return key;
}
