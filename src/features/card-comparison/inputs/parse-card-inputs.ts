import {
  cardNumberLimits,
  cardSortOrderLabels,
  cardSortOrders,
  cardTypeFilters,
  defaultCardInputs,
  defaultCardValues,
  inputsForValues,
  type CardComparisonValues,
  type CardInputs,
  type CardNumberField,
} from '@/features/card-comparison/inputs/card-params';
import { formatEuroWhole, formatNumber } from '@/lib/format';
import { readWholeNumber, type WholeNumberField } from '@/lib/read-whole-number';

/** Parsed inputs, and German notes for the fields whose text was corrected or replaced. */
export interface ParsedCardInputs {
  values: CardComparisonValues;
  hints: Partial<Record<keyof CardComparisonValues, string>>;
}

const euroLabel = { missing: 'Kein Betrag angegeben', notRecognised: 'Betrag nicht erkannt', notWhole: 'Nur volle Euro' };
const withdrawals = (count: number) => `${formatNumber(count)} ${count === 1 ? 'Abhebung' : 'Abhebungen'}`;

const euroField = (name: 'umsatz' | 'fremdwaehrung' | 'abhebung'): WholeNumberField => ({
  limits: cardNumberLimits[name],
  fallback: defaultCardValues[name],
  format: formatEuroWhole,
  formatDative: formatEuroWhole,
  label: euroLabel,
});

const fields: Record<CardNumberField, WholeNumberField> = {
  umsatz: euroField('umsatz'),
  fremdwaehrung: euroField('fremdwaehrung'),
  abhebungen: {
    limits: cardNumberLimits.abhebungen,
    fallback: defaultCardValues.abhebungen,
    format: withdrawals,
    formatDative: withdrawals,
    label: { missing: 'Keine Anzahl angegeben', notRecognised: 'Anzahl nicht erkannt', notWhole: 'Nur ganze Abhebungen' },
  },
  abhebung: euroField('abhebung'),
};

function readChoice<T extends string>(raw: string, choices: readonly T[], fallback: T): { value: T; known: boolean } {
  const value = raw.trim().toLowerCase();
  const choice = choices.find((item) => item === value);
  return choice ? { value: choice, known: true } : { value: fallback, known: false };
}

/** Reads the fields (never throws): unusable or out-of-range text becomes a default or a limit, explained in `hints`. */
export function parseCardInputs(inputs: CardInputs): ParsedCardInputs {
  const hints: ParsedCardInputs['hints'] = {};
  const number = (field: CardNumberField) => {
    const { value, hint } = readWholeNumber(inputs[field], fields[field]);
    if (hint) hints[field] = hint;
    return value;
  };
  const kartenart = readChoice(inputs.kartenart, cardTypeFilters, defaultCardValues.kartenart);
  if (!kartenart.known) hints.kartenart = 'Kartenart nicht erkannt – wir zeigen alle Karten.';
  const sortierung = readChoice(inputs.sortierung, cardSortOrders, defaultCardValues.sortierung);
  if (!sortierung.known) hints.sortierung = `Sortierung nicht erkannt – wir sortieren nach: ${cardSortOrderLabels[defaultCardValues.sortierung]}.`;
  return {
    values: {
      umsatz: number('umsatz'),
      fremdwaehrung: number('fremdwaehrung'),
      abhebungen: number('abhebungen'),
      abhebung: number('abhebung'),
      kartenart: kartenart.value,
      sortierung: sortierung.value,
    },
    hints,
  };
}

/**
 * The fields for a query string: a missing parameter as its default, a usable one in German notation
 * ("2.500"), anything unusable as it came, so its hint explains it. A repeated parameter counts once (the first).
 */
export function inputsFromSearch(search: string): CardInputs {
  const params = new URLSearchParams(search);
  const raw: CardInputs = { ...defaultCardInputs };
  for (const name of Object.keys(raw) as (keyof CardInputs)[]) raw[name] = params.get(name) ?? raw[name];
  const { values, hints } = parseCardInputs(raw);
  const formatted = inputsForValues(values);
  for (const name of Object.keys(raw) as (keyof CardInputs)[]) if (!hints[name]) raw[name] = formatted[name];
  return raw;
}

/** The query string for parsed values: only what differs from the defaults, so the default view is plain /kreditkarten. */
export function searchForValues(values: CardComparisonValues): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(defaultCardValues) as (keyof CardComparisonValues)[]) {
    if (values[name] !== defaultCardValues[name]) params.set(name, String(values[name]));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
