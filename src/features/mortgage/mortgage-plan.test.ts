import { describe, expect, it } from 'vitest';
import { planMortgage, type MortgageOffer, type MortgagePlanInput } from '@/features/mortgage/mortgage-plan';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

/** Restschuld computed independently: month by month with exact balances, rounded at the end. */
function remainingDebtByLoop(loan: number, sollzins: number, instalment: number, months: number): number {
  let balance = loan;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + sollzins / 1200) - instalment;
  return Math.round(balance * 100) / 100;
}

const offers: MortgageOffer[] = [
  { id: 'a', minAmount: 25_000, maxAmount: 500_000, mortgage: { rates: { '5': 3.29, '10': 3.45, '15': 3.62 }, maxLoanToValue: 90 } },
  { id: 'b', minAmount: 30_000, maxAmount: 1_000_000, mortgage: { rates: { '10': 3.29, '30': 3.98 }, maxLoanToValue: 110 } },
  { id: 'c', minAmount: 50_000, maxAmount: 300_000, mortgage: { rates: { '10': 3.69 }, maxLoanToValue: 80 } },
];

const base: MortgagePlanInput = { purchasePrice: 400_000, equity: 80_000, closingCostsPercent: 10, fixedRateYears: '10', initialRepaymentRate: 2 };

describe('planMortgage', () => {
  it('computes loan, Beleihungsauslauf, instalment and Restschuld for each fitting offer', () => {
    const plan = planMortgage(base, offers);
    // 400.000 + 10 % Nebenkosten − 80.000 Eigenkapital
    expect(plan.loanAmount).toBe(360_000);
    expect(plan.loanToValue).toBe(90);
    // 360.000 · (3,45 % + 2 %) / 12 = 1.635,00 €
    expect(plan.offers[0]).toEqual({ id: 'a', fits: true, borrowingRate: 3.45, monthlyInstalment: 1635, remainingDebt: remainingDebtByLoop(360_000, 3.45, 1635, 120) });
    // 360.000 · 5,29 % / 12 = 1.587,00 €
    expect(plan.offers[1]).toMatchObject({ fits: true, monthlyInstalment: 1587, remainingDebt: remainingDebtByLoop(360_000, 3.29, 1587, 120) });
  });

  it('names every reason an offer does not fit', () => {
    const plan = planMortgage(base, offers);
    const c = plan.offers[2]!;
    expect(c.fits).toBe(false);
    if (!c.fits) expect(c.reasons.map(nbsp)).toEqual(['Darlehen höchstens 300.000 €', 'Beleihungsauslauf höchstens 80 %']);
  });

  it.each([
    ['a Zinsbindung the offer lacks', { fixedRateYears: '30' as const }, 'a', ['Keine Zinsbindung über 30 Jahre']],
    ['a loan below the minimum', { purchasePrice: 40_000, equity: 20_000 }, 'b', ['Darlehen mindestens 30.000 €']],
    // 350.000 + 35.000 − 105.000 = 280.000 €, exactly 80 % of the price
    ['exactly the maximum Beleihungsauslauf (boundary fits)', { purchasePrice: 350_000, equity: 105_000 }, 'c', []],
  ])('%s', (_label, patch, id, reasons) => {
    const result = planMortgage({ ...base, ...patch }, offers).offers.find((offer) => offer.id === id)!;
    if (reasons.length === 0) expect(result.fits).toBe(true);
    else expect(result.fits ? [] : result.reasons.map(nbsp)).toEqual(reasons);
  });

  it('says no loan is needed when the equity covers price and costs', () => {
    const plan = planMortgage({ ...base, equity: 500_000 }, offers);
    expect(plan.loanAmount).toBe(0);
    expect(plan.loanToValue).toBe(0);
    expect(plan.offers.every((offer) => !offer.fits && offer.reasons[0] === 'Kein Darlehen nötig: Ihr Eigenkapital deckt den Kauf')).toBe(true);
  });
});
