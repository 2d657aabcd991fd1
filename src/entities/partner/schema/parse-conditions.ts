import * as v from 'valibot';
import { nonBlankText } from '@/lib/schema';
import { mortgageFixedRatePeriods, type PartnerCategory } from '@/entities/partner/model';
import { offerFeatures, purposes } from '@/entities/partner/model';

type Row = Record<string, unknown>;

/** The same bounds as the CHECKs in supabase/migrations/20261124000200_partner_conditions.sql. */
const MAX_RATE = 30;
const MAX_TERM_MONTHS = 600;
const MAX_LOAN_TO_VALUE = 150;

const isAbsent = (value: unknown) => value === null || value === undefined;

const wholeNumber = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** [min, max] in whole units from 1 to `max`, min not above max. */
const wholeRange = (max: number, reason: string) =>
  v.message(
    v.pipe(
      v.tuple([wholeNumber(max), wholeNumber(max)]),
      v.check(([low, high]) => low <= high),
    ),
    reason,
  );

/** Percent p. a. */
const rate = (reason: string) => v.message(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_RATE)), reason);

/** Known names only, each counted once; null or absent is the empty list. */
const knownList = <const TNames extends readonly string[]>(names: TNames, reason: string) =>
  v.message(
    v.pipe(
      v.nullish(v.array(v.picklist(names)), []),
      v.transform((list) => [...new Set(list)]),
    ),
    reason,
  );

/** The rate at least two thirds of customers get (§ 17 Abs. 4 PAngV), within the offer's rate span. */
const twoThirdsRateSchema = v.pipe(
  v.object({
    effectiveRate: rate('2/3-Zins ungültig'),
    /** Sollzins belonging to the effective rate. */
    borrowingRate: rate('Sollzins zum 2/3-Zins ungültig'),
    /** Sollzins gebunden (true) or veränderlich. */
    borrowingRateFixed: v.boolean('Zinsbindung fehlt'),
    span: v.tuple([v.number(), v.number()]),
  }),
  v.check(
    ({ effectiveRate, borrowingRate, span: [min, max] }) => effectiveRate >= min && effectiveRate <= max && borrowingRate <= effectiveRate,
    '2/3-Zins außerhalb der Zinsspanne',
  ),
  v.transform(({ effectiveRate, borrowingRate, borrowingRateFixed }) => ({ effectiveRate, borrowingRate, borrowingRateFixed })),
);

/**
 * The Darlehensbeträge and the Beleihungsauslauf the rates are quoted for, within what the offer lends at all
 * (`lending`: min and max amount, max Beleihungsauslauf). The CHECK partners_mortgage_rates_scope in
 * supabase/migrations/20261127000300_lender_identity.sql.
 */
const rateScopeSchema = v.message(
  v.pipe(
    v.object({
      minAmount: wholeNumber(Number.MAX_SAFE_INTEGER),
      maxAmount: wholeNumber(Number.MAX_SAFE_INTEGER),
      maxLoanToValue: wholeNumber(MAX_LOAN_TO_VALUE),
      lending: v.tuple([v.unknown(), v.unknown(), v.unknown()]),
    }),
    v.check(
      ({ minAmount, maxAmount, maxLoanToValue, lending: [min, max, ltv] }) =>
        typeof min === 'number' && typeof max === 'number' && typeof ltv === 'number' && min <= minAmount && minAmount <= maxAmount && maxAmount <= max && maxLoanToValue <= ltv,
    ),
    v.transform(({ minAmount, maxAmount, maxLoanToValue }) => ({ minAmount, maxAmount, maxLoanToValue })),
  ),
  'Geltungsbereich der Bauzinsen ungültig',
);

/** Zinsbindung (a key of the rates) and Beleihungsauslauf the representative example assumes. */
const exampleTermsSchema = v.message(
  v.object({
    fixedRateYears: v.pipe(v.number(), v.integer(), v.transform(String), v.picklist(mortgageFixedRatePeriods)),
    loanToValue: wholeNumber(MAX_LOAN_TO_VALUE),
  }),
  'Zinsbindung oder Beleihungsauslauf des Beispiels ungültig',
);

const mortgageSchema = v.object({
  /** Sollzins in percent by Zinsbindung; a missing period is not offered. */
  rates: v.message(
    v.pipe(
      v.record(v.picklist(mortgageFixedRatePeriods), v.pipe(rate('Bauzins ungültig'), v.check((value) => value > 0))),
      v.check((rates) => Object.keys(rates).length > 0),
    ),
    'Bauzinsen ungültig',
  ),
  /** Highest Beleihungsauslauf in percent of the purchase price. */
  maxLoanToValue: v.message(wholeNumber(MAX_LOAN_TO_VALUE), 'Beleihungsauslauf ungültig'),
  /** Null: the offer does not say which loans its rates hold for, so none is applied (an individual quote). */
  rateScope: v.nullable(rateScopeSchema),
  /** Null where the offer has no representative example. */
  exampleTerms: v.nullable(exampleTermsSchema),
});

/**
 * The condition columns of one category, grouped in the order their rules are checked: the first
 * group that fails names the reason. Amounts in whole euros, terms in months, rates in percent.
 */
function conditionsSchema(category: PartnerCategory) {
  const instalmentLoan = category === 'ratenkredit' || category === 'comparison';
  return v.pipe(
    v.object({
      amounts: wholeRange(Number.MAX_SAFE_INTEGER, 'Betragsspanne ungültig'),
      terms: wholeRange(MAX_TERM_MONTHS, 'Laufzeitspanne ungültig'),
      /** The "ab" rate, rendered as apr_from, and the highest rate. */
      rates: v.pipe(
        v.tuple([rate('Zins ab ungültig'), rate('Zins bis ungültig')]),
        v.check(([min, max]) => min <= max, 'Zinsspanne ungültig'),
      ),
      /** Empty where the offer states none (business loans, mortgages). */
      purposes: v.pipe(
        knownList(purposes, 'Verwendungszweck unbekannt'),
        v.check((list) => !instalmentLoan || list.length > 0, 'Verwendungszwecke fehlen'),
      ),
      /** Always present for Ratenkredit and comparison rows; optional for business loans and mortgages. */
      twoThirds: v.pipe(
        v.nullable(twoThirdsRateSchema),
        v.check((twoThirds) => !instalmentLoan || twoThirds !== null, '2/3-Zins fehlt'),
      ),
      features: knownList(offerFeatures, 'Merkmal unbekannt'),
      /** Baufinanzierung only. */
      mortgage: v.pipe(
        v.nullable(mortgageSchema),
        v.check((mortgage) => category !== 'baufinanzierung' || mortgage !== null, 'Bauzinsen fehlen'),
      ),
    }),
    v.transform(({ amounts, terms, rates, ...rest }) => ({
      minAmount: amounts[0],
      maxAmount: amounts[1],
      minTermMonths: terms[0],
      maxTermMonths: terms[1],
      effectiveRateMin: rates[0],
      effectiveRateMax: rates[1],
      ...rest,
    })),
  );
}

/** Structured conditions of a loan offer; they fit `OfferConditions`, so eligibility checks take them as they are. */
export type PartnerConditions = v.InferOutput<ReturnType<typeof conditionsSchema>>;

const mortgageColumns = [
  'mortgage_rates',
  'max_loan_to_value',
  'mortgage_rates_min_amount',
  'mortgage_rates_max_amount',
  'mortgage_rates_max_loan_to_value',
  'example_fixed_rate_years',
  'example_loan_to_value',
] as const;

/** The mortgage columns; the rate scope and the example's terms are null where all their columns are absent. */
function mortgageGroup(row: Row) {
  const scope = [row.mortgage_rates_min_amount, row.mortgage_rates_max_amount, row.mortgage_rates_max_loan_to_value];
  const terms = [row.example_fixed_rate_years, row.example_loan_to_value];
  return {
    rates: row.mortgage_rates,
    maxLoanToValue: row.max_loan_to_value,
    rateScope: scope.every(isAbsent)
      ? null
      : { minAmount: scope[0], maxAmount: scope[1], maxLoanToValue: scope[2], lending: [row.min_amount, row.max_amount, row.max_loan_to_value] },
    exampleTerms: terms.every(isAbsent) ? null : { fixedRateYears: terms[0], loanToValue: terms[1] },
  };
}

/** The columns as the groups conditionsSchema checks; a group whose columns are all absent is null. */
function conditionGroups(row: Row) {
  const twoThirdsColumns = [row.effective_rate_two_thirds, row.borrowing_rate_two_thirds, row.borrowing_rate_fixed];
  return {
    amounts: [row.min_amount, row.max_amount],
    terms: [row.min_term_months, row.max_term_months],
    rates: [row.effective_rate_min, row.effective_rate_max],
    purposes: row.purposes,
    twoThirds: twoThirdsColumns.every(isAbsent)
      ? null
      : {
          effectiveRate: row.effective_rate_two_thirds,
          borrowingRate: row.borrowing_rate_two_thirds,
          borrowingRateFixed: row.borrowing_rate_fixed,
          span: [row.effective_rate_min, row.effective_rate_max],
        },
    features: row.features,
    mortgage: mortgageColumns.every((column) => isAbsent(row[column])) ? null : mortgageGroup(row),
  };
}

/**
 * The structured conditions of a row. Null without an amount range (savings accounts, cards,
 * rows from before the columns existed); null plus one `warn` with the reason when they are malformed.
 */
export function parseConditions(row: Row, category: PartnerCategory, warn: (reason: string) => void): PartnerConditions | null {
  if (isAbsent(row.min_amount) && isAbsent(row.max_amount)) return null;
  const parsed = v.safeParse(conditionsSchema(category), conditionGroups(row), { abortEarly: true });
  if (parsed.success) return parsed.output;
  warn(parsed.issues[0].message);
  return null;
}

/** Who grants the loan (§ 17 PAngV: identity and address); for an intermediary, the bank of the example. */
const lenderSchema = v.pipe(
  v.object({
    lender_name: nonBlankText,
    lender_address: nonBlankText,
    /** The partner is a Darlehensvermittler, `lender_name` the Darlehensgeber. */
    is_intermediary: v.fallback(v.boolean(), false),
  }),
  v.transform(({ lender_name, lender_address, is_intermediary }) => ({ name: lender_name, address: lender_address, isIntermediary: is_intermediary })),
);

export type PartnerLender = v.InferOutput<typeof lenderSchema>;

/** The lender's identity; null without one, null plus one `warn` when name or address is missing. */
export function parseLender(row: Row, warn: (reason: string) => void): PartnerLender | null {
  if (isAbsent(row.lender_name) && isAbsent(row.lender_address)) return null;
  const parsed = v.safeParse(lenderSchema, row);
  if (parsed.success) return parsed.output;
  warn('Name oder Anschrift fehlt');
  return null;
}
