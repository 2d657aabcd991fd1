import { describe, expect, it } from 'vitest';
import type { CardConditions } from '@/entities/partner/schema/validate-partner';
import { cardConditionTexts, costBreakdownText, yearCostText } from '@/features/card-comparison/model/card-texts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** The example card. */
const card: CardConditions = {
  type: 'charge',
  annualFeeFirstYear: 0,
  annualFee: 29,
  feeWaiverSpend: null,
  foreignCurrencyFee: 1.75,
  cashFeePercent: 2,
  cashFeeMin: 5,
  freeWithdrawals: 0,
  cashbackPercent: 0.5,
  cashbackCap: null,
  applePay: true,
  googlePay: false,
  schufaCheck: true,
  fullPaymentSwitch: null,
  sample: true,
};

const texts = (patch: Partial<CardConditions>) => Object.fromEntries(Object.entries(cardConditionTexts({ ...card, ...patch })).map(([key, text]) => [key, nbsp(text)]));

describe('cardConditionTexts', () => {
  it('states the issue example in its words', () => {
    expect(texts({})).toEqual({
      annualFee: 'Jahresgebühr: 1. Jahr 0,00 €, ab dem 2. Jahr 29,00 €',
      foreignCurrencyFee: 'Fremdwährungsentgelt: 1,75 %',
      cash: 'Bargeld außerhalb des Euroraums: 2,00 %, mindestens 5,00 €',
      cashback: 'Cashback: 0,50 %',
      features: 'Apple Pay: ja · Google Pay: nein · SCHUFA-Abfrage: ja',
    });
  });

  it.each([
    [{ feeWaiverSpend: 2400 }, 'annualFee', 'Jahresgebühr: 1. Jahr 0,00 €, ab dem 2. Jahr 29,00 € (entfällt ab 2.400,00 € Jahresumsatz)'],
    [{ freeWithdrawals: 4 }, 'cash', 'Bargeld außerhalb des Euroraums: 2,00 %, mindestens 5,00 €; 4 Abhebungen im Jahr ohne Entgelt'],
    [{ freeWithdrawals: 1 }, 'cash', 'Bargeld außerhalb des Euroraums: 2,00 %, mindestens 5,00 €; 1 Abhebung im Jahr ohne Entgelt'],
    [{ cashFeeMin: 0, cashFeePercent: 1.5 }, 'cash', 'Bargeld außerhalb des Euroraums: 1,50 %'],
    [{ cashFeeMin: 0, cashFeePercent: 0, freeWithdrawals: 3 }, 'cash', 'Bargeld außerhalb des Euroraums: ohne Entgelt'],
    [{ cashbackCap: 100 }, 'cashback', 'Cashback: 0,50 %, höchstens 100,00 € im Jahr'],
  ] as const)('%o → %s', (patch, key, text) => {
    expect(texts(patch)[key]).toBe(text);
  });
});

describe('cost texts', () => {
  it('names the year and writes a negative cost with a minus sign', () => {
    expect([yearCostText('first', 16.5), yearCostText('later', 45.5), yearCostText('first', -3.5)].map(nbsp)).toEqual([
      'Kosten im 1. Jahr: 16,50 €',
      'Kosten ab dem 2. Jahr: 45,50 €',
      'Kosten im 1. Jahr: −3,50 €',
    ]);
  });

  it('spells out the sum of the four parts', () => {
    expect(nbsp(costBreakdownText({ annualFee: 0, foreignUse: 31.5, cash: 20, cashback: 35 }))).toBe('0,00 € Jahresgebühr + 31,50 € Auslandseinsatz + 20,00 € Bargeld − 35,00 € Cashback');
  });
});
