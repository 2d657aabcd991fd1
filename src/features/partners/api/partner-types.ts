import type { EvaluationCriterionKey } from '@/content/partners/evaluation-weights';
import type { OfferFeature } from '@/features/partners/lib/comparison-options';
import type { OfferConditions } from '@/features/partners/lib/eligibility';

/** Same list as the CHECK constraint in supabase/migrations (a test keeps them equal). */
export const partnerCategories = [
  'ratenkredit',
  'kreditkarte',
  'unternehmenskredit',
  'baufinanzierung',
  'sparkonto',
  'comparison',
] as const;

export type PartnerCategory = (typeof partnerCategories)[number];

type BorrowingRateType = 'gebunden' | 'veränderlich';

/** Representative example (§ 17 PAngV), stored as jsonb in partners.representative_example. */
export interface RepresentativeExample {
  net_loan_amount: number;
  /** Sollzins p. a. in percent. */
  borrowing_rate: number;
  borrowing_rate_type: BorrowingRateType;
  /** Effektiver Jahreszins in percent. */
  effective_rate: number;
  term_months: number;
  monthly_instalment: number;
  total_amount: number;
  lender: string;
}

/** Evaluation of an offer (partners.evaluation, jsonb): 0–5 points per criterion, one decimal. */
export interface PartnerEvaluation {
  scores: Record<EvaluationCriterionKey, number>;
  /** ISO date (YYYY-MM-DD) of the evaluation. */
  evaluated_at: string;
  /** Demo data: shown as "Beispielbewertung". */
  sample: boolean;
}

/** Zinsbindung in years that partners.mortgage_rates may hold (same keys as its CHECK; a test keeps them equal). */
export const mortgageFixedRatePeriods = ['5', '10', '15', '20', '30'] as const;

export type MortgageFixedRatePeriod = (typeof mortgageFixedRatePeriods)[number];

/** The rate at least two thirds of customers get (§ 17 Abs. 4 PAngV), percent p. a. */
export interface TwoThirdsRate {
  effectiveRate: number;
  /** Sollzins belonging to the effective rate. */
  borrowingRate: number;
  /** Sollzins gebunden (true) or veränderlich. */
  borrowingRateFixed: boolean;
}

export interface MortgageConditions {
  /** Sollzins in percent by Zinsbindung; a missing period is not offered. */
  rates: Partial<Record<MortgageFixedRatePeriod, number>>;
  /** Highest Beleihungsauslauf in percent of the purchase price. */
  maxLoanToValue: number;
}

/**
 * Structured conditions of a loan offer (amounts in whole euros, terms in months, rates in percent).
 * Fits `OfferConditions`, so eligibility checks take it as it is.
 */
export interface PartnerConditions extends OfferConditions {
  /** The "ab" rate, rendered as apr_from. */
  effectiveRateMin: number;
  effectiveRateMax: number;
  /** Always present for Ratenkredit and comparison rows; optional for business loans and mortgages. */
  twoThirds: TwoThirdsRate | null;
  /** Empty where the offer states none (business loans, mortgages). */
  features: readonly OfferFeature[];
  /** Baufinanzierung only. */
  mortgage: MortgageConditions | null;
}

/** Who grants the loan (§ 17 PAngV: identity and address); for an intermediary, the bank of the example. */
export interface PartnerLender {
  name: string;
  address: string;
  /** The partner is a Darlehensvermittler, `name` the Darlehensgeber. */
  isIntermediary: boolean;
}

/** One row of the partners table after validation, with the table's column names. */
export interface Partner {
  id: string;
  brand_id: string;
  name: string;
  description: string;
  category: PartnerCategory;
  is_active: boolean;
  display_order: number;
  logo_filename: string | null;
  amount_range: string | null;
  apr_from: string | null;
  pros: string[];
  cons: string[];
  requirements: string[];
  adtraction_tracking_url: string;
  representative_example: RepresentativeExample | null;
  /** Null: not evaluated, so no rank and no score. */
  evaluation: PartnerEvaluation | null;
  /** Parsed from the condition columns; null where the row has none or they are malformed. */
  conditions: PartnerConditions | null;
  /** Null where the row names no lender (savings accounts) or the identity is incomplete. */
  lender: PartnerLender | null;
}
