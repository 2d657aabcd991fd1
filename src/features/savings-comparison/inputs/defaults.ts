import type { SavingsProduct, SavingsTermMonths } from '@/entities/partner/model';

/** The comparison's GET parameters on /ratgeber/sparkonto (the form names them for public/comparison-pending.js). */
export const savingsParamNames = ['anlage', 'betrag', 'dauer', 'neukunde', 'sortierung'] as const;

export const savingsSortOrders = ['ertrag', 'zins'] as const;
export type SavingsSortOrder = (typeof savingsSortOrders)[number];

export const newCustomerChoices = ['ja', 'nein'] as const;
export type NewCustomerChoice = (typeof newCustomerChoices)[number];

/** The inputs every figure is computed for. */
export interface SavingsValues {
  anlage: SavingsProduct;
  /** Whole euros within `savingsAmountLimits`. */
  betrag: number;
  dauer: SavingsTermMonths;
  neukunde: NewCustomerChoice;
  sortierung: SavingsSortOrder;
}

/** The form's fields as text, the way the visitor typed or the URL holds them. */
export type SavingsInputs = Record<keyof SavingsValues, string>;

export const defaultSavingsValues: SavingsValues = { anlage: 'tagesgeld', betrag: 10_000, dauer: 12, neukunde: 'ja', sortierung: 'ertrag' };

/** The defaults as the prerendered form shows them. */
export const defaultSavingsInputs: SavingsInputs = { anlage: 'tagesgeld', betrag: '10.000', dauer: '12', neukunde: 'ja', sortierung: 'ertrag' };

/** Amounts the comparison computes with, whole euros. */
export const savingsAmountLimits = { min: 1, max: 10_000_000 } as const;

export const productLabels: Record<SavingsProduct, string> = { tagesgeld: 'Tagesgeld', festgeld: 'Festgeld' };
export const sortOrderLabels: Record<SavingsSortOrder, string> = { ertrag: 'Höchster Zinsertrag', zins: 'Höchster Zinssatz' };
export const newCustomerLabels: Record<NewCustomerChoice, string> = { ja: 'Ja, ich bin Neukunde', nein: 'Nein, ich bin schon Kunde' };

/** "1 Monat", "12 Monate". */
export const monthsText = (months: number) => `${months} ${months === 1 ? 'Monat' : 'Monate'}`;
/** After "in", "über", "mit": "12 Monaten". */
export const monthsDative = (months: number) => `${months} ${months === 1 ? 'Monat' : 'Monaten'}`;
