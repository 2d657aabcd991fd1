import { describe, expect, it } from 'vitest';
import { planMortgage, type MortgageOffer, type MortgageOfferResult, type MortgagePlanInput } from '@/features/mortgage/mortgage-plan';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** Restschuld computed independently: month by month with exact balances, rounded at the end. */
function remainingDebtByLoop(loan: number, sollzins: number, instalment: number, months: number): number {
  let balance = loan;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + sollzins / 1200) - instalment;
  return Math.round(balance * 100) / 100;
}

const lenderIdentity = 'Darlehensgeber: Testbank AG, Teststraße 1, 10115 Berlin';

const offers: MortgageOffer[] = [
  // Lends up to 90 %, its rates hold up to 80 % and 400.000 €.
  {
    id: 'a',
    minAmount: 25_000,
    maxAmount: 500_000,
    mortgage: { rates: { '5': 3.29, '10': 3.45, '15': 3.62 }, maxLoanToValue: 90, rateScope: { minAmount: 50_000, maxAmount: 400_000, maxLoanToValue: 80 } },
    lenderIdentity,
  },
  {
    id: 'b',
    minAmount: 30_000,
    maxAmount: 1_000_000,
    mortgage: { rates: { '10': 3.29, '30': 3.98 }, maxLoanToValue: 110, rateScope: { minAmount: 30_000, maxAmount: 1_000_000, maxLoanToValue: 100 } },
    lenderIdentity,
  },
  {
    id: 'c',
    minAmount: 50_000,
    maxAmount: 300_000,
    mortgage: { rates: { '10': 3.69 }, maxLoanToValue: 80, rateScope: { minAmount: 50_000, maxAmount: 300_000, maxLoanToValue: 80 } },
    lenderIdentity,
  },
];

const base: MortgagePlanInput = { purchasePrice: 400_000, equity: 80_000, closingCostsPercent: 10, fixedRateYears: '10', initialRepaymentRate: 2 };

const reasonsOf = (result: MortgageOfferResult) => (result.status === 'rate' ? [] : result.reasons.map(nbsp));

describe('planMortgage', () => {
  it('computes loan, Beleihungsauslauf, effective rate, instalment and Restschuld where the rate holds', () => {
    // 400.000 + 10 % Nebenkosten − 80.000 Eigenkapital = 360.000 €, 90 % of the price
    const plan = planMortgage({ ...base, equity: 120_000 }, offers);
    expect(plan.loanAmount).toBe(320_000);
    expect(plan.loanToValue).toBe(80);
    // 320.000 · (3,45 % + 2 %) / 12 = 1.453,33 €; (1 + 3,45 % / 12)^12 − 1 = 3,51 %
    expect(plan.offers[0]).toEqual({
      id: 'a',
      status: 'rate',
      borrowingRate: 3.45,
      effectiveRate: 3.51,
      monthlyInstalment: 1453.33,
      remainingDebt: remainingDebtByLoop(320_000, 3.45, 1453.33, 120),
    });
    // 320.000 · 5,29 % / 12 = 1.410,67 €; 3,29 % → 3,34 %
    expect(plan.offers[1]).toMatchObject({ status: 'rate', effectiveRate: 3.34, monthlyInstalment: 1410.67, remainingDebt: remainingDebtByLoop(320_000, 3.29, 1410.67, 120) });
  });

  it('never applies a rate beyond the Beleihungsauslauf and amount it is quoted for: an individual quote instead', () => {
    const plan = planMortgage(base, offers);
    expect(plan.loanAmount).toBe(360_000);
    expect(plan.loanToValue).toBe(90);
    expect(plan.offers[0]).toEqual({ id: 'a', status: 'quote', reasons: ['Zins gilt bis 80 % Beleihungsauslauf'] });
    expect(plan.offers[1]).toMatchObject({ status: 'rate', borrowingRate: 3.29 });
  });

  it.each<[string, Partial<MortgagePlanInput>, Partial<MortgageOffer['mortgage']>, string[]]>([
    // 500.000 + 50.000 − 100.000 = 450.000 € at 90 %
    ['an amount above the quoted one', { purchasePrice: 500_000, equity: 100_000 }, {}, ['Zins gilt für Darlehen bis 400.000 €', 'Zins gilt bis 80 % Beleihungsauslauf']],
    // 60.000 + 6.000 − 26.000 = 40.000 € at 66,7 %: lent (from 25.000 €), but quoted from 50.000 €
    ['an amount below the quoted one', { purchasePrice: 60_000, equity: 26_000 }, {}, ['Zins gilt für Darlehen ab 50.000 €']],
    ['no stated scope', { equity: 120_000 }, { rateScope: null }, ['Der Anbieter nennt nicht, für welche Darlehen sein Zins gilt']],
  ])('quotes individually for %s', (_label, patch, mortgagePatch, reasons) => {
    const offer = { ...offers[0]!, mortgage: { ...offers[0]!.mortgage, ...mortgagePatch } };
    const [result] = planMortgage({ ...base, ...patch }, [offer]).offers;
    expect(result!.status).toBe('quote');
    expect(reasonsOf(result!)).toEqual(reasons);
  });

  it('shows no rate for an offer that names no lender with address', () => {
    const [result] = planMortgage({ ...base, equity: 120_000 }, [{ ...offers[0]!, lenderIdentity: null }]).offers;
    expect(result).toEqual({ id: 'a', status: 'quote', reasons: ['Der Anbieter nennt keinen Darlehensgeber mit Anschrift'] });
  });

  it('names every reason an offer does not lend the loan at all', () => {
    const c = planMortgage(base, offers).offers[2]!;
    expect(c.status).toBe('unfit');
    expect(reasonsOf(c)).toEqual(['Darlehen höchstens 300.000 €', 'Beleihungsauslauf höchstens 80 %']);
  });

  it.each([
    ['a Zinsbindung the offer lacks', { fixedRateYears: '30' as const }, 'a', 'unfit', ['Keine Zinsbindung über 30 Jahre']],
    ['a loan below the minimum', { purchasePrice: 20_000, equity: 4_000 }, 'b', 'unfit', ['Darlehen mindestens 30.000 €']],
    // 350.000 + 35.000 − 105.000 = 280.000 €, exactly 80 % of the price: lent, and the rate holds
    ['exactly the maximum Beleihungsauslauf (boundary fits)', { purchasePrice: 350_000, equity: 105_000 }, 'c', 'rate', []],
    ['exactly the quoted Beleihungsauslauf (boundary fits)', { purchasePrice: 350_000, equity: 105_000 }, 'a', 'rate', []],
  ] as const)('%s', (_label, patch, id, status, reasons) => {
    const result = planMortgage({ ...base, ...patch }, offers).offers.find((offer) => offer.id === id)!;
    expect(result.status).toBe(status);
    expect(reasonsOf(result)).toEqual(reasons);
  });

  it('says no loan is needed when the equity covers price and costs', () => {
    const plan = planMortgage({ ...base, equity: 500_000 }, offers);
    expect(plan.loanAmount).toBe(0);
    expect(plan.loanToValue).toBe(0);
    expect(plan.offers.every((offer) => offer.status === 'unfit' && offer.reasons[0] === 'Kein Darlehen nötig: Ihr Eigenkapital deckt den Kauf')).toBe(true);
  });
});
