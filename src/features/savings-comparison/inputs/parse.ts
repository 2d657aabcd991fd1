import { savingsProducts, savingsTermMonths, type SavingsTermMonths } from '@/entities/partner/model';
import {
  defaultSavingsValues,
  monthsDative,
  newCustomerChoices,
  savingsAmountLimits,
  savingsSortOrders,
  type SavingsInputs,
  type SavingsValues,
} from '@/features/savings-comparison/inputs/defaults';
import { formatEuroWhole, formatNumber } from '@/lib/format';
import { readWholeNumber, type WholeNumberField } from '@/lib/read-whole-number';

/**
 * The comparison's parser of typed text and query strings. The prerendered defaults need none of
 * it, so the page loads it on demand (use-savings-inputs.ts).
 */
export interface ParsedSavingsInputs {
  values: SavingsValues;
  /** German notes for fields whose value was corrected or replaced. */
  hints: Partial<Record<keyof SavingsValues, string>>;
}

const amountField: WholeNumberField = {
  limits: savingsAmountLimits,
  fallback: defaultSavingsValues.betrag,
  format: formatEuroWhole,
  formatDative: formatEuroWhole,
  label: { notRecognised: 'Betrag nicht erkannt', missing: 'Kein Betrag angegeben', notWhole: 'Nur volle Euro' },
};

/** One of `choices`, in any letter case and with spaces around it; null when it is none of them. */
function readChoice<T extends string>(raw: string, choices: readonly T[]): T | null {
  const value = raw.trim().toLowerCase();
  return choices.find((choice) => choice === value) ?? null;
}

/** The offered term nearest to `months` (the shorter of two equally near). */
const nearestTerm = (months: number): SavingsTermMonths =>
  savingsTermMonths.reduce((best, term) => (Math.abs(term - months) < Math.abs(best - months) ? term : best));

function readTerm(raw: string | null): { value: SavingsTermMonths; hint?: string } {
  const fallback = defaultSavingsValues.dauer;
  if (raw === null) return { value: fallback };
  const text = raw.trim().replace(/\s*monat(e)?$/i, '');
  if (!/^\d{1,6}$/.test(text)) return { value: fallback, hint: `Laufzeit nicht erkannt – wir rechnen mit ${monthsDative(fallback)}.` };
  const months = Number(text);
  const listed = savingsTermMonths.find((term) => term === months);
  if (listed) return { value: listed };
  const nearest = nearestTerm(months);
  return { value: nearest, hint: `Eine Laufzeit von ${monthsDative(months)} gibt es hier nicht – wir rechnen mit ${monthsDative(nearest)}.` };
}

const choiceHints = {
  anlage: 'Unbekannte Anlageart – wir zeigen Tagesgeld.',
  neukunde: 'Unbekannte Angabe zum Neukundenzins – wir rechnen als Neukunde.',
  sortierung: 'Unbekannte Sortierung – wir sortieren nach dem Zinsertrag.',
} as const;

/**
 * Reads the comparison's query string. Never throws: a missing parameter takes its default
 * silently; an unusable or out-of-range one is replaced and explained in `hints`.
 */
export function parseSavingsParams(params: URLSearchParams): ParsedSavingsInputs {
  const hints: ParsedSavingsInputs['hints'] = {};
  const choice = <T extends string>(name: keyof typeof choiceHints, choices: readonly T[], fallback: T): T => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    const value = readChoice(raw, choices);
    if (value === null) hints[name] = choiceHints[name];
    return value ?? fallback;
  };
  const amount = readWholeNumber(params.get('betrag'), amountField);
  const term = readTerm(params.get('dauer'));
  if (amount.hint) hints.betrag = amount.hint;
  if (term.hint) hints.dauer = term.hint;
  const values: SavingsValues = {
    anlage: choice('anlage', savingsProducts, defaultSavingsValues.anlage),
    betrag: amount.value,
    dauer: term.value,
    neukunde: choice('neukunde', newCustomerChoices, defaultSavingsValues.neukunde),
    sortierung: choice('sortierung', savingsSortOrders, defaultSavingsValues.sortierung),
  };
  return { values, hints };
}

export function parseSavingsInputs(inputs: SavingsInputs): ParsedSavingsInputs {
  return parseSavingsParams(new URLSearchParams(inputs));
}

/**
 * The form's fields for a query string: a usable amount in German notation ("25.000"), an unusable
 * one as it came (its hint explains it), a choice as parsed (a select shows only its options).
 */
export function inputsFromSearch(search: string): SavingsInputs {
  const params = new URLSearchParams(search);
  const { values, hints } = parseSavingsParams(params);
  return {
    anlage: values.anlage,
    betrag: hints.betrag ? (params.get('betrag') ?? '') : formatNumber(values.betrag),
    dauer: String(values.dauer),
    neukunde: values.neukunde,
    sortierung: values.sortierung,
  };
}

/** The query string for values: only what differs from the defaults, so the default view is plain /ratgeber/sparkonto. */
export function searchForValues(values: SavingsValues): string {
  const params = new URLSearchParams();
  for (const name of ['anlage', 'betrag', 'dauer', 'neukunde', 'sortierung'] as const) {
    if (values[name] !== defaultSavingsValues[name]) params.set(name, String(values[name]));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
