import { describe, expect, it } from 'vitest';
import { firstInstalmentSplit, interestExample } from '@/features/guides/calculators/interest-examples';

describe('interestExample', () => {
  it.each([
    // amount, months, nominal, effective, instalment
    [10_000, 60, 5.9, 6.06, 192.86],
    [5_000, 36, 4.5, 4.59, 148.73],
    [20_000, 84, 6.5, 6.7, 296.99],
    [200_000, 60, 5.5, 5.64, 3_820.23],
  ])('%d € over %d months at %f %% nominal', (amount, months, nominalRate, effectiveRate, monthlyPayment) => {
    const example = interestExample({ amount, months, nominalRate });
    expect(example.effectiveRate).toBe(effectiveRate);
    expect(example.monthlyPayment).toBe(monthlyPayment);
    expect(example.totalPayable).toBeCloseTo(monthlyPayment * months, 2);
    expect(example.totalInterest).toBeCloseTo(monthlyPayment * months - amount, 2);
  });

  it('charges no interest at 0 % and splits the principal evenly', () => {
    expect(interestExample({ amount: 1_200, months: 12, nominalRate: 0 })).toMatchObject({
      effectiveRate: 0,
      monthlyPayment: 100,
      totalInterest: 0,
    });
  });

  it('keeps the effective rate above the nominal rate for any positive rate', () => {
    for (const nominalRate of [3, 7.5, 12]) {
      expect(interestExample({ amount: 1_000, months: 12, nominalRate }).effectiveRate).toBeGreaterThan(nominalRate);
    }
  });
});

describe('firstInstalmentSplit', () => {
  it('splits the first instalment into interest and repayment', () => {
    const split = firstInstalmentSplit({ amount: 10_000, months: 60, nominalRate: 6 });
    expect(split.interest).toBe(50);
    expect(split.repayment).toBeCloseTo(split.monthlyPayment - 50, 2);
  });
});
