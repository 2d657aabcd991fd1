import { describe, expect, it } from 'vitest';
import { termDepositInterest } from '@/features/guides/calculators/term-deposit';

describe('termDepositInterest', () => {
  it.each([
    // amount, rate, months, interest
    [10_000, 3.25, 12, 325],
    [10_000, 2.1, 6, 105],
    [10_000, 2.6, 24, 526.76],
    [10_000, 3, 60, 1_592.74],
    [10_000, 2.4, 18, 362.88],
  ])('%d € at %f %% for %d months earns %f €', (amount, rate, months, interest) => {
    expect(termDepositInterest(amount, rate, months)).toBe(interest);
  });

  it.each([
    [0, 3, 12],
    [-100, 3, 12],
    [1_000, -1, 12],
    [1_000, 3, 0],
    [Number.NaN, 3, 12],
  ])('returns 0 for invalid input (%d €, %d %%, %d months)', (amount, rate, months) => {
    expect(termDepositInterest(amount, rate, months)).toBe(0);
  });
});
