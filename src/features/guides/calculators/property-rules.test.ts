import { describe, expect, it } from 'vitest';
import { buyOrRent, initialRepaymentRate, priceToRentFactor } from '@/features/guides/calculators/property-rules';

describe('property rules of thumb', () => {
  it('computes the price-to-annual-rent factor with one decimal', () => {
    expect(priceToRentFactor(300_000, 1000)).toBe(25);
    expect(priceToRentFactor(8900, 22.5)).toBe(33);
    expect(priceToRentFactor(3100, 9.8)).toBe(26.4);
    expect(() => priceToRentFactor(1, 0)).toThrow(RangeError);
  });

  it.each([
    [0, 'kaufen'],
    [24.9, 'kaufen'],
    [25, 'abwaegen'],
    [30, 'abwaegen'],
    [30.1, 'mieten'],
  ] as const)('a factor of %d suggests %s', (factor, verdict) => {
    expect(buyOrRent(factor)).toBe(verdict);
  });

  it('computes the monthly rate from nominal rate and initial repayment', () => {
    expect(initialRepaymentRate(200_000, 3.8, 2)).toBe(966.67);
    expect(initialRepaymentRate(300_000, 3.5, 2)).toBe(1375);
  });
});
