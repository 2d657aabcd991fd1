import { isFilled, parseGermanNumber, type ParsedNumber } from '@/lib/parse-german-number';
import { roundCents } from '@/lib/round';

/** Share of net income assumed for fixed expenses when the visitor leaves that field blank. */
const DEFAULT_FIXED_EXPENSE_SHARE = 0.7;
/** Largest monthly amount the calculator accepts (10 Mio. € a month). */
const MAX_MONTHLY_AMOUNT = 10_000_000;

const savingSuggestionLevels = [
  { level: 'konservativ', label: 'Konservativ', percent: 10 },
  { level: 'moderat', label: 'Moderat', percent: 20 },
  { level: 'aggressiv', label: 'Aggressiv', percent: 40 },
] as const;

type SavingSuggestionLevel = (typeof savingSuggestionLevels)[number]['level'];

export const savingFeedbackTexts = {
  fire: 'Fantastisch! Sie sind auf FIRE-Niveau!',
  excellent: 'Ausgezeichnet! Sie liegen über dem Durchschnitt',
  good: 'Guter Start! Sie sparen mehr als viele Deutsche',
  start: 'Jeder Euro zählt! Steigern Sie schrittweise',
} as const;

export type SavingFeedbackLevel = keyof typeof savingFeedbackTexts;

export interface SavingInput {
  /** Monthly net income as typed. Required. */
  netIncome: string;
  /** Monthly fixed expenses as typed. Blank means 70 % of net income. */
  fixedExpenses: string;
  /** What the visitor saves a month today, as typed. Optional. */
  currentSavings: string;
}

type SavingField = keyof SavingInput;

interface SavingSuggestion {
  level: SavingSuggestionLevel;
  label: string;
  percent: number;
  amount: number;
  /** The suggestion is more than what is left after fixed expenses. */
  exceedsAvailable: boolean;
}

export interface SavingFeedback {
  level: SavingFeedbackLevel;
  text: string;
}

export interface SavingResult {
  netIncome: number;
  fixedExpenses: number;
  /** True when fixed expenses were blank and the 70 % default was used. */
  fixedExpensesEstimated: boolean;
  available: number;
  suggestions: SavingSuggestion[];
  /** Current savings as percent of net income, one decimal; null when current savings are blank. */
  currentRate: number | null;
  feedback: SavingFeedback | null;
}

export type SavingOutcome =
  | { status: 'empty'; errors: Partial<Record<SavingField, string>> }
  | { status: 'invalid'; errors: Partial<Record<SavingField, string>> }
  | { status: 'ok'; errors: Partial<Record<SavingField, string>>; result: SavingResult };

/** Rounds to one decimal place (12,25 → 12,3). */
export function roundToOneDecimal(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Current saving rate in percent of net income, rounded to one decimal. */
export function savingRate(currentSavings: number, netIncome: number): number {
  if (!(netIncome > 0)) throw new RangeError('Das Nettoeinkommen muss größer als 0 sein.');
  return roundToOneDecimal((currentSavings / netIncome) * 100);
}

/** Feedback for a saving rate in percent: ≥ 40, ≥ 20, ≥ 10, otherwise. */
export function savingFeedback(ratePercent: number): SavingFeedback {
  const level: SavingFeedbackLevel =
    ratePercent >= 40 ? 'fire' : ratePercent >= 20 ? 'excellent' : ratePercent >= 10 ? 'good' : 'start';
  return { level, text: savingFeedbackTexts[level] };
}

function savingSuggestions(netIncome: number, available: number): SavingSuggestion[] {
  return savingSuggestionLevels.map(({ level, label, percent }) => {
    const amount = roundCents((netIncome * percent) / 100);
    return { level, label, percent, amount, exceedsAvailable: amount > available };
  });
}

function readOptional(text: string): ParsedNumber | null {
  return isFilled(text) ? parseGermanNumber(text, { max: MAX_MONTHLY_AMOUNT }) : null;
}

/** The saving calculator of /ratgeber/monatliches-sparen: results only once net income is filled and valid. */
export function calculateSaving(input: SavingInput): SavingOutcome {
  const errors: Partial<Record<SavingField, string>> = {};
  const income = readOptional(input.netIncome);
  const fixed = readOptional(input.fixedExpenses);
  const savings = readOptional(input.currentSavings);

  if (income && !income.ok) errors.netIncome = income.message;
  else if (income?.ok && income.value === 0) errors.netIncome = 'Das Nettoeinkommen muss größer als 0 € sein.';
  if (fixed && !fixed.ok) errors.fixedExpenses = fixed.message;
  if (savings && !savings.ok) errors.currentSavings = savings.message;

  if (!income) return { status: 'empty', errors };
  if (!income.ok || Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const netIncome = income.value;
  const fixedExpensesEstimated = !fixed;
  const fixedExpenses = fixed?.ok ? fixed.value : roundCents(netIncome * DEFAULT_FIXED_EXPENSE_SHARE);
  const available = roundCents(netIncome - fixedExpenses);
  const currentRate = savings?.ok ? savingRate(savings.value, netIncome) : null;

  return {
    status: 'ok',
    errors,
    result: {
      netIncome,
      fixedExpenses,
      fixedExpensesEstimated,
      available,
      suggestions: savingSuggestions(netIncome, available),
      currentRate,
      feedback: currentRate === null ? null : savingFeedback(currentRate),
    },
  };
}
