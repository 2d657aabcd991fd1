import { describe, expect, it } from 'vitest';
import { representativeExample } from '../../../src/lib/loan-math.ts';
import { cardSeeds } from './seed-cards.ts';
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

describe('seed examples (§ 17 PAngV)', () => {
  const withExample = seedPartners.filter((partner) => partner.example !== null);

  it.each(withExample.map((partner) => [partner.name, partner] as const))('%s names its lender with a sample address', (_name, partner) => {
    expect(partner.lender?.name.trim()).toBeTruthy();
    expect(partner.lender?.address).toMatch(/\S.*\(Beispieladresse\)$/);
  });

  it.each(seedPartners.filter((partner) => partner.mortgage).map((partner) => [partner.name, partner] as const))(
    '%s: the example is its Zinsbindung’s rate, within the loans the rates are quoted for',
    (_name, { mortgage, example, rates, limits }) => {
      const { rateScope, exampleTerms } = mortgage!;
      expect(mortgage!.rates[exampleTerms.fixedRateYears]).toBe(rates!.twoThirds.borrowingRate);
      expect(Number(exampleTerms.fixedRateYears) * 12).toBeLessThanOrEqual(example!.months);
      expect(exampleTerms.loanToValue).toBeLessThanOrEqual(rateScope.maxLoanToValue);
      expect(rateScope.maxLoanToValue).toBeLessThanOrEqual(mortgage!.maxLoanToValue);
      expect(limits!.minAmount <= rateScope.minAmount && rateScope.minAmount <= example!.netLoanAmount).toBe(true);
      expect(example!.netLoanAmount <= rateScope.maxAmount && rateScope.maxAmount <= limits!.maxAmount).toBe(true);
    },
  );
});

describe('sample partner texts (legal review of 27.11.2026, A3)', () => {
  /** Claims a partner would have to prove: bank counts, independence, superlatives. */
  const unverifiable = /über \d+ (?:Partner)?(?:banken|Banken)|\d+\+? Banken|unabhängig|Testsieger|beste[rns]? /i;

  it.each([...seedPartners, ...cardSeeds].map((partner) => [partner.name, partner] as const))('%s claims nothing it would have to prove', (_name, partner) => {
    const texts = [partner.description, ...partner.pros, ...partner.cons];
    expect(texts.filter((text) => unverifiable.test(text))).toEqual([]);
  });
});
