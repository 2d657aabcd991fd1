import * as v from 'valibot';
import { parseConditions, parseLender, type PartnerConditions, type PartnerLender } from '@/entities/partner/schema/parse-conditions';
import { parseEvaluation, type PartnerEvaluation } from '@/entities/partner/schema/parse-evaluation';
import { parseSavingsConditions, type SavingsConditions } from '@/entities/partner/schema/parse-savings-conditions';
import { parseCardConditions, type CardConditions } from '@/entities/partner/schema/parse-card-conditions';
import { exampleDefect } from '@/entities/partner/schema/example-requirements';
import { partnerCategories } from '@/entities/partner/model';
import { parseTrackingUrl } from '@/entities/partner/schema/tracking-url';
import { nonBlankText, requiredEntry } from '@/lib/schema';

type Warn = (message: string) => void;

/** The same rule as the logo_filename CHECK in supabase/migrations. */
const LOGO_FILENAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|webp)$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => v.is(nonBlankText, value);

const text = nonBlankText;
const finite = v.pipe(v.number(), v.finite());
/** A list of texts; other items are left out, anything but a list is the empty list. */
const textList = v.fallback(v.pipe(v.array(v.unknown()), v.transform((items) => items.filter(isText))), []);

/** Representative example (§ 17 PAngV), stored as jsonb in partners.representative_example. */
const representativeExampleSchema = v.object({
  net_loan_amount: finite,
  /** Sollzins p. a. in percent. */
  borrowing_rate: finite,
  borrowing_rate_type: v.picklist(['gebunden', 'veränderlich']),
  /** Effektiver Jahreszins in percent. */
  effective_rate: finite,
  term_months: finite,
  monthly_instalment: finite,
  total_amount: finite,
  lender: text,
});

/**
 * The columns of a partners row. The first four drop the row when they fail, checked in this order
 * (each message is the reason); every other column falls back to its empty form.
 */
const partnerColumnsSchema = v.pipe(
  v.object({
    name: requiredEntry(v.message(text, 'Name fehlt')),
    adtraction_tracking_url: requiredEntry(
      v.pipe(
        v.unknown(),
        v.transform((raw) => parseTrackingUrl(raw)?.href ?? null),
        v.string('ungültige Tracking-URL'),
      ),
    ),
    category: requiredEntry(v.picklist(partnerCategories, 'unbekannte Kategorie')),
    // Absent means active.
    is_active: v.pipe(
      v.optional(v.unknown(), true),
      v.check((active) => active !== false, 'nicht aktiv'),
      v.transform(() => true),
    ),
    id: v.optional(v.unknown()),
    brand_id: v.optional(v.unknown()),
    description: v.fallback(text, ''),
    display_order: v.fallback(finite, 0),
    logo_filename: v.fallback(v.nullable(v.pipe(v.string(), v.regex(LOGO_FILENAME))), null),
    amount_range: v.fallback(v.nullable(text), null),
    apr_from: v.fallback(v.nullable(text), null),
    pros: textList,
    cons: textList,
    requirements: textList,
    representative_example: v.fallback(v.nullable(representativeExampleSchema), null),
    /** When the conditions were last checked (timestamptz as ISO text); null where malformed, absent where unknown. */
    conditions_checked_at: v.optional(v.fallback(v.nullable(v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text))))), null)),
  }),
  v.transform(({ id, brand_id, ...columns }) => ({
    ...columns,
    id: String(id ?? brand_id ?? columns.name),
    brand_id: isText(brand_id) ? brand_id : String(id ?? columns.name),
  })),
);

export type { CardConditions, PartnerConditions, PartnerEvaluation, PartnerLender, SavingsConditions };

export type TwoThirdsRate = NonNullable<PartnerConditions['twoThirds']>;

export type MortgageConditions = NonNullable<PartnerConditions['mortgage']>;

/** One row of the partners table after validation (the table's column names). */
export type Partner = v.InferOutput<typeof partnerColumnsSchema> & {
  /** Null: not evaluated, so no rank and no score. */
  evaluation: PartnerEvaluation | null;
  /** Parsed from the condition columns; null where the row has none or they are malformed. */
  conditions: PartnerConditions | null;
  /** Null where the row names no lender (savings accounts) or the identity is incomplete. */
  lender: PartnerLender | null;
  /** Savings accounts: parsed from savings_conditions, null where malformed; absent on other categories. */
  savings?: SavingsConditions | null;
  /** Cards: parsed from card_conditions, null where missing or malformed; absent on other categories. */
  card?: CardConditions | null;
};

export type RepresentativeExample = NonNullable<Partner['representative_example']>;

/** The row's evaluation; a malformed one is dropped with one warning (the offer stays, unranked). */
function evaluationOf(value: unknown, label: string) {
  if (value === null || value === undefined) return null;
  const evaluation = parseEvaluation(value);
  if (!evaluation) console.warn(`Bewertung von ${label} verworfen: ungültiges Format`);
  return evaluation;
}

/**
 * Validates one partners row. Returns null (and warns) for a row without a name or with an
 * unusable tracking URL; fills missing lists with [] and drops a malformed example, evaluation or logo.
 * Malformed conditions or lender identity become null with one warning each; the row stays. So does an
 * example without the lender's name and address (or a mortgage example without its terms), with a warning.
 */
export function parsePartnerRow(row: unknown, warn: Warn = console.warn): Partner | null {
  if (!isRecord(row)) {
    warn('Partner-Zeile verworfen: kein Objekt');
    return null;
  }
  const parsed = v.safeParse(partnerColumnsSchema, row, { abortEarly: true });
  if (!parsed.success) {
    const label = isText(row.name) ? row.name : String(row.brand_id ?? row.id ?? '?');
    warn(`Partner-Zeile verworfen (${label}): ${parsed.issues[0].message}`);
    return null;
  }
  const partner = parsed.output;
  const conditions = parseConditions(row, partner.category, (reason) => warn(`Konditionen von ${partner.name} verworfen: ${reason}`));
  const lender = parseLender(row, (reason) => warn(`Darlehensgeber von ${partner.name} verworfen: ${reason}`));
  const example = partner.representative_example;
  const defect = example && exampleDefect({ category: partner.category, example, lender, conditions });
  if (defect) warn(`Repräsentatives Beispiel von ${partner.name} verworfen: ${defect}`);
  return {
    ...partner,
    // Without it the offer shows no rate either (advertisedLoanRate).
    representative_example: defect ? null : example,
    evaluation: evaluationOf(row.evaluation, partner.name),
    conditions,
    lender,
    ...(partner.category === 'sparkonto' && {
      savings: parseSavingsConditions(row.savings_conditions, (reason) => warn(`Sparkonditionen von ${partner.name} verworfen: ${reason}`)),
    }),
    ...(partner.category === 'kreditkarte' && {
      card: parseCardConditions(row, partner.category, (reason) => warn(`Kartenkonditionen von ${partner.name} verworfen: ${reason}`)),
    }),
  };
}

/** Validates a response body; a bad row never breaks the list. `warn` hears why a row was dropped. */
export function parsePartnerRows(rows: unknown, warn: Warn = console.warn): Partner[] {
  if (!Array.isArray(rows)) {
    warn('Partner-Antwort ist keine Liste und wird ignoriert');
    return [];
  }
  return rows.flatMap((row) => {
    const partner = parsePartnerRow(row, warn);
    return partner ? [partner] : [];
  });
}
