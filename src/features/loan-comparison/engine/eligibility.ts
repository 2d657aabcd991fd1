import { purposeLabels } from '@/features/loan-comparison/inputs/defaults';
import type { Purpose } from '@/entities/partner/model';
import { formatEuroAmount } from '@/lib/format';

/** Structured lending conditions of one offer; every bound is inclusive. */
export interface OfferConditions {
  minAmount: number;
  maxAmount: number;
  minTermMonths: number;
  maxTermMonths: number;
  /** Every purpose the offer accepts; a purpose missing here does not fit (an empty list fits none). */
  purposes: readonly Purpose[];
}

export interface EligibilityInput {
  betrag: number;
  laufzeit: number;
  /** Absent where the product asks for no purpose (business loans): then only amount and term count. */
  zweck?: Purpose;
  /**
   * The amount is the most the visitor's Wunschrate buys, already capped at the offer's maximum:
   * too little is explained by the Wunschrate.
   */
  fromBudget?: boolean;
}

/**
 * The most reasons an offer can have not to fit: one for the amount (too low and too high exclude
 * each other, as the minimum is at most the maximum), one for the term and one for the purpose.
 */
export const MAX_REASONS = 3;

export type Eligibility = { fits: true } | { fits: false; reasons: string[] };

const FITS: Eligibility = Object.freeze({ fits: true });

const months = (value: number) => `${value} ${value === 1 ? 'Monat' : 'Monate'}`;

/** Whether the visitor's amount, term and (where asked) purpose fit an offer; otherwise every German reason why not. */
export function checkEligibility(conditions: OfferConditions, { betrag, laufzeit, zweck, fromBudget = false }: EligibilityInput): Eligibility {
  let reasons: string[] | undefined;
  const add = (reason: string) => (reasons ??= []).push(reason);

  if (betrag < conditions.minAmount) {
    add(fromBudget ? `Wunschrate reicht nicht für den Mindestbetrag von ${formatEuroAmount(conditions.minAmount)}` : `Betrag mindestens ${formatEuroAmount(conditions.minAmount)}`);
  }
  if (betrag > conditions.maxAmount) add(`Betrag höchstens ${formatEuroAmount(conditions.maxAmount)}`);
  if (laufzeit < conditions.minTermMonths) add(`Laufzeit mindestens ${months(conditions.minTermMonths)}`);
  if (laufzeit > conditions.maxTermMonths) add(`Laufzeit höchstens ${months(conditions.maxTermMonths)}`);
  if (zweck !== undefined && !conditions.purposes.includes(zweck)) add(`Nicht für den Zweck ${purposeLabels[zweck]}`);

  return reasons ? { fits: false, reasons } : FITS;
}
