import { describe, expect, it } from 'vitest';
import {
  annuityPayment,
  effectiveFromMonthlyRate,
  futureValueOfMonthlySavings,
  loanCost,
  monthlyRateFromEffective,
  monthlyRateFromNominal,
  roundCents,
} from '@/lib/finance';

describe('finance functions', () => {
  it('rounds to cents', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(136.3148)).toBe(136.31);
  });

  it('converts between effective and monthly rates both ways', () => {
    const monthly = monthlyRateFromEffective(3.99);
    expect(effectiveFromMonthlyRate(monthly)).toBeCloseTo(3.99, 10);
  });

  it('repays 10.000 € at 3,99 % effective over 84 months with 136,31 € a month', () => {
    expect(loanCost(10_000, 3.99, 84)).toEqual({ monthlyPayment: 136.31, totalPayable: 11_450.04, totalInterest: 1_450.04 });
  });

  it('gives about 3.817 € a month for 200.000 € over 5 years at 5,5 % (the guides’ illustration)', () => {
    const payment = annuityPayment(200_000, monthlyRateFromNominal(5.5), 60);
    expect(Math.abs(payment - 3817)).toBeLessThan(5);
  });

  it('grows 100 € a month at 7 % over 30 years to about 122.000 € (the guides’ illustration)', () => {
    const value = futureValueOfMonthlySavings(100, 7, 360);
    expect(Math.round(value / 1000)).toBe(122);
  });

  it('handles a zero rate and rejects a term below one month', () => {
    expect(annuityPayment(1200, 0, 12)).toBe(100);
    expect(futureValueOfMonthlySavings(100, 0, 12)).toBe(1200);
    expect(() => annuityPayment(1000, 0.01, 0)).toThrow(RangeError);
  });
});
