/**
 * Limits and defaults of the business loan comparison on /unternehmenskredit: data only, light
 * enough for the prerendered form (the parser lives in comparison-params.ts).
 */
import type { AmountTermProduct } from '@/features/comparison/lib/comparison-options';
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

/** The form's fields as typed; parsed with parseBusinessLoanInputs. */
export interface BusinessLoanInputs {
  betrag: string;
  laufzeit: string;
}

export const defaultBusinessLoanParams: Readonly<BusinessLoanParams> = Object.freeze({ ...businessLoanProduct.defaults });

export function businessInputsFromParams(values: BusinessLoanParams): BusinessLoanInputs {
  return { betrag: formatNumber(values.betrag), laufzeit: String(values.laufzeit) };
}

export const defaultBusinessLoanInputs: BusinessLoanInputs = businessInputsFromParams(defaultBusinessLoanParams);
