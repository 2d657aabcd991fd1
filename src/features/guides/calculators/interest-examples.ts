import { representativeExample, type LoanCalculation } from '@/lib/loan-math';
import { roundCents } from '@/lib/round';

export interface InterestExampleInput {
  amount: number;
  months: number;
  /** Sollzins p. a. in percent, charged monthly (nominal / 12). */
  nominalRate: number;
}

export type InterestExample = InterestExampleInput & LoanCalculation;

/** Instalments, effective rate and interest of an annuity loan, by the same rule as every offer's example. */
export function interestExample(input: InterestExampleInput): InterestExample {
  return { ...input, ...representativeExample({ netLoanAmount: input.amount, borrowingRate: input.nominalRate, termMonths: input.months }) };
}

/** Interest of the first month and the share of it in the first instalment. */
export function firstInstalmentSplit(input: InterestExampleInput) {
  const { monthlyInstalment } = interestExample(input);
  const interest = roundCents((input.amount * input.nominalRate) / 1200);
  return { monthlyInstalment, interest, repayment: roundCents(monthlyInstalment - interest) };
}
