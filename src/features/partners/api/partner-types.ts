/**
 * The partner categories and Zinsbindungen (data shared with the SQL CHECKs), and the types of a
 * validated partners row, inferred from the schemas that parse it (validate-partner.ts and its parts).
 */
import type * as v from 'valibot';
import type { PartnerConditions, PartnerLender } from '@/features/partners/api/parse-conditions';
import type { PartnerEvaluation } from '@/features/partners/api/parse-evaluation';
import type { partnerColumnsSchema } from '@/features/partners/api/validate-partner';

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

/** Zinsbindung in years that partners.mortgage_rates may hold (same keys as its CHECK; a test keeps them equal). */
export const mortgageFixedRatePeriods = ['5', '10', '15', '20', '30'] as const;

export type MortgageFixedRatePeriod = (typeof mortgageFixedRatePeriods)[number];

export type { PartnerConditions, PartnerEvaluation, PartnerLender };

export type TwoThirdsRate = NonNullable<PartnerConditions['twoThirds']>;

export type MortgageConditions = NonNullable<PartnerConditions['mortgage']>;

/** One row of the partners table after validation (the table's column names). */
export type Partner = v.InferOutput<ReturnType<typeof partnerColumnsSchema>> & {
  /** Null: not evaluated, so no rank and no score. */
  evaluation: PartnerEvaluation | null;
  /** Parsed from the condition columns; null where the row has none or they are malformed. */
  conditions: PartnerConditions | null;
  /** Null where the row names no lender (savings accounts) or the identity is incomplete. */
  lender: PartnerLender | null;
};

export type RepresentativeExample = NonNullable<Partner['representative_example']>;
