import { describe, expect, it } from 'vitest';
import { representativeExample } from '../../../src/lib/loan-math.ts';
import { seedPartners } from './seed-partners.ts';

const withRates = seedPartners.filter((partner) => partner.rates !== undefined);

describe('seed rates', () => {
  it('gives every offer with rates an example to state them on', () => {
    expect(withRates.length).toBeGreaterThanOrEqual(20);
    for (const partner of withRates) expect(partner.example, partner.name).not.toBeNull();
  });

  it.each(withRates.map((partner) => [partner.name, partner] as const))('%s states the effective rate its Sollzins gives', (_name, partner) => {
    const { min, max, twoThirds } = partner.rates!;
    const { effectiveRate } = representativeExample({ netLoanAmount: partner.example!.netLoanAmount, borrowingRate: twoThirds.borrowingRate, termMonths: partner.example!.months });
    expect(Math.abs(effectiveRate - twoThirds.effectiveRate)).toBeLessThanOrEqual(0.01 + 1e-9);
    // The CHECKs of the condition migration.
    expect(twoThirds.borrowingRate).toBeLessThanOrEqual(twoThirds.effectiveRate);
    expect(min <= twoThirds.effectiveRate && twoThirds.effectiveRate <= max).toBe(true);
  });
});
