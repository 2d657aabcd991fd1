import { isFilled, parseGermanNumber } from '@/lib/parse-german-number';

/** Largest gross annual salary the calculator accepts (100 Mio. €). */
const MAX_ANNUAL_SALARY = 100_000_000;

/** Upper bounds (exclusive) of salary ÷ age-group median in percent, and the percentile below each. */
const percentileThresholds = [
  { belowPercentOfMedian: 70, percentile: 25 },
  { belowPercentOfMedian: 100, percentile: 40 },
  { belowPercentOfMedian: 130, percentile: 60 },
  { belowPercentOfMedian: 160, percentile: 75 },
  { belowPercentOfMedian: 200, percentile: 85 },
  { belowPercentOfMedian: 250, percentile: 92 },
] as const;
const TOP_PERCENTILE = 97;

export type PercentileTone = 'top' | 'high' | 'middle' | 'low';

/** Percentile from salary relative to the median: < 70 % → 25 … < 250 % → 92, otherwise 97. */
export function percentileFromSalary(salary: number, median: number): number {
  if (!(median > 0)) throw new RangeError('Der Median muss größer als 0 sein.');
  // Compared as salary × 100 < bound × median, so 70 % of the median is exact without a float ratio.
  const bracket = percentileThresholds.find(({ belowPercentOfMedian }) => salary * 100 < belowPercentOfMedian * median);
  return bracket?.percentile ?? TOP_PERCENTILE;
}

/** 'Top 40 %' for percentile 60: the share of earners at or above this salary. */
export function topShare(percentile: number): number {
  return 100 - percentile;
}

/** Colour band of a percentile: ≥ 90, ≥ 70, ≥ 50, below. */
export function percentileTone(percentile: number): PercentileTone {
  if (percentile >= 90) return 'top';
  if (percentile >= 70) return 'high';
  if (percentile >= 50) return 'middle';
  return 'low';
}

export interface IncomeInput {
  /** Gross annual salary as typed. */
  salary: string;
  /** Key of the chosen age group, '' when none is chosen. */
  ageGroup: string;
  /** Chosen region: selectable, deliberately not part of the result. */
  region: string;
}

export interface AgeGroupMedian {
  alter: string;
  median: number;
}

export interface IncomeResult {
  salary: number;
  ageGroup: AgeGroupMedian;
  percentOfMedian: number;
  percentile: number;
  topShare: number;
  tone: PercentileTone;
}

export type IncomeOutcome =
  | { status: 'empty' }
  | { status: 'invalid'; salaryError: string }
  | { status: 'ok'; result: IncomeResult };

/** The income calculator of /ratgeber/deutsche-einkommen: results only once salary and age group are chosen. */
export function calculateIncomePercentile(input: IncomeInput, ageGroups: readonly AgeGroupMedian[]): IncomeOutcome {
  const parsed = isFilled(input.salary) ? parseGermanNumber(input.salary, { max: MAX_ANNUAL_SALARY }) : null;
  const salaryError =
    parsed && !parsed.ok ? parsed.message : parsed?.ok && parsed.value === 0 ? 'Bitte geben Sie ein Gehalt über 0 € ein.' : undefined;
  const ageGroup = ageGroups.find((group) => group.alter === input.ageGroup);

  if (salaryError) return { status: 'invalid', salaryError };
  if (!parsed?.ok || !ageGroup) return { status: 'empty' };

  const percentile = percentileFromSalary(parsed.value, ageGroup.median);
  return {
    status: 'ok',
    result: {
      salary: parsed.value,
      ageGroup,
      percentOfMedian: Math.round((parsed.value / ageGroup.median) * 100),
      percentile,
      topShare: topShare(percentile),
      tone: percentileTone(percentile),
    },
  };
}
