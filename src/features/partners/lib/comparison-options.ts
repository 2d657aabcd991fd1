/**
 * The comparison's choices, labels, limits and defaults: data only, light enough for every form
 * (the parser with its number rules lives in comparison-params.ts).
 */
import { formatNumber } from '@/lib/format';

/** Verwendungszwecke; the same list will back the SQL CHECK of offer conditions. */
export const purposes = ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'selbststaendige', 'sonstiges'] as const;
export type Purpose = (typeof purposes)[number];

export const purposeLabels: Record<Purpose, string> = {
  frei: 'Freie Verwendung',
  auto: 'Auto',
  umschuldung: 'Umschuldung',
  modernisierung: 'Modernisierung',
  moebel: 'Möbel',
  urlaub: 'Urlaub',
  ausbildung: 'Ausbildung',
  selbststaendige: 'Selbstständige',
  sonstiges: 'Sonstiges',
};

export const sortOrders = ['empfehlung', 'zins', 'rate', 'gesamt'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const sortOrderLabels: Record<SortOrder, string> = {
  empfehlung: 'Unsere Bewertung',
  zins: 'Niedrigster Zins',
  rate: 'Niedrigste Monatsrate',
  gesamt: 'Niedrigster Gesamtbetrag',
};

/** Feature filters; each is a URL parameter with the value 1 (?sondertilgung=1). */
export const offerFeatures = ['sondertilgung', 'ratenpause', 'sofortauszahlung', 'digital', 'schufaneutral'] as const;
export type OfferFeature = (typeof offerFeatures)[number];

export const offerFeatureLabels: Record<OfferFeature, string> = {
  sondertilgung: 'Kostenlose Sondertilgung',
  ratenpause: 'Ratenpause möglich',
  sofortauszahlung: 'Sofortauszahlung',
  digital: 'Komplett digitaler Abschluss',
  schufaneutral: 'SCHUFA-neutrale Anfrage',
};

/** Ratenkredit input limits (whole euros, whole months); business loans have their own in business-loan-options.ts. */
const amountLimits = { min: 1_000, max: 100_000 } as const;
const termLimits = { min: 6, max: 120 } as const;

export interface ComparisonParams {
  /** Nettodarlehensbetrag in whole euros. */
  betrag: number;
  /** Laufzeit in whole months. */
  laufzeit: number;
  zweck: Purpose;
  sortierung: SortOrder;
  /** Selected feature filters, in the order of `offerFeatures`. */
  features: readonly OfferFeature[];
}

export const defaultComparisonParams: Readonly<ComparisonParams> = Object.freeze({
  betrag: 10_000,
  laufzeit: 60,
  zweck: 'frei',
  sortierung: 'empfehlung',
  features: Object.freeze([]),
});

/** What a product's amount and term fields accept and start with (Ratenkredit here, business loans in business-loan-options.ts). */
export interface AmountTermProduct {
  readonly amountLimits: Readonly<{ min: number; max: number }>;
  readonly termLimits: Readonly<{ min: number; max: number }>;
  readonly defaults: Readonly<{ betrag: number; laufzeit: number }>;
}

export const ratenkreditProduct: AmountTermProduct = { amountLimits, termLimits, defaults: defaultComparisonParams };

/** The form's fields as the visitor typed or chose them; parsed with parseComparisonParams. */
export interface ComparisonInputs {
  betrag: string;
  laufzeit: string;
  zweck: string;
  sortierung: string;
  features: readonly OfferFeature[];
}

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
