import { inputsFromParams, type ComparisonInputs } from '@/features/loan-comparison/inputs/defaults';
import { parseComparisonParams, serializeComparisonParams, type ParsedComparisonParams } from '@/features/loan-comparison/inputs/parse';

/**
 * The form's fields for a query string: a usable number in German notation ("25.000"), anything
 * unusable as it came (so its hint explains it; a select then shows its first option, the default),
 * missing fields as the defaults.
 */
export function inputsFromSearch(search: string): ComparisonInputs {
  const params = new URLSearchParams(search);
  const { values, hints } = parseComparisonParams(params);
  const formatted = inputsFromParams(values);
  const raw = (field: keyof typeof hints) => (hints[field] ? (params.get(field) ?? formatted[field]) : formatted[field]);
  return {
    ...formatted,
    betrag: raw('betrag'),
    laufzeit: raw('laufzeit'),
    zweck: raw('zweck'),
    sortierung: raw('sortierung'),
    modus: raw('modus'),
    wunschrate: raw('wunschrate'),
  };
}

export function parseComparisonInputs(inputs: ComparisonInputs): ParsedComparisonParams {
  const { betrag, laufzeit, zweck, sortierung, modus, wunschrate } = inputs;
  const params = new URLSearchParams({ betrag, laufzeit, zweck, sortierung, modus, wunschrate });
  for (const feature of inputs.features) params.set(feature, '1');
  return parseComparisonParams(params);
}

/** The query string for parsed fields: only what differs from the defaults, so the default view is plain /ratenkredit. */
export function searchForParsed({ values }: ParsedComparisonParams): string {
  const search = serializeComparisonParams(values).toString();
  return search ? `?${search}` : '';
}
