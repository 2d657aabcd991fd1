import {
  defaultComparisonParams,
  offerFeatures,
  parseComparisonParams,
  purposeLabels,
  type ComparisonParams,
  type OfferFeature,
  type ParsedComparisonParams,
} from '@/features/comparison/lib/comparison-params';
import { formatEuroWhole, formatNumber } from '@/lib/format';

/** The form's fields as the visitor typed or chose them; parsed with parseComparisonParams. */
export interface ComparisonInputs {
  betrag: string;
  laufzeit: string;
  zweck: string;
  sortierung: string;
  features: readonly OfferFeature[];
}

/** Every query parameter the comparison reads (public/comparison-pending.js holds the same list). */
export const comparisonParamNames = ['betrag', 'laufzeit', 'zweck', 'sortierung', ...offerFeatures] as const;

export function inputsFromParams(values: ComparisonParams): ComparisonInputs {
  return {
    betrag: formatNumber(values.betrag),
    laufzeit: String(values.laufzeit),
    zweck: values.zweck,
    sortierung: values.sortierung,
    features: values.features,
  };
}

export const defaultComparisonInputs: ComparisonInputs = inputsFromParams(defaultComparisonParams);

/** Whether a query string holds any comparison parameter. */
export function hasComparisonParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return comparisonParamNames.some((name) => params.has(name));
}

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
  return { ...formatted, betrag: raw('betrag'), laufzeit: raw('laufzeit'), zweck: raw('zweck'), sortierung: raw('sortierung') };
}

export function parseComparisonInputs(inputs: ComparisonInputs): ParsedComparisonParams {
  const params = new URLSearchParams({ betrag: inputs.betrag, laufzeit: inputs.laufzeit, zweck: inputs.zweck, sortierung: inputs.sortierung });
  for (const feature of inputs.features) params.set(feature, '1');
  return parseComparisonParams(params);
}

/** "10.000 € · 60 Monate · freie Verwendung": what the figures were computed for. */
export function calculationBasisText({ betrag, laufzeit, zweck }: Pick<ComparisonParams, 'betrag' | 'laufzeit' | 'zweck'>): string {
  const purpose = zweck === 'frei' ? 'freie Verwendung' : purposeLabels[zweck];
  return `${formatEuroWhole(betrag)} · ${laufzeit} ${laufzeit === 1 ? 'Monat' : 'Monate'} · ${purpose}`;
}
