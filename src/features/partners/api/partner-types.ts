import type { EvaluationCriterionKey } from '@/content/partners/evaluation';

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

export type BorrowingRateType = 'gebunden' | 'veränderlich';

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

/** One row of the partners table after validation (spec section 3 field names). */
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
}
