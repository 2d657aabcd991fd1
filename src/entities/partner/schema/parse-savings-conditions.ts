import * as v from 'valibot';
import { depositCountries, festgeldCreditings, savingsTermMonths, tagesgeldCreditings } from '@/entities/partner/model';
import { nonBlankText } from '@/lib/schema';

/**
 * partners.savings_conditions, with the rules of the CHECKs in
 * supabase/migrations/20261127000200_savings_conditions.sql (tests/integration/savings-conditions.test.ts
 * runs the same rows through both). Rates in percent p. a., amounts in whole euros, terms in months.
 */
const MAX_RATE = 30;
const MAX_PROMOTION_MONTHS = 120;

/** At most two decimals; a float's binary noise (2.6 × 100 = 260.00000000000003) is no third decimal. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-7;

const rateFrom = (min: number, exclusive: boolean) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.check((value) => (exclusive ? value > min : value >= min) && value <= MAX_RATE && hasTwoDecimals(value)),
  );

const wholeFrom = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

const common = {
  min_amount: wholeFrom(1),
  max_amount: wholeFrom(1),
  country: v.picklist(depositCountries),
  deposit_guarantee: nonBlankText,
  /** Invented sample data, shown as such. */
  sample: v.optional(v.boolean(), false),
};

const promotionSchema = v.strictObject({
  rate: rateFrom(0, true),
  months: v.pipe(wholeFrom(1), v.maxValue(MAX_PROMOTION_MONTHS)),
  max_amount: wholeFrom(1),
});

const tagesgeldSchema = v.pipe(
  v.strictObject({
    product: v.literal('tagesgeld'),
    base_rate: rateFrom(0, false),
    promotion: v.nullish(promotionSchema, null),
    crediting: v.picklist(tagesgeldCreditings),
    ...common,
  }),
  v.check(({ base_rate, promotion }) => promotion === null || promotion.rate > base_rate, 'Neukundenzins nicht über dem Zins'),
);

const termKeys = savingsTermMonths.map(String) as readonly string[];

const festgeldSchema = v.strictObject({
  product: v.literal('festgeld'),
  term_rates: v.pipe(
    v.record(v.picklist(termKeys), rateFrom(0, true)),
    v.check((rates) => Object.keys(rates).length > 0, 'keine Laufzeit'),
  ),
  crediting: v.picklist(festgeldCreditings),
  ...common,
});

const savingsConditionsSchema = v.pipe(
  v.variant('product', [tagesgeldSchema, festgeldSchema]),
  v.check(({ min_amount, max_amount }) => min_amount <= max_amount, 'Mindestbetrag über Höchstbetrag'),
  v.transform(({ min_amount, max_amount, deposit_guarantee, ...conditions }) => {
    const limits = { minAmount: min_amount, maxAmount: max_amount, depositGuarantee: deposit_guarantee };
    if (conditions.product === 'tagesgeld') {
      const { base_rate, promotion, ...rest } = conditions;
      return {
        ...rest,
        ...limits,
        baseRate: base_rate,
        promotion: promotion && { rate: promotion.rate, months: promotion.months, maxAmount: promotion.max_amount },
      };
    }
    const { term_rates, ...rest } = conditions;
    // The offered terms, shortest first.
    const terms = Object.entries(term_rates)
      .map(([months, rate]) => ({ months: Number(months), rate }))
      .sort((a, b) => a.months - b.months);
    return { ...rest, ...limits, terms };
  }),
);

/** A savings offer's conditions: a Tagesgeld (`baseRate`, `promotion`) or a Festgeld (`terms`). */
export type SavingsConditions = v.InferOutput<typeof savingsConditionsSchema>;

/** Whether the value passes the rules of the CHECKs (for the test that keeps both equal). */
export function isValidSavingsConditions(value: unknown): boolean {
  return v.is(savingsConditionsSchema, value);
}

/** The conditions of a row's savings_conditions; null without, null plus one `warn` when malformed. */
export function parseSavingsConditions(value: unknown, warn: (reason: string) => void): SavingsConditions | null {
  if (value === null || value === undefined) return null;
  const parsed = v.safeParse(savingsConditionsSchema, value, { abortEarly: true });
  if (parsed.success) return parsed.output;
  warn('Sparkonditionen ungültig');
  return null;
}
