/**
 * How each field of the offer form reads what was typed: German numbers with the bounds and decimals of the
 * partners table's CHECKs, links, dates, lists. Blank numbers are null; a refusal carries the field's message.
 */
import * as v from 'valibot';
import { parseTrackingUrl } from '@/entities/partner/schema/tracking-url';
import type { OfferField, OfferFieldName } from '@/features/admin/lib/offer-fields';
import { parseGermanNumber } from '@/lib/parse-german-number';

interface NumberRule {
  min: number;
  max: number;
  decimals: number;
  /** The lower bound itself is refused (a rate "above 0"). */
  above?: boolean;
  message: string;
}

const rules = {
  amount: { min: 1, max: 100_000_000, decimals: 0, message: 'Bitte einen Betrag in ganzen Euro ab 1 € eingeben.' },
  term: { min: 1, max: 600, decimals: 0, message: 'Bitte eine Laufzeit von 1 bis 600 Monaten eingeben.' },
  rate: { min: 0, max: 30, decimals: 2, message: 'Bitte einen Zinssatz von 0 bis 30 % mit höchstens zwei Nachkommastellen eingeben.' },
  positiveRate: { min: 0, max: 30, above: true, decimals: 2, message: 'Bitte einen Zinssatz über 0 bis 30 % mit höchstens zwei Nachkommastellen eingeben.' },
  borrowingRate: { min: 0, max: 30, decimals: 2, message: 'Der Sollzins muss zwischen 0 und 30 % liegen (höchstens zwei Nachkommastellen).' },
  loanToValue: { min: 1, max: 150, decimals: 0, message: 'Bitte einen Beleihungsauslauf von 1 bis 150 % eingeben.' },
  order: { min: 0, max: 1_000_000, decimals: 0, message: 'Bitte eine ganze Zahl ab 0 eingeben.' },
  score: { min: 0, max: 5, decimals: 1, message: 'Bitte 0 bis 5 Punkte in Schritten von 0,1 eingeben.' },
  fee: { min: 0, max: 1_000, decimals: 2, message: 'Bitte einen Betrag von 0 bis 1.000 € mit höchstens zwei Nachkommastellen eingeben.' },
  cardPercent: { min: 0, max: 10, decimals: 2, message: 'Bitte 0 bis 10 % mit höchstens zwei Nachkommastellen eingeben.' },
  cashMinimum: { min: 0, max: 100, decimals: 2, message: 'Bitte 0 bis 100 € mit höchstens zwei Nachkommastellen eingeben.' },
  waiverSpend: { min: 0, max: 1_000_000, above: true, decimals: 2, message: 'Bitte einen Umsatz über 0 bis 1.000.000 € eingeben.' },
  cashbackCap: { min: 0, max: 10_000, above: true, decimals: 2, message: 'Bitte einen Betrag über 0 bis 10.000 € eingeben.' },
  withdrawals: { min: 1, max: 365, decimals: 0, message: 'Bitte 1 bis 365 Abhebungen eingeben.' },
  promotionMonths: { min: 1, max: 120, decimals: 0, message: 'Bitte 1 bis 120 Monate eingeben.' },
} as const satisfies Record<string, NumberRule>;

/** Fields whose rule is not the one of their kind. */
const ruleByName: Partial<Record<OfferFieldName, NumberRule>> = {
  min_amount: rules.amount,
  max_amount: rules.amount,
  example_amount: rules.amount,
  mortgage_rates_min_amount: rules.amount,
  mortgage_rates_max_amount: rules.amount,
  savings_min_amount: rules.amount,
  savings_max_amount: rules.amount,
  savings_promotion_max_amount: rules.amount,
  min_term_months: rules.term,
  max_term_months: rules.term,
  example_term_months: rules.term,
  borrowing_rate_two_thirds: rules.borrowingRate,
  max_loan_to_value: rules.loanToValue,
  mortgage_rates_max_loan_to_value: rules.loanToValue,
  example_loan_to_value: rules.loanToValue,
  display_order: rules.order,
  card_annual_fee_first_year: rules.fee,
  card_annual_fee: rules.fee,
  card_fee_waiver_spend: rules.waiverSpend,
  card_foreign_currency_fee: rules.cardPercent,
  card_cash_fee_percent: rules.cardPercent,
  card_cash_fee_min: rules.cashMinimum,
  card_free_withdrawals: rules.withdrawals,
  card_cashback_percent: rules.cardPercent,
  card_cashback_cap: rules.cashbackCap,
  savings_promotion_rate: rules.positiveRate,
  savings_promotion_months: rules.promotionMonths,
};

const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
};

/** German number text → number | null (blank); a value outside the rule fails with the rule's message. */
function numberSchema(rule: NumberRule) {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value.trim();
      if (text === '') return null;
      const parsed = parseGermanNumber(text, { max: 1e12 });
      const fits = parsed.ok && (rule.above ? parsed.value > rule.min : parsed.value >= rule.min) && parsed.value <= rule.max;
      if (!parsed.ok || !fits || !hasDecimals(parsed.value, rule.decimals)) {
        addIssue({ message: rule.message });
        return NEVER;
      }
      // parseGermanNumber reads binary floats; the stored value has at most `decimals` places.
      return Number(parsed.value.toFixed(rule.decimals));
    }),
  );
}

const trimmed = v.pipe(v.string(), v.transform((text) => text.trim()));
const lines = v.pipe(
  v.string(),
  v.transform((text) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '')),
);
const trackingUrl = v.pipe(
  trimmed,
  v.check((text) => text !== '' && parseTrackingUrl(text) !== null && !/\s/.test(text), 'Bitte einen vollständigen https-Link eingeben.'),
);
const isoDay = v.pipe(
  trimmed,
  v.check((text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)), 'Bitte ein gültiges Datum eingeben.'),
);

/** How a field's typed value is read. */
export function fieldSchema(field: Pick<OfferField, 'name' | 'kind' | 'choices'>): v.GenericSchema<unknown, unknown> {
  const rule = ruleByName[field.name];
  if (rule) return numberSchema(rule);
  switch (field.kind) {
    case 'url':
      return trackingUrl;
    case 'integer':
      return numberSchema(rules.amount);
    case 'euro':
      return numberSchema(rules.fee);
    case 'percent':
      return numberSchema(field.name.startsWith('mortgage_rate_') || field.name.startsWith('savings_term_rate_') ? rules.positiveRate : rules.rate);
    case 'score':
      return numberSchema(rules.score);
    case 'lines':
      return lines;
    case 'date':
      return isoDay;
    case 'checkbox':
      return v.boolean();
    case 'choices':
      return v.array(v.string());
    case 'select':
      return v.pipe(
        trimmed,
        v.check((value) => value === '' || (field.choices ?? []).some((choice) => choice.value === value), 'Bitte eine der Möglichkeiten wählen.'),
      );
    default:
      return trimmed;
  }
}
