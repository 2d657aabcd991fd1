import * as v from 'valibot';
import { cardProductTypes, type PartnerCategory } from '@/entities/partner/model';
import { nonBlankText } from '@/lib/schema';

/**
 * partners.card_conditions, with the rules of the CHECKs in supabase/migrations/20261127000100_card_conditions.sql
 * (tests/integration/card-conditions.test.ts runs the same rows through both). Fees and amounts in euros with
 * cents, percentages with at most two decimals.
 */
const MAX_FEE = 1_000;
const MAX_PERCENT = 10;
const MAX_CASH_MINIMUM = 100;
const MAX_WAIVER_SPEND = 1_000_000;
const MAX_CASHBACK_CAP = 10_000;
const MAX_FREE_WITHDRAWALS = 365;

/** At most two decimals; a float's binary noise (0.29 × 100 = 28.999999999999996) is no third decimal. */
const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-7;

/** A number with cents from `min` (exclusive where `above`) to `max`. */
const cents = (min: number, max: number, above = false) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.check((value) => (above ? value > min : value >= min) && value <= max && hasTwoDecimals(value)),
  );

const cardConditionsSchema = v.pipe(
  v.strictObject({
    type: v.picklist(cardProductTypes),
    annual_fee_first_year: cents(0, MAX_FEE),
    annual_fee: cents(0, MAX_FEE),
    fee_waiver_spend: v.nullish(cents(0, MAX_WAIVER_SPEND, true), null),
    foreign_currency_fee: cents(0, MAX_PERCENT),
    cash_fee_percent: cents(0, MAX_PERCENT),
    cash_fee_min: cents(0, MAX_CASH_MINIMUM),
    free_withdrawals: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FREE_WITHDRAWALS)), null),
    cashback_percent: cents(0, MAX_PERCENT),
    cashback_cap: v.nullish(cents(0, MAX_CASHBACK_CAP, true), null),
    apple_pay: v.boolean(),
    google_pay: v.boolean(),
    schufa_check: v.boolean(),
    /** Revolving cards only: how to switch from the preset Teilzahlung to paying the full bill. */
    full_payment_switch: v.nullish(nonBlankText, null),
    /** Invented sample data, shown as such. */
    sample: v.optional(v.boolean(), false),
  }),
  v.check(({ fee_waiver_spend, annual_fee_first_year, annual_fee }) => fee_waiver_spend === null || annual_fee_first_year > 0 || annual_fee > 0, 'Gebührenverzicht ohne Gebühr'),
  v.check(({ cashback_cap, cashback_percent }) => cashback_cap === null || cashback_percent > 0, 'Cashback-Obergrenze ohne Cashback'),
  v.check(({ type, full_payment_switch }) => (type === 'revolving') === (full_payment_switch !== null), 'Umstellung auf Vollzahlung nur bei Teilzahlung'),
  v.transform((conditions) => ({
    type: conditions.type,
    annualFeeFirstYear: conditions.annual_fee_first_year,
    annualFee: conditions.annual_fee,
    feeWaiverSpend: conditions.fee_waiver_spend,
    foreignCurrencyFee: conditions.foreign_currency_fee,
    cashFeePercent: conditions.cash_fee_percent,
    cashFeeMin: conditions.cash_fee_min,
    /** 0 where the card has none. */
    freeWithdrawals: conditions.free_withdrawals ?? 0,
    cashbackPercent: conditions.cashback_percent,
    cashbackCap: conditions.cashback_cap,
    applePay: conditions.apple_pay,
    googlePay: conditions.google_pay,
    schufaCheck: conditions.schufa_check,
    fullPaymentSwitch: conditions.full_payment_switch,
    sample: conditions.sample,
  })),
);

/** A card's conditions as the cost model reads them. */
export type CardConditions = v.InferOutput<typeof cardConditionsSchema>;

/** The stored form (column card_conditions), as the seed writes it. */
export type CardConditionsColumn = v.InferInput<typeof cardConditionsSchema>;

type Row = Record<string, unknown>;

const isAbsent = (value: unknown) => value === null || value === undefined;

/**
 * The row-level rules of partners_kreditkarte_conditions and _teilzahlung: only cards have conditions, and a
 * revolving card, only it, has rates, its representative example and a lender. Null when they hold.
 */
function rowDefect(row: Row, category: PartnerCategory, conditions: CardConditions): string | null {
  if (category !== 'kreditkarte') return 'nur Karten haben Kartenkonditionen';
  const credit = [row.representative_example, row.borrowing_rate_two_thirds, row.effective_rate_two_thirds];
  if (conditions.type !== 'revolving') {
    const rates = [...credit, row.apr_from, row.effective_rate_min, row.effective_rate_max];
    return rates.every(isAbsent) ? null : 'Zins oder Beispiel bei einer Karte ohne Teilzahlung';
  }
  const lender = typeof row.lender_name === 'string' ? row.lender_name : null;
  return credit.some(isAbsent) || lender === null ? 'Teilzahlung ohne Sollzins, repräsentatives Beispiel oder Darlehensgeber' : null;
}

/**
 * The card conditions of a row; null without them, null plus one `warn` with the reason when they or the
 * row's credit columns break the rules (the offer stays, without a cost calculation).
 */
export function parseCardConditions(row: Row, category: PartnerCategory, warn: (reason: string) => void): CardConditions | null {
  if (isAbsent(row.card_conditions)) {
    if (category === 'kreditkarte') warn('keine angegeben');
    return null;
  }
  const conditions = readCardConditions(row.card_conditions);
  if (!conditions) {
    warn('ungültiges Format');
    return null;
  }
  const defect = rowDefect(row, category, conditions);
  if (defect) warn(defect);
  return defect ? null : conditions;
}

/** The column's value as the cost model reads it, or null when it breaks the rules of the jsonb CHECKs. */
export function readCardConditions(value: unknown): CardConditions | null {
  const parsed = v.safeParse(cardConditionsSchema, value, { abortEarly: true });
  return parsed.success ? parsed.output : null;
}
