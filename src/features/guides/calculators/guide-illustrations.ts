import { futureValueOfMonthlySavings, representativeExample } from '@/lib/loan-math';
import { roundCents } from '@/lib/round';

export interface SavingsGrowth {
  monthlyDeposit: number;
  annualRatePercent: number;
  years: number;
  deposited: number;
  finalValue: number;
  returns: number;
}

/** What a monthly saving plan grows to (the guides' example: 100 € at 7 % over 30 years ≈ 122.000 €). */
export function savingsGrowth(monthlyDeposit: number, annualRatePercent: number, years: number): SavingsGrowth {
  const months = years * 12;
  const finalValue = roundCents(futureValueOfMonthlySavings(monthlyDeposit, annualRatePercent, months));
  const deposited = roundCents(monthlyDeposit * months);
  return { monthlyDeposit, annualRatePercent, years, deposited, finalValue, returns: roundCents(finalValue - deposited) };
}

export interface LoanIllustration {
  principal: number;
  nominalRatePercent: number;
  years: number;
  /** Every instalment but the last, which absorbs rounding. */
  monthlyInstalment: number;
  totalInterest: number;
  /** Net household income at which the rate takes 40 % and 35 % of it (rule of thumb 35-40 %). */
  incomeAtShare: { share: number; netIncome: number }[];
}

/** Full repayment of a loan by a constant monthly rate at a nominal rate (the guides' example: 200.000 €, 5 years, 5,5 %). */
export function loanIllustration(principal: number, nominalRatePercent: number, years: number): LoanIllustration {
  const { monthlyInstalment, totalInterest } = representativeExample({ netLoanAmount: principal, borrowingRate: nominalRatePercent, termMonths: years * 12 });
  return {
    principal,
    nominalRatePercent,
    years,
    monthlyInstalment,
    totalInterest,
    incomeAtShare: [0.4, 0.35].map((share) => ({ share, netIncome: roundCents(monthlyInstalment / share) })),
  };
}
