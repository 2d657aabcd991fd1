import { annuityPayment, effectiveFromMonthlyRate, monthlyRateFromNominal, roundCents } from '@/lib/finance';

export interface InterestExampleInput {
  amount: number;
  months: number;
  /** Sollzins p. a. in percent, charged monthly (nominal / 12). */
  nominalRate: number;
}

export interface InterestExample extends InterestExampleInput {
  /** Effective annual rate in percent, rounded to two decimals as PAngV prescribes. */
  effectiveRate: number;
  monthlyPayment: number;
  totalPayable: number;
  totalInterest: number;
}

/** Instalment, effective rate and total interest of an annuity loan given its nominal rate. */
export function interestExample(input: InterestExampleInput): InterestExample {
  const monthlyRate = monthlyRateFromNominal(input.nominalRate);
  const monthlyPayment = roundCents(annuityPayment(input.amount, monthlyRate, input.months));
  const totalPayable = roundCents(monthlyPayment * input.months);
  return {
    ...input,
    effectiveRate: Math.round(effectiveFromMonthlyRate(monthlyRate) * 100) / 100,
    monthlyPayment,
    totalPayable,
    totalInterest: roundCents(totalPayable - input.amount),
  };
}

/** Interest of the first month and the share of it in the first instalment. */
export function firstInstalmentSplit(input: InterestExampleInput) {
  const { monthlyPayment } = interestExample(input);
  const interest = roundCents(input.amount * monthlyRateFromNominal(input.nominalRate));
  return { monthlyPayment, interest, repayment: roundCents(monthlyPayment - interest) };
}
