import * as v from 'valibot';
import { roundHalfUp } from '@/lib/round';
import { compactNumberText, parseGermanNumber, type ParseFailureReason } from '@/lib/parse-german-number';
import { formatEuroWhole, formatNumber } from '@/lib/format';
import { calculationModes, defaultComparisonParams, monthlyBudgetLimits, ratenkreditProduct, sortOrders, sortOrdersByMode, type AmountTermProduct, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { offerFeatures, purposes } from '@/entities/partner/model';

type HintField = 'betrag' | 'laufzeit' | 'zweck' | 'sortierung' | 'modus' | 'wunschrate';

export interface ParsedComparisonParams {
  values: ComparisonParams;
  /** German notes for fields whose value was corrected or replaced by the default. */
  hints: Partial<Record<HintField, string>>;
}

/** How an unusable amount or term is replaced: each rule of wholeNumberSchema names one as its message. */
type Correction = 'min' | 'max' | 'whole' | 'missing' | 'unrecognised';

const correctionFor: Record<ParseFailureReason, Correction> = { empty: 'missing', invalid: 'unrecognised', negative: 'min', 'too-large': 'max' };

/** "1e9", "2,5E4": a number, though not German notation. */
const EXPONENT = /^\d+([.,]\d+)?e[+-]?\d+$/i;
/** "10,000", "1,000,000.50": thousands grouped with commas. In whole euros or months three decimals make no sense. */
const COMMA_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number read from typed text; `reread` when the text was not German notation, so the hint says
 * how it was understood. Leading zeros count for nothing ("010.000" is 10.000).
 */
type ReadNumber = { ok: true; value: number; reread: boolean } | { ok: false; reason: ParseFailureReason };

function readNumber(raw: string): ReadNumber {
  const text = compactNumberText(raw.normalize('NFKC'));
  if (EXPONENT.test(text)) return { ok: true, value: Number(text.replace(',', '.')), reread: true };
  if (COMMA_THOUSANDS.test(text)) return { ok: true, value: Number(text.replaceAll(',', '')), reread: true };
  const parsed = parseGermanNumber(text.replace(/^0+(?=\d)/, ''));
  return parsed.ok ? { ok: true, value: parsed.value, reread: false } : parsed;
}

/**
 * A whole number in German notation ("15.000", "15000", "15 000 €") within `limits`, which count
 * after rounding to whole units. Digits alone are a number at any length (then too large).
 */
function wholeNumberSchema({ min, max }: { min: number; max: number }) {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = readNumber(dataset.value);
      if (read.ok) return read;
      addIssue({ message: correctionFor[read.reason] });
      return NEVER;
    }),
    v.check(({ value }) => roundHalfUp(value) >= min, 'min' satisfies Correction),
    v.check(({ value }) => roundHalfUp(value) <= max, 'max' satisfies Correction),
    v.check(({ value }) => Number.isInteger(value), 'whole' satisfies Correction),
  );
}

const numberSchemas = new WeakMap<{ min: number; max: number }, ReturnType<typeof wholeNumberSchema>>();

/** The schema for a product's limits, built once: the comparison parses the field on every keystroke. */
function numberSchemaFor(limits: { min: number; max: number }) {
  let schema = numberSchemas.get(limits);
  if (!schema) {
    schema = wholeNumberSchema(limits);
    numberSchemas.set(limits, schema);
  }
  return schema;
}

/** One of `choices`, in any letter case and with spaces around it. */
const choiceSchema = <const TChoices extends readonly string[]>(choices: TChoices) => v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(choices));

const purposeSchema = choiceSchema(purposes);
const sortOrderSchema = choiceSchema(sortOrders);
const modeSchema = choiceSchema(calculationModes);

/** A feature filter is on with the value 1 (?sondertilgung=1). */
const switchedOn = v.pipe(v.string(), v.trim(), v.literal('1'));

interface WholeNumberField {
  limits: { min: number; max: number };
  fallback: number;
  format: (value: number) => string;
  /** The same after "mit" (dative: "mit 120 Monaten"). */
  formatDative: (value: number) => string;
  label: { notRecognised: string; missing: string; notWhole: string };
}

const months = (value: number) => `${value} ${value === 1 ? 'Monat' : 'Monate'}`;
const monthsDative = (value: number) => `${value} ${value === 1 ? 'Monat' : 'Monaten'}`;

const amountField = (product: AmountTermProduct): WholeNumberField => ({
  limits: product.amountLimits,
  fallback: product.defaults.betrag,
  format: formatEuroWhole,
  formatDative: formatEuroWhole,
  label: { notRecognised: 'Betrag nicht erkannt', missing: 'Kein Betrag angegeben', notWhole: 'Nur volle Euro' },
});

const termField = (product: AmountTermProduct): WholeNumberField => ({
  limits: product.termLimits,
  fallback: product.defaults.laufzeit,
  format: months,
  formatDative: monthsDative,
  label: { notRecognised: 'Laufzeit nicht erkannt', missing: 'Keine Laufzeit angegeben', notWhole: 'Nur ganze Monate' },
});

const budgetField: WholeNumberField = {
  limits: monthlyBudgetLimits,
  fallback: defaultComparisonParams.wunschrate,
  format: formatEuroWhole,
  formatDative: formatEuroWhole,
  label: { notRecognised: 'Wunschrate nicht erkannt', missing: 'Keine Wunschrate angegeben', notWhole: 'Nur volle Euro' },
};

function weCalculateWith(field: WholeNumberField, value: number): string {
  return `wir rechnen mit ${field.formatDative(value)}.`;
}

function readWholeNumber(raw: string | null, field: WholeNumberField): { value: number; hint?: string } {
  if (raw === null) return { value: field.fallback };
  const parsed = v.safeParse(numberSchemaFor(field.limits), raw, { abortPipeEarly: true });
  if (parsed.success) {
    const { value, reread } = parsed.output;
    return reread ? { value, hint: `Gelesen als ${formatNumber(value)} – ${weCalculateWith(field, value)}` } : { value };
  }
  const issue = parsed.issues[0];
  // The checks after the transform see what it read; the transform's own issues see the text.
  const read = typeof issue.input === 'object' ? (issue.input as Extract<ReadNumber, { ok: true }>) : null;
  const correction = correctedValue(issue.message as Correction, read?.value ?? Number.NaN, field);
  // What the text was read as, where that is not German notation and the number says something ("1e9", not "1e999").
  const reading = read?.reread && Number.isFinite(read.value) ? `Gelesen als ${formatNumber(read.value)}. ` : '';
  return { value: correction.value, hint: reading + correction.hint };
}

function correctedValue(correction: Correction, read: number, field: WholeNumberField): { value: number; hint: string } {
  const { min, max } = field.limits;
  switch (correction) {
    case 'min':
      return { value: min, hint: `Mindestens ${field.format(min)} – ${weCalculateWith(field, min)}` };
    case 'max':
      return { value: max, hint: `Höchstens ${field.format(max)} – ${weCalculateWith(field, max)}` };
    case 'whole': {
      const whole = roundHalfUp(read);
      return { value: whole, hint: `${field.label.notWhole} – ${weCalculateWith(field, whole)}` };
    }
    case 'missing':
      return { value: field.fallback, hint: `${field.label.missing} – ${weCalculateWith(field, field.fallback)}` };
    default:
      return { value: field.fallback, hint: `${field.label.notRecognised} – ${weCalculateWith(field, field.fallback)}` };
  }
}

function readChoice<T extends string>(raw: string | null, schema: v.GenericSchema<string, T>, fallback: T): { value: T; unknown: boolean } {
  if (raw === null) return { value: fallback, unknown: false };
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? { value: parsed.output, unknown: false } : { value: fallback, unknown: true };
}

export interface ParsedAmountTerm {
  values: { betrag: number; laufzeit: number };
  hints: Partial<Record<'betrag' | 'laufzeit', string>>;
}

/**
 * Reads amount and term within a product's limits. Never throws: missing values take the
 * product's defaults silently, unusable or out-of-range ones are replaced and explained in `hints`.
 */
export function parseAmountAndTerm(searchParams: URLSearchParams, product: AmountTermProduct): ParsedAmountTerm {
  const amount = readWholeNumber(searchParams.get('betrag'), amountField(product));
  const term = readWholeNumber(searchParams.get('laufzeit'), termField(product));
  const hints: ParsedAmountTerm['hints'] = {};
  if (amount.hint) hints.betrag = amount.hint;
  if (term.hint) hints.laufzeit = term.hint;
  return { values: { betrag: amount.value, laufzeit: term.value }, hints };
}

/** Amount and term in a query string, each only when it differs from the product's default. */
export function serializeAmountAndTerm(values: ParsedAmountTerm['values'], product: AmountTermProduct): URLSearchParams {
  const params = new URLSearchParams();
  if (values.betrag !== product.defaults.betrag) params.set('betrag', String(values.betrag));
  if (values.laufzeit !== product.defaults.laufzeit) params.set('laufzeit', String(values.laufzeit));
  return params;
}

/**
 * Reads the /ratenkredit query string. Never throws: missing values take the defaults silently,
 * unusable or out-of-range values are replaced and explained in `hints`. A repeated key counts once (the first).
 */
export function parseComparisonParams(searchParams: URLSearchParams): ParsedComparisonParams {
  const { values: amountAndTerm, hints: amountAndTermHints } = parseAmountAndTerm(searchParams, ratenkreditProduct);
  const mode = readChoice(searchParams.get('modus'), modeSchema, defaultComparisonParams.modus);
  const budget = readWholeNumber(searchParams.get('wunschrate'), budgetField);
  const purpose = readChoice(searchParams.get('zweck'), purposeSchema, defaultComparisonParams.zweck);
  const sort = readChoice(searchParams.get('sortierung'), sortOrderSchema, defaultComparisonParams.sortierung);
  const sortAvailable = sortOrdersByMode[mode.value].includes(sort.value);

  // Only the amount field of the chosen mode is shown, so only its note is.
  const hints: ParsedComparisonParams['hints'] = {};
  if (mode.value === 'betrag' && amountAndTermHints.betrag) hints.betrag = amountAndTermHints.betrag;
  if (mode.value === 'wunschrate' && budget.hint) hints.wunschrate = budget.hint;
  if (amountAndTermHints.laufzeit) hints.laufzeit = amountAndTermHints.laufzeit;
  if (mode.unknown) hints.modus = 'Unbekannte Berechnungsart – wir rechnen mit dem Kreditbetrag.';
  if (purpose.unknown) hints.zweck = 'Unbekannter Zweck – wir zeigen Angebote für freie Verwendung.';
  if (sort.unknown) hints.sortierung = 'Unbekannte Sortierung – wir sortieren nach unserer Bewertung.';
  else if (!sortAvailable) hints.sortierung = 'Nach dem Kreditbetrag sortieren wir nur bei einer Wunschrate – wir sortieren nach unserer Bewertung.';

  return {
    values: {
      ...amountAndTerm,
      zweck: purpose.value,
      sortierung: sortAvailable ? sort.value : defaultComparisonParams.sortierung,
      features: offerFeatures.filter((feature) => v.is(switchedOn, searchParams.get(feature))),
      modus: mode.value,
      wunschrate: budget.value,
    },
    hints,
  };
}

/** Query string holding only the values that differ from the defaults, so the default view is plain /ratenkredit. */
export function serializeComparisonParams(values: ComparisonParams): URLSearchParams {
  const params = serializeAmountAndTerm(values, ratenkreditProduct);
  // The amount of the mode not shown is left out: the address holds what the results depend on.
  if (values.modus === 'wunschrate') {
    params.delete('betrag');
    params.set('modus', values.modus);
    if (values.wunschrate !== defaultComparisonParams.wunschrate) params.set('wunschrate', String(values.wunschrate));
  }
  if (values.zweck !== defaultComparisonParams.zweck) params.set('zweck', values.zweck);
  if (values.sortierung !== defaultComparisonParams.sortierung) params.set('sortierung', values.sortierung);
  for (const feature of offerFeatures) if (values.features.includes(feature)) params.set(feature, '1');
  return params;
}
