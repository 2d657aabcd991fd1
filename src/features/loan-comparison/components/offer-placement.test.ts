import { describe, expect, it } from 'vitest';
import { placeOffers } from '@/features/loan-comparison/components/offer-placement';
import type { ComparisonResult } from '@/features/loan-comparison/engine/rank-offers';

type Offer = { id: string };

/** A result with `fitting` in this order and `nonFitting` with a reason each; figures do not matter here. */
function result(fitting: string[], nonFitting: string[]): ComparisonResult<Offer> {
  const example = { monthlyInstalment: 1, lastInstalment: 1, totalAmount: 1, totalInterest: 0, monthlyRate: 0 } as unknown as ComparisonResult<Offer>['fitting'][number]['example'];
  return {
    fitting: fitting.map((id) => ({ offer: { id }, amount: 1, example })),
    nonFitting: nonFitting.map((id) => ({ offer: { id }, reasons: [`${id} passt nicht`] })),
    summary: { fitting: fitting.length, total: fitting.length + nonFitting.length, hiddenByFilters: 0, cheapestMonthly: null, largestAmount: null, mode: 'betrag' },
  };
}

const shape = ({ fitting, nonFitting }: ReturnType<typeof placeOffers<Offer>>) => ({
  fitting: fitting.map(({ offer, pending, fitting: figures }) => `${offer.id}${pending ? '*' : ''}${figures ? '' : '!'}`),
  nonFitting: nonFitting.map(({ offer, pending, reasons }) => `${offer.id}${pending ? '*' : ''}${reasons.length ? '' : '+'}`),
});

describe('placeOffers', () => {
  it.each([
    // current, settled → where each card stands; * pending, ! no figures (shows reasons), + figures under "Passt nicht"
    ['the same results', result(['a', 'b'], ['c']), result(['a', 'b'], ['c']), { fitting: ['a', 'b'], nonFitting: ['c'] }],
    ['another order', result(['b', 'a'], ['c']), result(['a', 'b'], ['c']), { fitting: ['a', 'b'], nonFitting: ['c'] }],
    ['an offer that stopped fitting', result(['a'], ['b', 'c']), result(['a', 'b'], ['c']), { fitting: ['a', 'b*!'], nonFitting: ['c'] }],
    ['an offer that fits again', result(['a', 'c'], ['b']), result(['a'], ['b', 'c']), { fitting: ['a'], nonFitting: ['b', 'c*+'] }],
    ['none fitting any more', result([], ['a', 'b', 'c']), result(['a', 'b'], ['c']), { fitting: ['a*!', 'b*!'], nonFitting: ['c'] }],
  ])('with %s, keeps the settled places and marks the cards whose section changes', (_, current, settled, expected) => {
    expect(shape(placeOffers(current, settled))).toEqual(expected);
  });

  it('shows the current reasons of an offer that stays unfit', () => {
    const current = result(['a'], ['b']);
    current.nonFitting[0]!.reasons = ['neuer Grund'];
    expect(placeOffers(current, result(['a'], ['b'])).nonFitting[0]!.reasons).toEqual(['neuer Grund']);
  });

  it('places the offers as the current results do when they hold one the settled results lack (new data)', () => {
    expect(shape(placeOffers(result(['d', 'a'], ['b']), result(['a', 'b'], [])))).toEqual({ fitting: ['d', 'a'], nonFitting: ['b'] });
  });
});
