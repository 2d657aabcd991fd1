import { describe, expect, it } from 'vitest';
import { firstInstalmentSplit, interestExample } from '@/features/guides/calculators/interest-examples';

/** The last instalment, walked month by month at Sollzins / 12 (independent of the module). */
function referenceLastInstalment(amount: number, nominalRate: number, months: number, instalment: number): number {
  let balance = amount;
  for (let month = 1; month < months; month++) balance = balance * (1 + nominalRate / 1200) - instalment;
  return Math.round(balance * (1 + nominalRate / 1200) * 100) / 100;
}

describe('interestExample', () => {
  it.each([
    // amount, months, Sollzins, effective, instalment, last instalment
    [10_000, 60, 5.9, 6.06, 192.86, 193.09],
    [5_000, 36, 4.5, 4.59, 148.73, 148.91],
    [20_000, 84, 6.5, 6.7, 296.99, 296.86],
    [200_000, 60, 5.5, 5.64, 3_820.23, 3_820.4],
  ])('%d € over %d months at %f %% Sollzins', (amount, months, nominalRate, effectiveRate, monthlyInstalment, lastInstalment) => {
    const example = interestExample({ amount, months, nominalRate });
    expect(example).toMatchObject({ amount, months, nominalRate, effectiveRate, monthlyInstalment, lastInstalment });
    // (1 + i)^12 − 1 without fees
    expect(Math.round((Math.pow(1 + nominalRate / 1200, 12) - 1) * 10_000) / 100).toBe(effectiveRate);
    expect(referenceLastInstalment(amount, nominalRate, months, monthlyInstalment)).toBe(lastInstalment);
    expect(example.totalAmount).toBeCloseTo(monthlyInstalment * (months - 1) + lastInstalment, 2);
    expect(example.totalInterest).toBeCloseTo(example.totalAmount - amount, 2);
  });

  it('charges no interest at 0 % and splits the principal evenly', () => {
    expect(interestExample({ amount: 1_200, months: 12, nominalRate: 0 })).toMatchObject({
      effectiveRate: 0,
      monthlyInstalment: 100,
      lastInstalment: 100,
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
    expect(split.interest).toBe(50); // 10.000 × 6 % ÷ 12
    expect(split.monthlyInstalment).toBe(193.33);
    expect(split.repayment).toBe(143.33);
  });
});
