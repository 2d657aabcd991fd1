import { describe, expect, it } from 'vitest';
import type { CardConditions, Partner } from '@/entities/partner/schema/validate-partner';
import { defaultCardValues, type CardComparisonValues } from '@/features/card-comparison/inputs/card-params';
import { rankCards } from '@/features/card-comparison/model/rank-cards';

const noCosts: CardConditions = {
  type: 'charge',
  annualFeeFirstYear: 0,
  annualFee: 0,
  feeWaiverSpend: null,
  foreignCurrencyFee: 0,
  cashFeePercent: 0,
  cashFeeMin: 0,
  freeWithdrawals: 0,
  cashbackPercent: 0,
  cashbackCap: null,
  applePay: true,
  googlePay: true,
  schufaCheck: true,
  fullPaymentSwitch: null,
  sample: true,
};

const card = (name: string, conditions: Partial<CardConditions> | null) =>
  ({ id: name, name, category: 'kreditkarte', card: conditions && { ...noCosts, ...conditions } }) as Partner;

// Default inputs: S = 7.000 €, 4 withdrawals of 200 €. Costs (1. Jahr / ab 2. Jahr) in the comments.
const partners = [
  card('Zeder', { annualFee: 10 }), // 0 / 10
  card('Ahorn', { annualFeeFirstYear: 5, annualFee: 5 }), // 5 / 5
  card('Birke', { type: 'debit', annualFee: 10 }), // 0 / 10, same as Zeder: the name decides
  card('Eiche', { type: 'prepaid', annualFeeFirstYear: 20, annualFee: 0 }), // 20 / 0
  card('Linde', { type: 'revolving', fullPaymentSwitch: 'App', cashbackPercent: 0.1 }), // −7 / −7
  card('Ohne', null),
];

const names = (values: Partial<CardComparisonValues>) => {
  const { offers, uncalculated } = rankCards(partners, { ...defaultCardValues, ...values });
  return { offers: offers.map((offer) => offer.partner.name), uncalculated: uncalculated.map((partner) => partner.name) };
};

describe('rankCards', () => {
  it('orders by Kosten im 1. Jahr, ties by Kosten ab dem 2. Jahr, then by name', () => {
    expect(names({})).toEqual({ offers: ['Linde', 'Birke', 'Zeder', 'Ahorn', 'Eiche'], uncalculated: ['Ohne'] });
  });

  it('orders by Kosten ab dem 2. Jahr, ties by Kosten im 1. Jahr', () => {
    expect(names({ sortierung: 'kosten2' }).offers).toEqual(['Linde', 'Eiche', 'Ahorn', 'Birke', 'Zeder']);
  });

  it.each([
    ['kreditkarte', ['Linde', 'Zeder', 'Ahorn']],
    ['debitkarte', ['Birke']],
    ['prepaid', ['Eiche']],
  ] as const)('shows only %s', (kartenart, expected) => {
    expect(names({ kartenart })).toEqual({ offers: expected, uncalculated: ['Ohne'] });
  });

  it('computes each card for the inputs', () => {
    const { offers } = rankCards(partners, { ...defaultCardValues, umsatz: 0, fremdwaehrung: 0 });
    expect(offers.find((offer) => offer.partner.name === 'Linde')!.cost.firstYear.total).toBe(0);
  });
});
