/** Rounds a money amount to whole cents. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Monthly rate equivalent to an effective annual rate (PAngV: compounding within the year). */
export function monthlyRateFromEffective(effectiveAnnualPercent: number): number {
  return Math.pow(1 + effectiveAnnualPercent / 100, 1 / 12) - 1;
}

/** Monthly rate of a nominal (Sollzins) annual rate, paid monthly. */
export function monthlyRateFromNominal(nominalAnnualPercent: number): number {
  return nominalAnnualPercent / 100 / 12;
}

/** Effective annual rate (in percent) of a monthly rate. */
export function effectiveFromMonthlyRate(monthlyRate: number): number {
  return (Math.pow(1 + monthlyRate, 12) - 1) * 100;
}

/** Constant monthly instalment (Annuität) that repays `principal` in `months` at `monthlyRate`. */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) throw new RangeError('Die Laufzeit muss mindestens einen Monat betragen.');
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
}

export interface LoanCost {
  monthlyPayment: number;
  totalPayable: number;
  totalInterest: number;
}

/** Instalment, total amount and interest of an annuity loan with an effective annual rate. */
export function loanCost(principal: number, effectiveAnnualPercent: number, months: number): LoanCost {
  const monthlyPayment = roundCents(annuityPayment(principal, monthlyRateFromEffective(effectiveAnnualPercent), months));
  const totalPayable = roundCents(monthlyPayment * months);
  return { monthlyPayment, totalPayable, totalInterest: roundCents(totalPayable - principal) };
}

/** Value after `months` of saving `monthlyDeposit` at the end of each month with a nominal annual rate. */
export function futureValueOfMonthlySavings(monthlyDeposit: number, nominalAnnualPercent: number, months: number): number {
  const rate = monthlyRateFromNominal(nominalAnnualPercent);
  if (rate === 0) return monthlyDeposit * months;
  return monthlyDeposit * ((Math.pow(1 + rate, months) - 1) / rate);
}
