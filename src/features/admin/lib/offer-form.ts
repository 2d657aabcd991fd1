/**
 * The offer form: the draft, its check (per field and between fields) and the columns save_partner receives,
 * which the database's CHECKs check again. Effective rate, instalment and total come from the Sollzins
 * through the one loan arithmetic, never typed; card and savings conditions also pass the entity's schemas.
 */
import * as v from 'valibot';
import { evaluationCriterionKeys } from '@/content/partners/evaluation-weights';
import { mortgageFixedRatePeriods, savingsTermMonths, type PartnerCategory } from '@/entities/partner/model';
import { readCardConditions } from '@/entities/partner/schema/parse-card-conditions';
import { parseEvaluation } from '@/entities/partner/schema/parse-evaluation';
import { isValidSavingsConditions } from '@/entities/partner/schema/parse-savings-conditions';
import type { RepresentativeExample } from '@/entities/partner/schema/validate-partner';
import type { OfferRow } from '@/features/admin/api/offer-row';
import {
  cardConditionKeys,
  fieldGroupsFor,
  mortgageRateFieldName,
  scoreFieldName,
  termRateFieldName,
  type OfferField,
  type OfferFieldName,
} from '@/features/admin/lib/offer-fields';
import { computeExample, crossRules, isBlank, isRevolvingCard, num, REQUIRED, requiredFields, type Values } from '@/features/admin/lib/offer-rules';
import { fieldSchema } from '@/features/admin/lib/offer-values';
import { formatDecimal } from '@/lib/format';

type BooleanField = 'is_active' | 'borrowing_rate_fixed' | 'is_intermediary' | 'evaluated' | 'card_apple_pay' | 'card_google_pay' | 'card_schufa_check';
type ChoiceField = 'purposes' | 'features';

/** What the form holds: text as typed, ticks, chosen lists. */
export type OfferDraft = Record<Exclude<OfferFieldName, BooleanField | ChoiceField>, string> & Record<BooleanField, boolean> & Record<ChoiceField, string[]>;

export type OfferErrors = Partial<Record<OfferFieldName, string>>;

/** The columns save_partner receives (p_changes); the fields a category does not show are left as they are. */
export type OfferChanges = Record<string, unknown>;

export type OfferValidation = { ok: true; changes: OfferChanges; example: RepresentativeExample | null } | { ok: false; errors: OfferErrors };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A mortgage example's Sollzins is its Zinsbindung's rate; rules about the Sollzins are shown there. */
const shownAt = (category: PartnerCategory, target: OfferFieldName): OfferFieldName =>
  category === 'baufinanzierung' && target === 'borrowing_rate_two_thirds' ? 'example_fixed_rate_years' : target;

/** Every field's value parsed, or its message; then every rule between fields whose fields parsed. */
function parseDraft(draft: OfferDraft, category: PartnerCategory): { values: Values; errors: OfferErrors } {
  const fields = fieldGroupsFor(category).flatMap((group) => group.fields);
  const values: Values = {};
  const errors: OfferErrors = {};
  for (const field of fields) {
    const parsed = v.safeParse(fieldSchema(field), draft[field.name]);
    if (parsed.success) values[field.name] = parsed.output;
    else errors[field.name] = parsed.issues[0].message;
  }
  if (category === 'baufinanzierung') {
    const years = values.example_fixed_rate_years as string | undefined;
    const rateField = years ? mortgageRateFieldName(years as (typeof mortgageFixedRatePeriods)[number]) : null;
    if (!rateField || !errors[rateField]) values.borrowing_rate_two_thirds = rateField ? num(values, rateField) : null;
  }
  for (const { name, when } of requiredFields) {
    if (Object.hasOwn(values, name) && isBlank(values[name]) && when(category, values)) errors[name] = REQUIRED;
  }
  for (const rule of crossRules) {
    const target = shownAt(category, rule.target);
    const ready = rule.fields.every((name) => Object.hasOwn(values, name) && !errors[name]);
    if (!ready || errors[target]) continue;
    const message = rule.test(values, category);
    if (message) errors[target] = message;
  }
  return { values, errors };
}

/** partners.card_conditions from the card fields; the sample marker of the stored one stays. */
function cardConditionsOf(values: Values, row: OfferRow): Record<string, unknown> {
  const stored = isRecord(row.card_conditions) ? row.card_conditions : {};
  const conditions: Record<string, unknown> = Object.fromEntries(cardConditionKeys.map((key) => [key, values[`card_${key}`] ?? null]));
  conditions.full_payment_switch = isRevolvingCard(values) ? conditions.full_payment_switch : null;
  return stored.sample === true ? { ...conditions, sample: true } : conditions;
}

/** partners.savings_conditions from the savings fields: a Tagesgeld or a Festgeld, as the product says. */
function savingsConditionsOf(values: Values, row: OfferRow): Record<string, unknown> {
  const stored = isRecord(row.savings_conditions) ? row.savings_conditions : {};
  const common = {
    product: values.savings_product,
    crediting: values.savings_crediting,
    min_amount: values.savings_min_amount,
    max_amount: values.savings_max_amount,
    country: values.savings_country,
    deposit_guarantee: values.savings_deposit_guarantee,
    ...(stored.sample === true ? { sample: true } : {}),
  };
  if (values.savings_product === 'festgeld') {
    const rates = savingsTermMonths.flatMap((months) => {
      const rate = num(values, termRateFieldName(months));
      return rate === null ? [] : [[String(months), rate]];
    });
    return { ...common, term_rates: Object.fromEntries(rates) };
  }
  const promotionRate = num(values, 'savings_promotion_rate');
  return {
    ...common,
    base_rate: values.savings_base_rate,
    promotion: promotionRate === null ? null : { rate: promotionRate, months: values.savings_promotion_months, max_amount: values.savings_promotion_max_amount },
  };
}

const COPIED = [
  'name',
  'description',
  'adtraction_tracking_url',
  'is_active',
  'display_order',
  'pros',
  'cons',
  'requirements',
  'min_amount',
  'max_amount',
  'min_term_months',
  'max_term_months',
  'effective_rate_min',
  'effective_rate_max',
  'max_loan_to_value',
  'mortgage_rates_min_amount',
  'mortgage_rates_max_amount',
  'mortgage_rates_max_loan_to_value',
  'purposes',
  'features',
  'amount_range',
  'is_intermediary',
] as const;

/** Only the columns a category's form shows; the others keep their stored value. */
function changesFrom(values: Values, category: PartnerCategory, row: OfferRow): { changes: OfferChanges; example: RepresentativeExample | null } {
  const has = (name: OfferFieldName) => Object.hasOwn(values, name);
  const changes: OfferChanges = {};
  for (const name of COPIED) if (has(name)) changes[name] = values[name];
  // A card without a credit line (debit, prepaid) states none.
  if (has('amount_range')) changes.amount_range = values.amount_range || null;

  let example: RepresentativeExample | null = null;
  if (has('example_amount')) {
    const computed = computeExample(values);
    const lenderName = (values.lender_name as string) || null;
    changes.lender_name = lenderName;
    changes.lender_address = (values.lender_address as string) || null;
    changes.borrowing_rate_two_thirds = computed ? values.borrowing_rate_two_thirds : null;
    changes.borrowing_rate_fixed = computed ? values.borrowing_rate_fixed : null;
    changes.effective_rate_two_thirds = computed?.effectiveRate ?? null;
    // save_partner renders apr_from from the "ab" rate; without one a rated offer states none.
    if (values.effective_rate_min === null) changes.apr_from = null;
    example = computed && {
      net_loan_amount: values.example_amount as number,
      borrowing_rate: values.borrowing_rate_two_thirds as number,
      borrowing_rate_type: values.borrowing_rate_fixed ? 'gebunden' : 'veränderlich',
      effective_rate: computed.effectiveRate,
      term_months: values.example_term_months as number,
      monthly_instalment: computed.monthlyInstalment,
      total_amount: computed.totalAmount,
      lender: lenderName ?? '',
    };
    changes.representative_example = example;
  }
  if (category === 'baufinanzierung') {
    changes.mortgage_rates = Object.fromEntries(
      mortgageFixedRatePeriods.flatMap((years) => {
        const rate = num(values, mortgageRateFieldName(years));
        return rate === null ? [] : [[years, rate]];
      }),
    );
    changes.example_fixed_rate_years = example ? Number(values.example_fixed_rate_years) : null;
    changes.example_loan_to_value = example ? values.example_loan_to_value : null;
  }
  if (category === 'kreditkarte') changes.card_conditions = cardConditionsOf(values, row);
  if (category === 'sparkonto') changes.savings_conditions = savingsConditionsOf(values, row);
  if (has('evaluated')) {
    const sample = parseEvaluation(row.evaluation)?.sample;
    changes.evaluation = values.evaluated
      ? {
          evaluated_at: values.evaluated_at,
          scores: Object.fromEntries(evaluationCriterionKeys.map((key) => [key, values[scoreFieldName(key)]])),
          ...(sample ? { sample } : {}),
        }
      : null;
  }
  return { changes, example };
}

/** The card and savings conditions must also pass the entity's schemas, which the pages read them with. */
function entityDefects(changes: OfferChanges): OfferErrors {
  if (changes.card_conditions && readCardConditions(changes.card_conditions) === null) return { card_type: 'Die Kartenkonditionen passen nicht zusammen.' };
  if (changes.savings_conditions && !isValidSavingsConditions(changes.savings_conditions)) return { savings_product: 'Die Sparkonditionen passen nicht zusammen.' };
  return {};
}

/** Checks the draft of one offer: the columns to save, or a German message per field. */
export function validateOffer(draft: OfferDraft, row: OfferRow): OfferValidation {
  const { values, errors } = parseDraft(draft, row.category);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const result = changesFrom(values, row.category, row);
  const defects = entityDefects(result.changes);
  return Object.keys(defects).length > 0 ? { ok: false, errors: defects } : { ok: true, ...result };
}

/** The effective 2/3 rate the Sollzins gives on the example, for the form to show; null until it computes. */
export function twoThirdsEffectiveRate(draft: OfferDraft, category: PartnerCategory): number | null {
  const { values } = parseDraft(draft, category);
  return computeExample(values)?.effectiveRate ?? null;
}

const integerText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const decimalText = (value: unknown, decimals: number) => (typeof value === 'number' ? formatDecimal(value, decimals) : '');

/** The card fields of a stored card_conditions. */
function cardDraft(stored: unknown): Partial<OfferDraft> {
  const conditions = isRecord(stored) ? stored : {};
  const field = (key: (typeof cardConditionKeys)[number]) => conditions[key];
  return {
    card_type: typeof field('type') === 'string' ? String(field('type')) : '',
    card_annual_fee_first_year: decimalText(field('annual_fee_first_year'), 2),
    card_annual_fee: decimalText(field('annual_fee'), 2),
    card_fee_waiver_spend: decimalText(field('fee_waiver_spend'), 2),
    card_foreign_currency_fee: decimalText(field('foreign_currency_fee'), 2),
    card_cash_fee_percent: decimalText(field('cash_fee_percent'), 2),
    card_cash_fee_min: decimalText(field('cash_fee_min'), 2),
    card_free_withdrawals: integerText(field('free_withdrawals')),
    card_cashback_percent: decimalText(field('cashback_percent'), 2),
    card_cashback_cap: decimalText(field('cashback_cap'), 2),
    card_apple_pay: field('apple_pay') === true,
    card_google_pay: field('google_pay') === true,
    card_schufa_check: field('schufa_check') !== false,
    card_full_payment_switch: typeof field('full_payment_switch') === 'string' ? String(field('full_payment_switch')) : '',
  };
}

/** The savings fields of a stored savings_conditions. */
function savingsDraft(stored: unknown): Partial<OfferDraft> {
  const conditions = isRecord(stored) ? stored : {};
  const promotion = isRecord(conditions.promotion) ? conditions.promotion : {};
  const termRates = isRecord(conditions.term_rates) ? conditions.term_rates : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    savings_product: text(conditions.product),
    savings_base_rate: decimalText(conditions.base_rate, 2),
    savings_promotion_rate: decimalText(promotion.rate, 2),
    savings_promotion_months: integerText(promotion.months),
    savings_promotion_max_amount: integerText(promotion.max_amount),
    ...Object.fromEntries(savingsTermMonths.map((months) => [termRateFieldName(months), decimalText(termRates[String(months)], 2)])),
    savings_crediting: text(conditions.crediting),
    savings_min_amount: integerText(conditions.min_amount),
    savings_max_amount: integerText(conditions.max_amount),
    savings_country: text(conditions.country),
    savings_deposit_guarantee: text(conditions.deposit_guarantee),
  };
}

/** The form's starting point: the stored row, numbers in German notation. */
export function draftFromRow(row: OfferRow): OfferDraft {
  const evaluation = parseEvaluation(row.evaluation);
  const example = row.representative_example;
  const draft: Record<string, unknown> = {
    name: row.name,
    description: row.description,
    adtraction_tracking_url: row.adtraction_tracking_url,
    is_active: row.is_active,
    display_order: String(row.display_order),
    amount_range: row.amount_range ?? '',
    min_amount: integerText(row.min_amount),
    max_amount: integerText(row.max_amount),
    min_term_months: integerText(row.min_term_months),
    max_term_months: integerText(row.max_term_months),
    effective_rate_min: decimalText(row.effective_rate_min, 2),
    effective_rate_max: decimalText(row.effective_rate_max, 2),
    borrowing_rate_two_thirds: decimalText(row.borrowing_rate_two_thirds, 2),
    borrowing_rate_fixed: row.borrowing_rate_fixed ?? true,
    example_amount: integerText(example?.net_loan_amount),
    example_term_months: integerText(example?.term_months),
    lender_name: row.lender_name ?? '',
    lender_address: row.lender_address ?? '',
    is_intermediary: row.is_intermediary,
    purposes: row.purposes ?? [],
    features: row.features ?? [],
    ...Object.fromEntries(mortgageFixedRatePeriods.map((years) => [mortgageRateFieldName(years), decimalText(row.mortgage_rates?.[years], 2)])),
    max_loan_to_value: integerText(row.max_loan_to_value),
    mortgage_rates_min_amount: integerText(row.mortgage_rates_min_amount),
    mortgage_rates_max_amount: integerText(row.mortgage_rates_max_amount),
    mortgage_rates_max_loan_to_value: integerText(row.mortgage_rates_max_loan_to_value),
    example_fixed_rate_years: integerText(row.example_fixed_rate_years),
    example_loan_to_value: integerText(row.example_loan_to_value),
    ...cardDraft(row.card_conditions),
    ...savingsDraft(row.savings_conditions),
    pros: row.pros.join('\n'),
    cons: row.cons.join('\n'),
    requirements: row.requirements.join('\n'),
    evaluated: evaluation !== null,
    evaluated_at: evaluation?.evaluated_at ?? '',
    ...Object.fromEntries(evaluationCriterionKeys.map((key) => [scoreFieldName(key), decimalText(evaluation?.scores[key], 1)])),
  };
  return draft as OfferDraft;
}

/** The fields of a category in form order, for focusing the first refused one. */
export const formFields = (category: PartnerCategory): OfferField[] => fieldGroupsFor(category).flatMap((group) => group.fields);
