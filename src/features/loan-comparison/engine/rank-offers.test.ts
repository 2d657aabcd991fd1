import { describe, expect, it } from 'vitest';
import { defaultComparisonParams, sortOrders, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { offerFeatures, purposes, type OfferFeature, type Purpose } from '@/entities/partner/model';
import { compareOffers, comparisonSummaryText, type ComparableOffer, type ComparisonSummary } from '@/features/loan-comparison/engine/rank-offers';

const NBSP = '\u00a0';

/** The partner type will carry more fields; the comparison must pass them through untouched. */
interface TestOffer extends ComparableOffer {
  name: string;
}

/** An offer at a 2/3 Sollzins; its effective rate is that Sollzins compounded monthly, two decimals. */
function offer(id: string, editorialOrder: number, borrowingRateTwoThirds: number, overrides: Partial<TestOffer> = {}): TestOffer {
  return {
    id,
    name: `Bank ${id}`,
    editorialOrder,
    borrowingRateTwoThirds,
    effectiveRateTwoThirds: Math.round((Math.pow(1 + borrowingRateTwoThirds / 1200, 12) - 1) * 10_000) / 100,
    conditions: { minAmount: 1_000, maxAmount: 100_000, minTermMonths: 6, maxTermMonths: 120, purposes: [...purposes] },
    features: [],
    ...overrides,
  };
}

const params = (overrides: Partial<ComparisonParams> = {}): ComparisonParams => ({ ...defaultComparisonParams, ...overrides });
const ids = (entries: readonly { offer: { id: string } }[]) => entries.map((entry) => entry.offer.id);

/** Every payment in cents, independent of the module: textbook annuity at Sollzins / 12, the last one taking the balance. */
function referenceSchedule(amount: number, sollzins: number, months: number): number[] {
  const i = sollzins / 1200;
  const instalment = Math.round((i === 0 ? amount / months : (amount * i) / (1 - Math.pow(1 + i, -months))) * 100);
  const payments: number[] = [];
  let balance = amount * 100;
  for (let month = 1; month < months; month++) {
    balance = balance * (1 + i) - instalment;
    payments.push(instalment);
  }
  payments.push(Math.round(balance * (1 + i)));
  return payments;
}

const referenceInstalment = (amount: number, sollzins: number, months: number) => referenceSchedule(amount, sollzins, months)[0]! / 100;

describe('compareOffers', () => {
  const offers = [
    offer('a', 3, 6.49),
    offer('b', 1, 7.19, { conditions: { minAmount: 1_000, maxAmount: 50_000, minTermMonths: 12, maxTermMonths: 84, purposes: ['frei', 'auto'] } }),
    offer('c', 2, 5.79, { features: ['sondertilgung', 'digital'] }),
    offer('d', 5, 5.79, { features: ['sondertilgung'] }),
    offer('e', 4, 7.89, { conditions: { minAmount: 5_000, maxAmount: 25_000, minTermMonths: 12, maxTermMonths: 72, purposes: ['umschuldung'] } }),
  ];

  it.each([
    ['empfehlung', ['b', 'c', 'a', 'd']],
    ['zins', ['c', 'd', 'a', 'b']], // c and d share 5,79 % (5,95 % effective): editorial order decides
    ['rate', ['c', 'd', 'a', 'b']],
    ['gesamt', ['c', 'd', 'a', 'b']],
  ] as const)('sorts the fitting offers by %s', (sortierung, expected) => {
    const result = compareOffers(offers, params({ sortierung }));
    expect(ids(result.fitting)).toEqual(expected);
    expect(ids(result.nonFitting)).toEqual(['e']);
    expect(result.nonFitting[0]?.reasons).toEqual(['Nicht für den Zweck Freie Verwendung']);
  });

  it('without purpose, order or filters (business loans) checks amount and term only and keeps the editorial order', () => {
    const result = compareOffers(offers, { betrag: 60_000, laufzeit: 60 });
    expect(ids(result.fitting)).toEqual(['c', 'a', 'd']);
    expect(ids(result.nonFitting)).toEqual(['b', 'e']);
    expect(result.nonFitting.map((entry) => entry.reasons)).toEqual([[`Betrag höchstens 50.000${NBSP}€`], [`Betrag höchstens 25.000${NBSP}€`]]);
    expect(result.summary).toMatchObject({ fitting: 3, total: 5, hiddenByFilters: 0 });
  });

  it('computes each example from the offer’s 2/3 Sollzins for the visitor’s amount and term', () => {
    const result = compareOffers(offers, params({ betrag: 10_000, laufzeit: 60 }));
    const c = result.fitting.find((entry) => entry.offer.id === 'c');
    // 59 × 192,35 € + 192,56 € at 5,79 % Sollzins; the schedule's effective rate is the offer's 5,95 %.
    expect(c?.example).toEqual({ monthlyInstalment: 192.35, lastInstalment: 192.56, totalAmount: 11_541.21, totalInterest: 1_541.21, effectiveRate: 5.95 });
    expect(referenceSchedule(10_000, 5.79, 60).at(-1)).toBe(19_256);
    expect(result.summary).toEqual({ fitting: 4, total: 5, hiddenByFilters: 0, cheapestMonthly: 192.35, largestAmount: 10_000, mode: 'betrag' });
    for (const { offer: fitting, example } of result.fitting) expect(example.effectiveRate).toBe(fitting.effectiveRateTwoThirds);
  });

  it('moves offers outside their ranges to the non-fitting list with every reason, in editorial order', () => {
    const result = compareOffers(offers, params({ betrag: 60_000, laufzeit: 96, zweck: 'umschuldung' }));
    expect(ids(result.fitting)).toEqual(['c', 'a', 'd']);
    expect(result.nonFitting.map((entry) => [entry.offer.id, entry.reasons])).toEqual([
      ['b', [`Betrag höchstens 50.000${NBSP}€`, 'Laufzeit höchstens 84 Monate', 'Nicht für den Zweck Umschuldung']],
      ['e', [`Betrag höchstens 25.000${NBSP}€`, 'Laufzeit höchstens 72 Monate']],
    ]);
  });

  it.each<[OfferFeature[], string[], number]>([
    [['sondertilgung'], ['c', 'd'], 3],
    [['sondertilgung', 'digital'], ['c'], 4],
    [['ratenpause'], [], 5],
    [[], ['b', 'c', 'a', 'd'], 0],
  ])('keeps only offers with all of %j', (features, expected, hidden) => {
    const result = compareOffers(offers, params({ features }));
    expect(ids(result.fitting)).toEqual(expected);
    expect(result.summary.hiddenByFilters).toBe(hidden);
  });

  it('keeps the input order for complete ties and passes extra fields through', () => {
    const twins = [offer('x', 1, 5), offer('y', 1, 5), offer('z', 1, 5)];
    for (const sortierung of sortOrders) {
      const result = compareOffers(twins, params({ sortierung }));
      expect(ids(result.fitting)).toEqual(['x', 'y', 'z']);
      expect(result.fitting[0]?.offer).toBe(twins[0]);
      expect(result.fitting[0]?.offer.name).toBe('Bank x');
    }
  });

  it('handles no offers', () => {
    expect(compareOffers([], params())).toEqual({ fitting: [], nonFitting: [], summary: { fitting: 0, total: 0, hiddenByFilters: 0, cheapestMonthly: null, largestAmount: null, mode: 'betrag' } });
  });

  it('handles 50 offers after a change of amount, term, purpose, order and filters', () => {
    // A deterministic mix: rates 4–12 %, ranges and purposes that cut some offers out, features on some.
    const many: TestOffer[] = Array.from({ length: 50 }, (_, index) => {
      const features = offerFeatures.filter((_, bit) => (index >> bit) % 2 === 1);
      const offerPurposes: Purpose[] = index % 7 === 0 ? ['auto'] : ['frei', 'umschuldung', 'modernisierung'];
      return offer(`o${index}`, (index * 17) % 50, 4 + ((index * 37) % 81) / 10, {
        features,
        conditions: { minAmount: 1_000 + (index % 5) * 1_000, maxAmount: 20_000 + (index % 9) * 10_000, minTermMonths: 6 + (index % 4) * 6, maxTermMonths: 60 + (index % 3) * 30, purposes: offerPurposes },
      });
    });

    for (const input of [
      params(),
      params({ betrag: 15_000, laufzeit: 84, sortierung: 'rate' }),
      params({ betrag: 80_000, laufzeit: 120, zweck: 'umschuldung', sortierung: 'gesamt' }),
      params({ betrag: 2_500, laufzeit: 12, zweck: 'auto', sortierung: 'zins' }),
      params({ betrag: 30_000, laufzeit: 90, features: ['sondertilgung', 'digital'] }),
    ]) {
      const result = compareOffers(many, input);
      const shown = many.filter((candidate) => input.features.every((feature) => candidate.features.includes(feature)));
      const fits = (candidate: TestOffer) =>
        candidate.conditions.minAmount <= input.betrag &&
        input.betrag <= candidate.conditions.maxAmount &&
        candidate.conditions.minTermMonths <= input.laufzeit &&
        input.laufzeit <= candidate.conditions.maxTermMonths &&
        candidate.conditions.purposes.includes(input.zweck);

      const key = (candidate: TestOffer) =>
        input.sortierung === 'empfehlung' ? 0 : input.sortierung === 'zins' ? candidate.effectiveRateTwoThirds : referenceInstalment(input.betrag, candidate.borrowingRateTwoThirds, input.laufzeit);
      const expectedFitting = shown.filter(fits).sort((a, b) => key(a) - key(b) || a.editorialOrder - b.editorialOrder);
      const expectedNonFitting = shown.filter((candidate) => !fits(candidate)).sort((a, b) => a.editorialOrder - b.editorialOrder);

      // 'gesamt' follows the instalment here: same amount and term, so a lower rate means a lower total too.
      expect(ids(result.fitting)).toEqual(expectedFitting.map((candidate) => candidate.id));
      expect(ids(result.nonFitting)).toEqual(expectedNonFitting.map((candidate) => candidate.id));
      expect(result.summary.hiddenByFilters).toBe(50 - shown.length);
      for (const { offer: fitting, example } of result.fitting) {
        expect(example.monthlyInstalment).toBe(referenceInstalment(input.betrag, fitting.borrowingRateTwoThirds, input.laufzeit));
      }
      for (const { reasons } of result.nonFitting) expect(reasons.length).toBeGreaterThan(0);
      const cheapest = expectedFitting.length === 0 ? null : Math.min(...expectedFitting.map((candidate) => referenceInstalment(input.betrag, candidate.borrowingRateTwoThirds, input.laufzeit)));
      expect(result.summary.cheapestMonthly).toBe(cheapest);
    }
  });
});

describe('compareOffers with a Wunschrate', () => {
  const offers = [
    offer('a', 3, 6.49),
    offer('b', 1, 7.19, { conditions: { minAmount: 1_000, maxAmount: 50_000, minTermMonths: 12, maxTermMonths: 84, purposes: ['frei', 'auto', 'umschuldung'] } }),
    offer('c', 2, 5.79),
    offer('d', 5, 5.79),
    offer('e', 4, 7.89, { conditions: { minAmount: 5_000, maxAmount: 25_000, minTermMonths: 12, maxTermMonths: 72, purposes: ['umschuldung'] } }),
  ];
  const budget = (wunschrate: number, overrides: Partial<ComparisonParams> = {}) => params({ modus: 'wunschrate', wunschrate, ...overrides });

  /** The largest whole 100 € whose every payment, the last included, fits the budget, found by counting up. */
  function referenceAmount(monthly: number, sollzins: number, months: number): number {
    let best = 0;
    for (let amount = 100; referenceInstalment(amount, sollzins, months) <= monthly; amount += 100) {
      if (referenceSchedule(amount, sollzins, months).every((payment) => payment <= Math.round(monthly * 100))) best = amount;
    }
    return best;
  }

  it.each([
    [200, 60, 'frei'],
    [350, 84, 'umschuldung'],
    [80, 60, 'umschuldung'],
    [1_250, 120, 'frei'],
    [2_000, 60, 'umschuldung'],
    [25, 6, 'frei'],
  ] as const)('gives each offer the most %d € a month over %d months buys (%s), capped at its maximum', (wunschrate, laufzeit, zweck) => {
    const result = compareOffers(offers, budget(wunschrate, { laufzeit, zweck }));
    for (const { offer: fitting, amount, example } of result.fitting) {
      expect(amount).toBe(Math.min(referenceAmount(wunschrate, fitting.borrowingRateTwoThirds, laufzeit), fitting.conditions.maxAmount));
      expect(amount).toBeGreaterThanOrEqual(fitting.conditions.minAmount);
      expect(example.monthlyInstalment).toBe(referenceInstalment(amount, fitting.borrowingRateTwoThirds, laufzeit));
      expect(example.monthlyInstalment).toBeLessThanOrEqual(wunschrate);
      expect(example.lastInstalment).toBeLessThanOrEqual(wunschrate);
    }
    for (const { offer: unfit, reasons } of result.nonFitting) {
      const reachable = referenceAmount(wunschrate, unfit.borrowingRateTwoThirds, laufzeit);
      const tooLittle = reachable < unfit.conditions.minAmount;
      expect(reasons.some((reason) => reason.startsWith('Wunschrate reicht nicht'))).toBe(tooLittle);
      expect(reasons.some((reason) => reason.startsWith('Betrag höchstens'))).toBe(false);
    }
    expect(result.summary.mode).toBe('wunschrate');
    expect(result.summary.largestAmount).toBe(result.fitting.length === 0 ? null : Math.max(...result.fitting.map((entry) => entry.amount)));
  });

  it('buys 10.300 € for 200 € a month at 5,79 % Sollzins over 60 months, and sorts by amount with ties in editorial order', () => {
    const result = compareOffers(offers, budget(200, { sortierung: 'betrag' }));
    expect(result.fitting.map(({ offer: { id }, amount }) => [id, amount])).toEqual([
      ['c', 10_300],
      ['d', 10_300],
      ['a', referenceAmount(200, 6.49, 60)],
      ['b', referenceAmount(200, 7.19, 60)],
    ]);
    expect(comparisonSummaryText(result.summary)).toBe(`4 von 5 Angeboten passen · höchster Kreditbetrag 10.300${NBSP}€`);
  });

  it('caps the amount at the offer’s maximum, whose instalment then stays below the Wunschrate', () => {
    const result = compareOffers(offers, budget(2_000, { laufzeit: 60 }));
    const b = result.fitting.find((entry) => entry.offer.id === 'b');
    expect(b?.amount).toBe(50_000);
    expect(b?.example.monthlyInstalment).toBe(referenceInstalment(50_000, 7.19, 60));
    expect(result.summary.largestAmount).toBe(100_000);
  });

  it('explains an offer whose minimum the Wunschrate does not reach', () => {
    const result = compareOffers(offers, budget(80, { zweck: 'umschuldung' }));
    expect(result.nonFitting.map(({ offer: { id }, reasons }) => [id, reasons])).toEqual([
      ['e', [`Wunschrate reicht nicht für den Mindestbetrag von 5.000${NBSP}€`]],
    ]);
    const none = compareOffers(offers, budget(25, { laufzeit: 6 }));
    expect(none.fitting).toEqual([]);
    expect(comparisonSummaryText(none.summary)).toBe('Keines der 5 Angebote passt zu Wunschrate, Laufzeit und Zweck');
  });
});

describe('comparisonSummaryText', () => {
  const summary = (fitting: number, total: number, cheapestMonthly: number | null, hiddenByFilters = 0): ComparisonSummary => ({
    fitting,
    total,
    hiddenByFilters,
    cheapestMonthly,
    largestAmount: cheapestMonthly === null ? null : 10_000,
    mode: 'betrag',
  });

  it.each([
    [summary(9, 11, 289.12), `9 von 11 Angeboten passen · günstigste Rate 289,12${NBSP}€ im Monat`],
    [summary(1, 11, 289.12), `1 von 11 Angeboten passt · Rate 289,12${NBSP}€ im Monat`],
    [summary(1, 1, 1_099.87), `1 Angebot passt · Rate 1.099,87${NBSP}€ im Monat`],
    [summary(2, 2, 192.37), `Beide Angebote passen · günstigste Rate 192,37${NBSP}€ im Monat`],
    [summary(11, 11, 85.9), `Alle 11 Angebote passen · günstigste Rate 85,90${NBSP}€ im Monat`],
    [summary(0, 11, null), 'Keines der 11 Angebote passt zu Betrag, Laufzeit und Zweck'],
    [summary(0, 1, null), 'Das Angebot passt nicht zu Betrag, Laufzeit und Zweck'],
    [summary(0, 0, null, 4), 'Kein Angebot hat alle gewählten Merkmale'],
    [summary(0, 0, null), 'Derzeit keine Angebote'],
  ])('%j reads %j', (input, expected) => {
    expect(comparisonSummaryText(input)).toBe(expected);
  });

  it.each([
    [summary(0, 7, null), 'Keines der 7 Angebote passt zu Betrag und Laufzeit'],
    [summary(0, 1, null), 'Das Angebot passt nicht zu Betrag und Laufzeit'],
    [summary(6, 7, 950.5), `6 von 7 Angeboten passen · günstigste Rate 950,50${NBSP}€ im Monat`],
  ])('names only what the form asked for: %j reads %j', (input, expected) => {
    expect(comparisonSummaryText(input, 'Betrag und Laufzeit')).toBe(expected);
  });

  it.each([
    [{ ...summary(9, 11, 180.5), largestAmount: 23_400 }, `9 von 11 Angeboten passen · höchster Kreditbetrag 23.400${NBSP}€`],
    [{ ...summary(1, 11, 180.5), largestAmount: 12_345.67 }, `1 von 11 Angeboten passt · Kreditbetrag 12.345,67${NBSP}€`],
    [summary(0, 11, null), 'Keines der 11 Angebote passt zu Wunschrate, Laufzeit und Zweck'],
  ])('with a Wunschrate, %j reads %j', (input, expected) => {
    expect(comparisonSummaryText({ ...input, mode: 'wunschrate' })).toBe(expected);
  });
});
