import { describe, expect, it } from 'vitest';
import type { SavingsConditions } from '@/entities/partner/schema/validate-partner';
import { bankLines, conditionLines, outcomeTexts } from '@/features/savings-comparison/model/offer-texts';
import { tagesgeldOutcome } from '@/features/savings-comparison/model/savings-interest';

const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const guarantee = { country: 'DE', depositGuarantee: 'Entschädigungseinrichtung deutscher Banken', sample: true, minAmount: 1, maxAmount: 1_000_000 } as const;
const tagesgeld: SavingsConditions = { product: 'tagesgeld', baseRate: 1.5, promotion: { rate: 3.25, months: 4, maxAmount: 100_000 }, crediting: 'monatlich', ...guarantee };
const festgeld: SavingsConditions = {
  product: 'festgeld',
  terms: [
    { months: 12, rate: 2.6 },
    { months: 24, rate: 2.55 },
  ],
  crediting: 'endfaellig',
  ...guarantee,
  country: 'AT',
  depositGuarantee: 'Einlagensicherung AUSTRIA',
};

describe('the card texts, in the issue’s words', () => {
  it('names the Tagesgeld rates and crediting the arithmetic uses', () => {
    expect(conditionLines(tagesgeld, { dauer: 12, neukunde: 'ja' }).map(plain)).toEqual([
      'Zins: 1,50 % p. a.',
      'Neukunden: 3,25 % p. a. für 4 Monate, bis 100.000,00 €',
      'Zinsgutschrift: monatlich',
    ]);
    expect(conditionLines({ ...tagesgeld, crediting: 'vierteljaehrlich' }, { dauer: 12, neukunde: 'nein' }).map(plain)).toEqual([
      'Zins: 1,50 % p. a.',
      'Neukunden: 3,25 % p. a. für 4 Monate, bis 100.000,00 € (nicht berücksichtigt: Sie sind schon Kunde)',
      'Zinsgutschrift: vierteljährlich',
    ]);
    expect(conditionLines({ ...tagesgeld, promotion: null, crediting: 'jaehrlich' }, { dauer: 3, neukunde: 'ja' }).map(plain)).toEqual(['Zins: 1,50 % p. a.', 'Zinsgutschrift: jährlich']);
  });

  it('names the Festgeld rate for the term, or every term when the term is not offered', () => {
    expect(conditionLines({ ...festgeld, crediting: 'jaehrlich' }, { dauer: 12, neukunde: 'ja' }).map(plain)).toEqual(['Zins für 12 Monate: 2,60 % p. a.', 'Zinsgutschrift: jährlich']);
    expect(conditionLines(festgeld, { dauer: 36, neukunde: 'ja' }).map(plain)).toEqual([
      'Zinsen: 12 Monate: 2,60 % p. a. · 24 Monate: 2,55 % p. a.',
      'Zinsgutschrift: am Ende der Laufzeit',
    ]);
  });

  it('states what the default inputs give: 210,31 € and 10.210,31 €', () => {
    const texts = outcomeTexts(tagesgeldOutcome(10_000, 12, tagesgeld, true), 12);
    expect([texts.interestLabel, texts.interest, texts.finalBalance, texts.yieldPerYear].map(plain)).toEqual(['Zinsertrag in 12 Monaten:', '210,31 €', '10.210,31 €', '2,10 % p. a.']);
  });

  it('names the amounts, the country and the deposit guarantee', () => {
    expect(plain(bankLines(festgeld).amounts)).toBe('Anlagebetrag: 1 € bis 1.000.000 €');
    expect(plain(bankLines(festgeld).guarantee)).toBe('Einlagensicherung: Österreich, Einlagensicherung AUSTRIA, bis 100.000 € je Kunde und Bank');
  });
});
