/**
 * Limits and defaults of the business loan comparison on /unternehmenskredit: data only, light
 * enough for the prerendered form (the parser, amount-term-inputs.ts, loads on demand).
 */
import type { AmountTermInputs } from '@/features/loan-comparison/inputs/amount-term';
import type { AmountTermProduct } from '@/features/loan-comparison/inputs/defaults';
import { formatNumber } from '@/lib/format';

/**
 * Business loans are larger and have no purpose select: amount and term only. The limits span
 * what business lenders grant (a few thousand euros up to a million; up to ten years).
 */
export const businessLoanProduct: AmountTermProduct = {
  amountLimits: { min: 1_000, max: 1_000_000 },
  termLimits: { min: 6, max: 120 },
  defaults: { betrag: 50_000, laufzeit: 60 },
};

export interface BusinessLoanParams {
  /** Kreditbetrag in whole euros. */
  betrag: number;
  /** Laufzeit in whole months. */
  laufzeit: number;
}

export const defaultBusinessLoanParams: Readonly<BusinessLoanParams> = businessLoanProduct.defaults;

/** The prerendered fields, in German notation. */
export const defaultBusinessLoanInputs: AmountTermInputs = {
  betrag: formatNumber(defaultBusinessLoanParams.betrag),
  laufzeit: String(defaultBusinessLoanParams.laufzeit),
};
