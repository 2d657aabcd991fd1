import { roundCents } from '@/lib/loan-math';

/**
 * Interest earned on a term deposit (Festgeld) before tax. Whole years compound annually
 * (interest credited and reinvested each year); a remaining part year earns simple interest.
 */
export function termDepositInterest(amount: number, ratePercent: number, months: number): number {
  if (!(amount > 0) || !(ratePercent >= 0) || !(months > 0)) return 0;
  const rate = ratePercent / 100;
  const years = Math.floor(months / 12);
  const restMonths = months % 12;
  const afterYears = amount * Math.pow(1 + rate, years);
  const final = afterYears * (1 + (rate * restMonths) / 12);
  return roundCents(final - amount);
}
