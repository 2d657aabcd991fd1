import * as v from 'valibot';
import { partnerCategories } from '@/entities/partner/model';

const number = v.nullable(v.number());
const text = v.nullable(v.string());
const texts = v.array(v.string());

/** partners.representative_example as the console reads it (the CHECKs guarantee the shape). */
const exampleSchema = v.object({
  net_loan_amount: v.number(),
  borrowing_rate: v.number(),
  borrowing_rate_type: v.string(),
  effective_rate: v.number(),
  term_months: v.number(),
  monthly_instalment: v.number(),
  total_amount: v.number(),
  lender: v.string(),
});

/** One partners row with every column the console edits or shows, active or not (editors read all rows). */
export const offerRowSchema = v.object({
  id: v.string(),
  brand_id: v.string(),
  name: v.string(),
  description: v.string(),
  category: v.picklist(partnerCategories),
  is_active: v.boolean(),
  display_order: v.number(),
  adtraction_tracking_url: v.string(),
  amount_range: text,
  apr_from: text,
  pros: texts,
  cons: texts,
  requirements: texts,
  representative_example: v.nullable(exampleSchema),
  /** Parsed where it is used (parseEvaluation): a malformed one reads as "not evaluated". */
  evaluation: v.unknown(),
  min_amount: number,
  max_amount: number,
  min_term_months: number,
  max_term_months: number,
  effective_rate_min: number,
  effective_rate_max: number,
  effective_rate_two_thirds: number,
  borrowing_rate_two_thirds: number,
  borrowing_rate_fixed: v.nullable(v.boolean()),
  purposes: v.nullable(texts),
  features: v.nullable(texts),
  lender_name: text,
  lender_address: text,
  is_intermediary: v.boolean(),
  mortgage_rates: v.nullable(v.record(v.string(), v.number())),
  max_loan_to_value: number,
  mortgage_rates_min_amount: v.optional(number, null),
  mortgage_rates_max_amount: v.optional(number, null),
  mortgage_rates_max_loan_to_value: v.optional(number, null),
  example_fixed_rate_years: v.optional(number, null),
  example_loan_to_value: v.optional(number, null),
  /** Checked where they are edited (offer-form.ts) with the entity's schemas. */
  card_conditions: v.optional(v.unknown(), null),
  savings_conditions: v.optional(v.unknown(), null),
  conditions_checked_at: v.string(),
  /** save_partner compares it, so a save never overwrites a change made meanwhile. */
  updated_at: v.string(),
});

export type OfferRow = v.InferOutput<typeof offerRowSchema>;
