import type { CardProductType } from '@/entities/partner/model';
import type { CardUse } from '@/features/card-comparison/model/card-cost';
import { formatEuroWhole, formatNumber } from '@/lib/format';

/** Which cards the list shows (?kartenart=…): 'kreditkarte' covers both kinds of credit card. */
export const cardTypeFilters = ['alle', 'kreditkarte', 'debitkarte', 'prepaid'] as const;
export type CardTypeFilter = (typeof cardTypeFilters)[number];

export const cardTypeFilterLabels: Record<CardTypeFilter, string> = {
  alle: 'Alle Karten',
  kreditkarte: 'Kreditkarten',
  debitkarte: 'Debitkarten',
  prepaid: 'Prepaid-Karten',
};

const typesOfFilter: Record<CardTypeFilter, readonly CardProductType[]> = {
  alle: ['charge', 'revolving', 'debit', 'prepaid'],
  kreditkarte: ['charge', 'revolving'],
  debitkarte: ['debit'],
  prepaid: ['prepaid'],
};

export function matchesCardFilter(type: CardProductType, filter: CardTypeFilter): boolean {
  return typesOfFilter[filter].includes(type);
}

/** ?sortierung=kosten1 orders by Kosten im 1. Jahr, kosten2 by Kosten ab dem 2. Jahr. */
export const cardSortOrders = ['kosten1', 'kosten2'] as const;
export type CardSortOrder = (typeof cardSortOrders)[number];

export const cardSortOrderLabels: Record<CardSortOrder, string> = {
  kosten1: 'Kosten im 1. Jahr',
  kosten2: 'Kosten ab dem 2. Jahr',
};

/** The inputs of /kreditkarten as parsed; the names are the GET parameters. */
export interface CardComparisonValues {
  umsatz: number;
  fremdwaehrung: number;
  abhebungen: number;
  abhebung: number;
  kartenart: CardTypeFilter;
  sortierung: CardSortOrder;
}

export type CardNumberField = 'umsatz' | 'fremdwaehrung' | 'abhebungen' | 'abhebung';

/** The fields as the form holds them: text as typed. */
export type CardInputs = Record<keyof CardComparisonValues, string>;

/** Every GET parameter of the comparison, in the form's order (the form names them for public/comparison-pending.js). */
export const cardParamNames = ['umsatz', 'fremdwaehrung', 'abhebungen', 'abhebung', 'kartenart', 'sortierung'] as const satisfies readonly (keyof CardComparisonValues)[];

export const defaultCardValues: CardComparisonValues = {
  umsatz: 500,
  fremdwaehrung: 1000,
  abhebungen: 4,
  abhebung: 200,
  kartenart: 'alle',
  sortierung: 'kosten1',
};

/** The ranges of the number fields. */
export const cardNumberLimits: Record<CardNumberField, { min: number; max: number }> = {
  umsatz: { min: 0, max: 100_000 },
  fremdwaehrung: { min: 0, max: 1_000_000 },
  abhebungen: { min: 0, max: 365 },
  abhebung: { min: 0, max: 10_000 },
};

/** Parsed values as the fields show them ("1.000"). */
export function inputsForValues(values: CardComparisonValues): CardInputs {
  return {
    umsatz: formatNumber(values.umsatz),
    fremdwaehrung: formatNumber(values.fremdwaehrung),
    abhebungen: String(values.abhebungen),
    abhebung: formatNumber(values.abhebung),
    kartenart: values.kartenart,
    sortierung: values.sortierung,
  };
}

export const defaultCardInputs: CardInputs = inputsForValues(defaultCardValues);

export function hasCardParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return cardParamNames.some((name) => params.has(name));
}

export function cardUseOf(values: CardComparisonValues): CardUse {
  return { monthlySpend: values.umsatz, foreignSpend: values.fremdwaehrung, withdrawals: values.abhebungen, withdrawalAmount: values.abhebung };
}

const withdrawalsText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'Abhebung' : 'Abhebungen'}`;

/** "500 € im Monat im Euroraum, 1.000 € im Jahr in Fremdwährung, 4 Abhebungen à 200 € außerhalb des Euroraums": the basis line. */
export function calculationBasisText(values: CardComparisonValues): string {
  const use = `${formatEuroWhole(values.umsatz)} Kartenzahlungen im Monat im Euroraum, ${formatEuroWhole(values.fremdwaehrung)} im Jahr in Fremdwährung, ${withdrawalsText(values.abhebungen)} im Jahr außerhalb des Euroraums à ${formatEuroWhole(values.abhebung)}`;
  return values.kartenart === 'alle' ? use : `${use}; nur ${cardTypeFilterLabels[values.kartenart]}`;
}
