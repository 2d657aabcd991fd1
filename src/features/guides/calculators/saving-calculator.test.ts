import { describe, expect, it } from 'vitest';
import {
  calculateSaving,
  roundToOneDecimal,
  savingFeedback,
  savingFeedbackTexts,
  savingRate,
  type SavingInput,
} from '@/features/guides/calculators/saving-calculator';

const input = (overrides: Partial<SavingInput>): SavingInput => ({
  netIncome: '',
  fixedExpenses: '',
  currentSavings: '',
  ...overrides,
});

function okResult(overrides: Partial<SavingInput>) {
  const outcome = calculateSaving(input(overrides));
  if (outcome.status !== 'ok') throw new Error(`expected a result, got ${outcome.status}`);
  return outcome.result;
}

describe('saving feedback thresholds', () => {
  it.each([
    [100, 'fire'],
    [40, 'fire'],
    [39.9, 'excellent'],
    [20, 'excellent'],
    [19.9, 'good'],
    [10, 'good'],
    [9.9, 'start'],
    [0, 'start'],
  ] as const)('a rate of %d %% gives %s', (rate, level) => {
    expect(savingFeedback(rate)).toEqual({ level, text: savingFeedbackTexts[level] });
  });

  it('gives each level its feedback text word for word', () => {
    expect(savingFeedbackTexts).toEqual({
      fire: 'Fantastisch! Sie sind auf FIRE-Niveau!',
      excellent: 'Ausgezeichnet! Sie liegen über dem Durchschnitt',
      good: 'Guter Start! Sie sparen mehr als viele Deutsche',
      start: 'Jeder Euro zählt! Steigern Sie schrittweise',
    });
  });
});

describe('saving rate', () => {
  it.each([
    [560, 3500, 16],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [122.5, 1000, 12.3],
    [122.4, 1000, 12.2],
    [12.25, 100, 12.3],
    [1, 1000, 0.1],
    [0.4, 1000, 0],
    [0, 2000, 0],
    [3000, 2000, 150],
  ])('%d € of %d € is %d %%', (savings, income, rate) => {
    expect(savingRate(savings, income)).toBe(rate);
  });

  it('rounds to one decimal', () => {
    expect(roundToOneDecimal(39.95)).toBe(40);
    expect(roundToOneDecimal(39.94)).toBe(39.9);
    expect(roundToOneDecimal(0.05)).toBe(0.1);
  });

  it('refuses an income of zero instead of returning Infinity', () => {
    expect(() => savingRate(100, 0)).toThrow(RangeError);
  });
});

describe('calculateSaving', () => {
  it('shows no result until net income is filled', () => {
    expect(calculateSaving(input({}))).toEqual({ status: 'empty', errors: {} });
    expect(calculateSaving(input({ fixedExpenses: '1.000', currentSavings: '200' })).status).toBe('empty');
    expect(calculateSaving(input({ netIncome: '   ' })).status).toBe('empty');
  });

  it('uses 70 % of income as fixed expenses when that field is blank', () => {
    const result = okResult({ netIncome: '3.000' });
    expect(result).toMatchObject({ netIncome: 3000, fixedExpenses: 2100, fixedExpensesEstimated: true, available: 900 });
  });

  it('rounds the 70 % default to cents', () => {
    expect(okResult({ netIncome: '1.234,57' })).toMatchObject({ fixedExpenses: 864.2, available: 370.37 });
  });

  it('subtracts typed fixed expenses, including zero', () => {
    expect(okResult({ netIncome: '3500', fixedExpenses: '2.450,50' })).toMatchObject({
      fixedExpenses: 2450.5,
      fixedExpensesEstimated: false,
      available: 1049.5,
    });
    expect(okResult({ netIncome: '3500', fixedExpenses: '0' })).toMatchObject({ available: 3500 });
  });

  it('keeps a negative available amount when fixed expenses exceed income', () => {
    expect(okResult({ netIncome: '2000', fixedExpenses: '2500' }).available).toBe(-500);
  });

  it('suggests 10, 20 and 40 % of net income and flags what exceeds the available amount', () => {
    const { suggestions } = okResult({ netIncome: '3.000' });
    expect(suggestions.map(({ level, percent, amount, exceedsAvailable }) => [level, percent, amount, exceedsAvailable])).toEqual([
      ['konservativ', 10, 300, false],
      ['moderat', 20, 600, false],
      ['aggressiv', 40, 1200, true],
    ]);
  });

  it('computes the current rate and its feedback only when current savings are given', () => {
    expect(okResult({ netIncome: '3500' })).toMatchObject({ currentRate: null, feedback: null });
    expect(okResult({ netIncome: '3500', currentSavings: '560' })).toMatchObject({
      currentRate: 16,
      feedback: { level: 'good', text: 'Guter Start! Sie sparen mehr als viele Deutsche' },
    });
  });

  it.each([
    ['400', 'fire', 40],
    ['399', 'excellent', 39.9],
    ['399,5', 'fire', 40],
    ['200', 'excellent', 20],
    ['199', 'good', 19.9],
    ['100', 'good', 10],
    ['99', 'start', 9.9],
    ['0', 'start', 0],
  ] as const)('with 1.000 € income, saving %s € gives %s at %d %%', (currentSavings, level, rate) => {
    expect(okResult({ netIncome: '1.000', currentSavings })).toMatchObject({ currentRate: rate, feedback: { level } });
  });

  it('reports invalid fields in German and shows no result', () => {
    const outcome = calculateSaving(input({ netIncome: 'viel', fixedExpenses: '-5', currentSavings: '1e12' }));
    expect(outcome.status).toBe('invalid');
    expect(outcome.errors.netIncome).toMatch(/Ziffern/);
    expect(outcome.errors.fixedExpenses).toMatch(/positiven/);
    expect(outcome.errors.currentSavings).toMatch(/unrealistisch/);
  });

  it('rejects a net income of zero', () => {
    const outcome = calculateSaving(input({ netIncome: '0' }));
    expect(outcome).toMatchObject({ status: 'invalid', errors: { netIncome: expect.stringContaining('größer als 0') } });
  });

  it('withholds the result while an optional field is invalid', () => {
    expect(calculateSaving(input({ netIncome: '3000', currentSavings: 'abc' })).status).toBe('invalid');
  });

  it('never returns NaN or Infinity for odd but valid input', () => {
    const result = okResult({ netIncome: '0,01', fixedExpenses: '10.000.000', currentSavings: '10.000.000' });
    for (const value of [result.available, result.currentRate ?? 0, ...result.suggestions.map((s) => s.amount)]) {
      expect(Number.isFinite(value)).toBe(true);
    }
  });
});
