import { describe, expect, it } from 'vitest';
import { loanIllustration, savingsGrowth } from '@/features/guides/calculators/guide-illustrations';

describe('guide illustrations', () => {
  it('grows 100 € a month at 7 % over 30 years to about 122.000 €', () => {
    const growth = savingsGrowth(100, 7, 30);
    expect(Math.round(growth.finalValue / 1000)).toBe(122);
    expect(growth.finalValue).toBe(121_997.1);
    expect(growth.deposited).toBe(36_000);
    expect(growth.returns).toBe(85_997.1);
  });

  it('repays 200.000 € over 5 years at 5,5 % with about 3.817 € a month', () => {
    const loan = loanIllustration(200_000, 5.5, 5);
    // The guide's prose rounds to about 3.817 €; the monthly annuity at 5,5 % nominal is 3.820,23 €.
    expect(Math.abs(loan.monthlyInstalment - 3817)).toBeLessThan(5);
    expect(loan.monthlyInstalment).toBe(3820.23);
    // 59 × 3.820,23 € + 3.820,40 € (the last instalment absorbs rounding) − 200.000 €
    expect(loan.totalInterest).toBe(29_213.97);
  });

  it('derives the net income at which that rate is 40 % or 35 % of it', () => {
    expect(loanIllustration(200_000, 5.5, 5).incomeAtShare).toEqual([
      { share: 0.4, netIncome: 9550.58 }, // 9.550,575 €, half up
      { share: 0.35, netIncome: 10_914.94 },
    ]);
  });

  it('handles a zero rate', () => {
    expect(savingsGrowth(100, 0, 1).finalValue).toBe(1200);
    expect(loanIllustration(12_000, 0, 1).monthlyInstalment).toBe(1000);
  });
});
