/**
 * The comparison's choices, labels, limits and defaults: data only, light enough for every form
 * (the parser with its number rules lives in comparison-params.ts).
 */
import type { OfferFeature, Purpose } from '@/entities/partner/model';
import { formatNumber } from '@/lib/format';


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

export const sortOrders = ['empfehlung', 'zins', 'rate', 'gesamt', 'betrag'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const sortOrderLabels: Record<SortOrder, string> = {
  empfehlung: 'Unsere Bewertung',
  zins: 'Niedrigster Zins',
  rate: 'Niedrigste Monatsrate',
  gesamt: 'Niedrigster Gesamtbetrag',
  betrag: 'Höchster Kreditbetrag',
};

/**
 * What the visitor starts from: the amount they need ('betrag') or the monthly instalment they
 * can afford ('wunschrate'), which gives each offer the largest amount it lends for it.
 */
export const calculationModes = ['betrag', 'wunschrate'] as const;
export type CalculationMode = (typeof calculationModes)[number];

export const calculationModeLabels: Record<CalculationMode, string> = {
  betrag: 'Kreditbetrag',
  wunschrate: 'Wunschrate',
};

/** The orders each mode offers: only with a Wunschrate do the offers' amounts differ. */
export const sortOrdersByMode: Record<CalculationMode, readonly SortOrder[]> = {
  betrag: ['empfehlung', 'zins', 'rate', 'gesamt'],
  wunschrate: ['empfehlung', 'zins', 'betrag', 'rate', 'gesamt'],
};


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
/** Wunschrate in whole euros a month; 25 € over 120 months still buys 2.000 € at 10 %. */
export const monthlyBudgetLimits = { min: 25, max: 10_000 } as const;

export interface ComparisonParams {
  /** Nettodarlehensbetrag in whole euros. */
  betrag: number;
  /** Laufzeit in whole months. */
  laufzeit: number;
  zweck: Purpose;
  sortierung: SortOrder;
  /** Selected feature filters, in the order of `offerFeatures`. */
  features: readonly OfferFeature[];
  modus: CalculationMode;
  /** Wunschrate in whole euros a month; used in the mode 'wunschrate' (and kept while the other is shown). */
  wunschrate: number;
}

export const defaultComparisonParams: Readonly<ComparisonParams> = Object.freeze({
  betrag: 10_000,
  laufzeit: 60,
  modus: 'betrag',
  wunschrate: 200,
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
  modus: string;
  wunschrate: string;
}

export function inputsFromParams(values: ComparisonParams): ComparisonInputs {
  return {
    betrag: formatNumber(values.betrag),
    laufzeit: String(values.laufzeit),
    zweck: values.zweck,
    sortierung: values.sortierung,
    features: values.features,
    modus: values.modus,
    wunschrate: formatNumber(values.wunschrate),
  };
}

export const defaultComparisonInputs: ComparisonInputs = inputsFromParams(defaultComparisonParams);
