import { mortgageInstalment } from '@/lib/loan-math';

/** Below this price-to-annual-rent factor buying tends to pay off, above BUY_FACTOR_UPPER renting does. */
const BUY_FACTOR_LOWER = 25;
const BUY_FACTOR_UPPER = 30;

export type BuyOrRent = 'kaufen' | 'abwaegen' | 'mieten';

/** Kaufpreisfaktor: purchase price ÷ annual net cold rent (both per m² or both absolute), one decimal. */
export function priceToRentFactor(purchasePrice: number, monthlyRent: number): number {
  if (!(monthlyRent > 0)) throw new RangeError('Die Miete muss größer als 0 sein.');
  return Math.round((purchasePrice / (monthlyRent * 12)) * 10) / 10;
}

/** Under 25 buying tends to pay off, 25 up to 30 is a judgement call, above 30 renting tends to win. */
export function buyOrRent(factor: number): BuyOrRent {
  if (factor < BUY_FACTOR_LOWER) return 'kaufen';
  if (factor <= BUY_FACTOR_UPPER) return 'abwaegen';
  return 'mieten';
}

/** German 'Anfangstilgung' rate: principal × (nominal rate + initial repayment) ÷ 12, as the mortgage calculator computes it. */
export function initialRepaymentRate(principal: number, nominalRatePercent: number, initialRepaymentPercent: number): number {
  return mortgageInstalment({ loanAmount: principal, borrowingRate: nominalRatePercent, initialRepaymentRate: initialRepaymentPercent });
}
