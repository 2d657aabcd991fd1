import { describe, expect, it } from 'vitest';
import {
  calculateIncomePercentile,
  percentileFromSalary,
  percentileTone,
  topShare,
  type IncomeInput,
} from '@/features/guides/calculators/income-percentile';

const median = 40_000;
const ageGroups = [
  { alter: '25–34 Jahre', median },
  { alter: '45–54 Jahre', median: 54_600 },
];

describe('percentileFromSalary at every threshold', () => {
  it.each([
    [0, 25],
    [27_960, 25], // 69,9 %
    [27_999.99, 25],
    [28_000, 40], // exactly 70 %
    [39_960, 40], // 99,9 %
    [40_000, 60], // exactly 100 %
    [51_960, 60], // 129,9 %
    [52_000, 75], // exactly 130 %
    [63_960, 75], // 159,9 %
    [64_000, 85], // exactly 160 %
    [79_960, 85], // 199,9 %
    [80_000, 92], // exactly 200 %
    [99_960, 92], // 249,9 %
    [100_000, 97], // exactly 250 %
    [10_000_000, 97],
  ])('%d € against a median of 40.000 € gives percentile %d', (salary, percentile) => {
    expect(percentileFromSalary(salary, median)).toBe(percentile);
  });

  it.each([
    [34_440, 49_200],
    [30_660, 43_800],
    [22_050, 31_500],
  ])('treats %d € as exactly 70 %% of %d € (no float ratio)', (salary, ageMedian) => {
    expect(percentileFromSalary(salary, ageMedian)).toBe(40);
    expect(percentileFromSalary(salary - 0.01, ageMedian)).toBe(25);
  });

  it('refuses a median of zero', () => {
    expect(() => percentileFromSalary(1, 0)).toThrow(RangeError);
  });
});

describe('display helpers', () => {
  it.each([
    [25, 75],
    [40, 60],
    [60, 40],
    [97, 3],
  ])('percentile %d is shown as Top %d %%', (percentile, top) => {
    expect(topShare(percentile)).toBe(top);
  });

  it.each([
    [97, 'top'],
    [90, 'top'],
    [89, 'high'],
    [70, 'high'],
    [69, 'middle'],
    [50, 'middle'],
    [49, 'low'],
    [25, 'low'],
  ] as const)('percentile %d has the %s colour band', (percentile, tone) => {
    expect(percentileTone(percentile)).toBe(tone);
  });
});

describe('calculateIncomePercentile', () => {
  const calc = (overrides: Partial<IncomeInput>) =>
    calculateIncomePercentile({ salary: '', ageGroup: '', region: '', ...overrides }, ageGroups);

  it('needs both salary and age group', () => {
    expect(calc({})).toEqual({ status: 'empty' });
    expect(calc({ salary: '45.000' })).toEqual({ status: 'empty' });
    expect(calc({ ageGroup: '25–34 Jahre' })).toEqual({ status: 'empty' });
    expect(calc({ salary: '45.000', ageGroup: 'unbekannt' })).toEqual({ status: 'empty' });
  });

  it('compares the salary with the median of the chosen age group', () => {
    expect(calc({ salary: '45.000', ageGroup: '25–34 Jahre' })).toEqual({
      status: 'ok',
      result: { salary: 45_000, ageGroup: ageGroups[0], percentOfMedian: 113, percentile: 60, topShare: 40, tone: 'middle' },
    });
    expect(calc({ salary: '45.000', ageGroup: '45–54 Jahre' })).toMatchObject({ result: { percentile: 40, topShare: 60 } });
  });

  it('ignores the region', () => {
    const base = calc({ salary: '60.000 €', ageGroup: '25–34 Jahre' });
    expect(calc({ salary: '60.000 €', ageGroup: '25–34 Jahre', region: 'Hamburg' })).toEqual(base);
    expect(calc({ salary: '60.000 €', ageGroup: '25–34 Jahre', region: 'Sachsen' })).toEqual(base);
  });

  it('explains bad salary input in German and shows no result', () => {
    expect(calc({ salary: 'sehr viel', ageGroup: '25–34 Jahre' })).toMatchObject({ status: 'invalid', salaryError: expect.stringMatching(/Ziffern/) });
    expect(calc({ salary: '-1', ageGroup: '25–34 Jahre' })).toMatchObject({ status: 'invalid' });
    expect(calc({ salary: '1e12' })).toMatchObject({ status: 'invalid', salaryError: expect.stringMatching(/unrealistisch/) });
    expect(calc({ salary: '0', ageGroup: '25–34 Jahre' })).toMatchObject({ status: 'invalid', salaryError: expect.stringMatching(/über 0/) });
  });
});
