import { describe, expect, it } from 'vitest';
import { fact } from '@/content/facts/facts';
import { incomeTax, incomeTaxTariff, incomeTaxYear, marginalTaxRate, splittingTax } from '@/content/facts/income-tax-tariff';

describe('incomeTax (§ 32a Abs. 1 EStG 2026)', () => {
  it.each([
    [0, 0],
    [12_348, 0],
    [12_349, 0],
    [13_096, 109],
    [17_799, 1_034],
    [17_800, 1_035],
    [20_000, 1_570],
    [40_000, 7_209],
    [50_000, 10_548],
    [69_878, 18_213],
    [69_879, 18_213],
    [80_000, 22_464],
    [277_825, 105_550],
    [277_826, 105_551],
    [300_000, 115_529],
  ])('taxes %i € with %i €', (income, expected) => {
    expect(incomeTax(income)).toBe(expected);
  });

  it('rounds the taxable income down to the euro', () => {
    expect(incomeTax(40_000.99)).toBe(incomeTax(40_000));
  });

  it('applies splitting as twice the tax on half the joint income', () => {
    expect(splittingTax(80_000)).toBe(2 * incomeTax(40_000));
    expect(splittingTax(60_000)).toBe(8_434);
  });

  it('gives the marginal rate of each zone, continuous at the zone borders', () => {
    expect(marginalTaxRate(12_348)).toBe(0);
    expect(marginalTaxRate(12_349)).toBeCloseTo(0.14, 3);
    expect(marginalTaxRate(17_799)).toBeCloseTo(marginalTaxRate(17_800), 3);
    expect(marginalTaxRate(69_878)).toBeCloseTo(0.42, 2);
    expect(marginalTaxRate(80_000)).toBe(0.42);
    expect(marginalTaxRate(277_826)).toBe(0.45);
  });

  it('is the tariff of the year the zone facts are valid for', () => {
    for (const id of ['grundfreibetrag', 'spitzensteuersatz-ab', 'reichensteuer-ab'] as const) {
      expect([fact(id).validFrom, fact(id).validUntil], id).toEqual([incomeTaxTariff.validFrom, incomeTaxTariff.validUntil]);
    }
    expect(incomeTaxYear).toBe(2026);
  });
});
