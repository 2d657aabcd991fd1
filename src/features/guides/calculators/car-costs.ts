import { roundCents } from '@/lib/round';

export interface Range {
  min: number;
  max: number;
}

/** Adds yearly cost ranges item by item. */
export function sumRanges(ranges: readonly Range[]): Range {
  return ranges.reduce((total, range) => ({ min: total.min + range.min, max: total.max + range.max }), { min: 0, max: 0 });
}

/** A yearly range as monthly amounts, rounded to cents. */
export function monthlyRange(yearly: Range): Range {
  return { min: roundCents(yearly.min / 12), max: roundCents(yearly.max / 12) };
}

/** Yearly saving of an alternative against a yearly reference cost. */
export function yearlySaving(referenceYearly: number, monthlyCost: number): number {
  return roundCents(referenceYearly - monthlyCost * 12);
}

/** Yearly energy cost of an electric car: km × kWh/100 km × price per kWh. */
export function yearlyEnergyCost(kilometresPerYear: number, kwhPer100Km: number, pricePerKwh: number): number {
  return roundCents((kilometresPerYear / 100) * kwhPer100Km * pricePerKwh);
}
