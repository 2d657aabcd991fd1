import { describe, expect, it } from 'vitest';
import type { Partner, SavingsConditions } from '@/entities/partner/schema/validate-partner';
import { defaultSavingsValues, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { compareSavingsOffers, evaluateSavingsOffer, savingsBasisText, savingsSummaryText, toSavingsOffers, type SavingsOffer } from '@/features/savings-comparison/model/savings-offers';

const guarantee = { country: 'DE', depositGuarantee: 'Entschädigungseinrichtung deutscher Banken', sample: true } as const;

/** The Tagesgeld: 1,50 % p. a., 3,25 % for 4 months up to 100.000 €, monthly. */
const zinsanker: SavingsConditions = {
  product: 'tagesgeld',
  baseRate: 1.5,
  promotion: { rate: 3.25, months: 4, maxAmount: 100_000 },
  crediting: 'monatlich',
  minAmount: 1,
  maxAmount: 1_000_000,
  ...guarantee,
};
const steady: SavingsConditions = { product: 'tagesgeld', baseRate: 2.3, promotion: null, crediting: 'monatlich', minAmount: 1, maxAmount: 250_000, ...guarantee };
/** A high rate on a small amount only. */
const lure: SavingsConditions = { ...zinsanker, baseRate: 0.75, promotion: { rate: 3.5, months: 3, maxAmount: 1_000 }, crediting: 'vierteljaehrlich' };
const fixed: SavingsConditions = {
  product: 'festgeld',
  terms: [
    { months: 6, rate: 1.9 },
    { months: 12, rate: 2.6 },
    { months: 24, rate: 2.4 },
  ],
  crediting: 'jaehrlich',
  minAmount: 5_000,
  maxAmount: 100_000,
  ...guarantee,
};

function offer(id: string, conditions: SavingsConditions): SavingsOffer {
  return { id, conditions, partner: { id, name: id, savings: conditions } as Partner };
}

/** Formatted amounts carry a no-break space before the € sign. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

const values = (patch: Partial<SavingsValues> = {}): SavingsValues => ({ ...defaultSavingsValues, ...patch });

describe('evaluateSavingsOffer', () => {
  it('gives the issue’s Tagesgeld 210,31 € for the default inputs, at the new-customer rate', () => {
    expect(evaluateSavingsOffer(offer('a', zinsanker), values())).toMatchObject({ fits: true, headlineRate: 3.25, outcome: { interest: 210.31, finalBalance: 10_210.31, yieldPercent: 2.1 } });
  });

  it('uses the base rate for an existing customer', () => {
    // 12 months at 1,50 %, credited monthly: 151,04 € (savings-interest.test.ts works it out).
    expect(evaluateSavingsOffer(offer('a', zinsanker), values({ neukunde: 'nein' }))).toMatchObject({ fits: true, headlineRate: 1.5, outcome: { interest: 151.04 } });
  });

  it('computes a Festgeld for a term it offers: 10.000 € × 2,60 % for one year', () => {
    expect(evaluateSavingsOffer(offer('f', fixed), values({ anlage: 'festgeld' }))).toMatchObject({ fits: true, headlineRate: 2.6, outcome: { interest: 260 } });
  });

  it.each<[string, SavingsConditions, Partial<SavingsValues>, string[]]>([
    ['an amount below the minimum', fixed, { anlage: 'festgeld', betrag: 4_999 }, ['Mindestanlage 5.000 €']],
    ['an amount above the maximum', steady, { betrag: 250_001 }, ['Höchstens 250.000 € je Kunde']],
    ['a term the Festgeld does not offer', fixed, { anlage: 'festgeld', dauer: 36 }, ['Keine Laufzeit von 36 Monaten, angeboten: 6, 12 und 24 Monate']],
    [
      'an amount and a term that do not fit',
      fixed,
      { anlage: 'festgeld', betrag: 200_000, dauer: 3 },
      ['Höchstens 100.000 € je Kunde', 'Keine Laufzeit von 3 Monaten, angeboten: 6, 12 und 24 Monate'],
    ],
  ])('does not fit with %s', (_label, conditions, patch, reasons) => {
    const result = evaluateSavingsOffer(offer('x', conditions), values(patch));
    expect(result.fits).toBe(false);
    if (!result.fits) expect(result.reasons.map(plain)).toEqual(reasons);
  });

  it('takes the limits as inclusive', () => {
    expect(evaluateSavingsOffer(offer('f', fixed), values({ anlage: 'festgeld', betrag: 5_000 })).fits).toBe(true);
    expect(evaluateSavingsOffer(offer('f', fixed), values({ anlage: 'festgeld', betrag: 100_000 })).fits).toBe(true);
  });
});

describe('compareSavingsOffers', () => {
  const offers = [offer('zinsanker', zinsanker), offer('lure', lure), offer('steady', steady), offer('fixed', fixed)];
  const ids = (comparison: ReturnType<typeof compareSavingsOffers>) => comparison.fitting.map((result) => result.offer.id);

  it('shows the chosen product only, highest Zinsertrag first', () => {
    // steady: 12 × 2,30 % monthly ≈ 232 €; zinsanker 210,31 €; lure: 3,50 % on 1.000 € for 3 months, 0,75 % otherwise ≈ 81 €.
    const comparison = compareSavingsOffers(offers, values());
    expect(ids(comparison)).toEqual(['steady', 'zinsanker', 'lure']);
    expect(comparison.nonFitting).toEqual([]);
  });

  it('orders by the headline rate with sortierung=zins, so the lure comes first', () => {
    expect(ids(compareSavingsOffers(offers, values({ sortierung: 'zins' })))).toEqual(['lure', 'zinsanker', 'steady']);
  });

  it('keeps the list’s order between equal results', () => {
    const twin = offer('twin', steady);
    expect(ids(compareSavingsOffers([offer('steady', steady), twin], values()))).toEqual(['steady', 'twin']);
    expect(ids(compareSavingsOffers([twin, offer('steady', steady)], values()))).toEqual(['twin', 'steady']);
  });

  it('puts a Festgeld without the term among the offers that do not fit', () => {
    const comparison = compareSavingsOffers(offers, values({ anlage: 'festgeld', dauer: 48 }));
    expect(comparison.fitting).toEqual([]);
    expect(comparison.nonFitting.map((result) => result.offer.id)).toEqual(['fixed']);
    expect(savingsSummaryText(comparison, values({ anlage: 'festgeld' }))).toBe('Keines der 1 Angebote passt zu Ihren Angaben.');
  });
});

describe('texts', () => {
  it.each<[Partial<SavingsValues>, string]>([
    [{}, '10.000 € Tagesgeld über 12 Monate, als Neukunde'],
    [{ neukunde: 'nein', betrag: 250_000, dauer: 3 }, '250.000 € Tagesgeld über 3 Monate, ohne Neukundenzins'],
    [{ anlage: 'festgeld', dauer: 120 }, '10.000 € Festgeld über 120 Monate'],
  ])('basis for %o', (patch, text) => {
    expect(plain(savingsBasisText(values(patch)))).toBe(text);
  });

  it('summarises how many offers fit', () => {
    const offers = [offer('a', zinsanker), offer('b', steady)];
    expect(savingsSummaryText(compareSavingsOffers(offers, values()), values())).toBe('2 von 2 Tagesgeldkonten passen zu Ihren Angaben.');
    expect(savingsSummaryText(compareSavingsOffers(offers, values({ betrag: 300_000 })), values())).toBe('1 von 2 Tagesgeldkonten passt zu Ihren Angaben.');
    expect(savingsSummaryText(compareSavingsOffers([], values()), values())).toBe('Derzeit keine Angebote verfügbar.');
  });

  it('separates partners without usable conditions', () => {
    const partners = [offer('a', zinsanker).partner, { id: 'b', name: 'b', savings: null } as Partner];
    const { offers, uncalculated } = toSavingsOffers(partners);
    expect(offers.map((entry) => entry.id)).toEqual(['a']);
    expect(uncalculated.map((partner) => partner.id)).toEqual(['b']);
  });
});
