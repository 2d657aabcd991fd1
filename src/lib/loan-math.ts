/**
 * The one loan arithmetic: instalments from the Sollzins, the last one absorbing rounding, the effective rate
 * solved from the payment schedule (§ 16 PAngV and its Anlage), money rounded to cents half up.
 * docs/calculations.md states the rules with a worked example.
 */
import { roundHalfUp } from '@/lib/round';


function toCents(euros: number): number {
  return roundHalfUp(euros * 100);
}

function requireAmount(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}.`);
}

function requireMonths(value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`The term must be a whole number of months ≥ 1, got ${value}.`);
}

/** Monthly rate i = Sollzins / 12 of a Sollzins p. a. in percent. */
function monthlyRateOf(borrowingRate: number): number {
  requireAmount(borrowingRate, 'The borrowing rate');
  return borrowingRate / 1200;
}

/** Annuity factor i / (1 − (1 + i)^−n), accurate for tiny i; 1/n at a zero rate. */
function annuityFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return 1 / months;
  return monthlyRate / -Math.expm1(-months * Math.log1p(monthlyRate));
}

/** Balance after `months` payments of `payment`, unrounded (closed form, same unit as the principal). */
function balanceAfter(principal: number, monthlyRate: number, payment: number, months: number): number {
  if (monthlyRate === 0) return principal - payment * months;
  const growth = Math.expm1(months * Math.log1p(monthlyRate));
  return principal * (1 + growth) - (payment * growth) / monthlyRate;
}

/** Regular and last instalment in cents; the last is negative when the regular ones repay the loan early. */
function amortise(principalCents: number, monthlyRate: number, termMonths: number) {
  const instalmentCents = roundHalfUp(principalCents * annuityFactor(monthlyRate, termMonths));
  const lastCents = roundHalfUp(balanceAfter(principalCents, monthlyRate, instalmentCents, termMonths - 1) * (1 + monthlyRate));
  return { instalmentCents, lastCents };
}

/**
 * Effektiver Jahreszins in percent, unrounded: the X with drawdown = Σ payments[k − 1] · (1 + X)^(−k/12), one
 * drawdown at t = 0 (Anlage zu § 16 PAngV). Newton's method from 0 rises monotonically to the root, as the
 * present value is convex and falling in the monthly rate and is at least the drawdown at 0.
 */
export function effectiveRateOfSchedule(drawdown: number, payments: readonly number[]): number {
  if (!(drawdown > 0)) throw new RangeError(`The drawdown must be > 0, got ${drawdown}.`);
  let paid = 0;
  for (const payment of payments) {
    requireAmount(payment, 'A payment');
    paid += payment;
  }
  if (paid < drawdown) throw new RangeError('The payments add up to less than the drawdown.');
  let monthly = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    const discount = 1 / (1 + monthly);
    let presentValue = 0;
    let slope = 0;
    let factor = 1;
    for (let month = 1; month <= payments.length; month++) {
      factor *= discount;
      presentValue += payments[month - 1]! * factor;
      slope -= month * payments[month - 1]! * factor * discount;
    }
    if (slope === 0) break;
    const step = (presentValue - drawdown) / slope;
    monthly -= step;
    if (Math.abs(step) <= 1e-15 * (1 + monthly)) break;
  }
  return Math.expm1(12 * Math.log1p(monthly)) * 100;
}

export interface LoanInput {
  /** Nettodarlehensbetrag in euros. */
  netLoanAmount: number;
  /** Sollzins p. a. in percent (5.79 for 5,79 %), paid monthly: i = Sollzins / 12. */
  borrowingRate: number;
  termMonths: number;
  /** One-off costs the borrower pays at payout (e.g. a Bearbeitungsentgelt), in euros; 0 when absent. */
  fees?: number;
}

export interface LoanCalculation {
  /** Every instalment but the last, in euros. */
  monthlyInstalment: number;
  /** The last instalment, which absorbs rounding, in euros. */
  lastInstalment: number;
  /** Gesamtbetrag: all instalments plus the fees, in euros. */
  totalAmount: number;
  /** Sollzinsen: the instalments minus the Nettodarlehensbetrag, in euros. */
  totalInterest: number;
  /** Effektiver Jahreszins in percent from the payment schedule, two decimals, half up. */
  effectiveRate: number;
}

/** Instalments, Gesamtbetrag, interest and effective rate of an annuity loan: the representative example (§ 17 PAngV). */
export function representativeExample({ netLoanAmount, borrowingRate, termMonths, fees = 0 }: LoanInput): LoanCalculation {
  requireAmount(netLoanAmount, 'The net loan amount');
  requireAmount(fees, 'The fees');
  requireMonths(termMonths);
  const principalCents = toCents(netLoanAmount);
  const feeCents = toCents(fees);
  if (feeCents >= principalCents && principalCents > 0) throw new RangeError('The fees must be less than the net loan amount.');
  const { instalmentCents, lastCents } = amortise(principalCents, monthlyRateOf(borrowingRate), termMonths);
  if (lastCents < 0) throw new RangeError('The loan amount is too small for this term: the instalments repay it early.');
  const instalmentsCents = instalmentCents * (termMonths - 1) + lastCents;
  const schedule = Array.from({ length: termMonths }, (_, index) => (index === termMonths - 1 ? lastCents : instalmentCents));
  return {
    monthlyInstalment: instalmentCents / 100,
    lastInstalment: lastCents / 100,
    totalAmount: (instalmentsCents + feeCents) / 100,
    totalInterest: (instalmentsCents - principalCents) / 100,
    effectiveRate: principalCents === 0 ? 0 : roundHalfUp(effectiveRateOfSchedule(principalCents - feeCents, schedule), 2),
  };
}

export interface BudgetInput {
  /** Wunschrate: the most the visitor wants to pay per month, in euros. */
  monthlyBudget: number;
  /** Sollzins p. a. in percent. */
  borrowingRate: number;
  termMonths: number;
}

const BUDGET_STEP_CENTS = 100_00;

/** Largest Nettodarlehensbetrag in whole 100 € whose every instalment, the last included, fits the monthly budget. */
export function maxLoanForBudget({ monthlyBudget, borrowingRate, termMonths }: BudgetInput): number {
  requireAmount(monthlyBudget, 'The monthly budget');
  requireMonths(termMonths);
  const monthlyRate = monthlyRateOf(borrowingRate);
  const budgetCents = toCents(monthlyBudget);
  const factor = annuityFactor(monthlyRate, termMonths);
  const regularFits = (principalCents: number) => roundHalfUp(principalCents * factor) <= budgetCents;
  const fits = (principalCents: number) => {
    const { instalmentCents, lastCents } = amortise(principalCents, monthlyRate, termMonths);
    return instalmentCents <= budgetCents && lastCents >= 0 && lastCents <= budgetCents;
  };
  // The regular instalment rises with the amount, so it bounds the answer; the last one does not rise
  // steadily (it carries the rounding), hence the walk down from that bound.
  let principalCents = Math.floor(budgetCents / factor / BUDGET_STEP_CENTS) * BUDGET_STEP_CENTS;
  while (regularFits(principalCents + BUDGET_STEP_CENTS)) principalCents += BUDGET_STEP_CENTS;
  while (principalCents > 0 && !fits(principalCents)) principalCents -= BUDGET_STEP_CENTS;
  return principalCents / 100;
}

export interface MortgageInput {
  /** Darlehensbetrag in euros. */
  loanAmount: number;
  /** Sollzins p. a. in percent, paid monthly (monthly rate = Sollzins / 12). */
  borrowingRate: number;
}

/** Constant monthly instalment of a mortgage: Darlehen · (Sollzins + anfängliche Tilgung) / 12, rounded to the cent. */
export function mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate }: MortgageInput & { initialRepaymentRate: number }): number {
  requireAmount(loanAmount, 'The loan amount');
  requireAmount(borrowingRate, 'The borrowing rate');
  requireAmount(initialRepaymentRate, 'The initial repayment rate');
  return roundHalfUp((toCents(loanAmount) * (borrowingRate + initialRepaymentRate)) / 1200) / 100;
}

/** Restschuld after `months` constant instalments (balance carried exactly), rounded to the cent; 0 once repaid. */
export function mortgageRemainingDebt({
  loanAmount,
  borrowingRate,
  monthlyInstalment,
  months,
}: MortgageInput & { monthlyInstalment: number; months: number }): number {
  requireAmount(loanAmount, 'The loan amount');
  requireAmount(monthlyInstalment, 'The monthly instalment');
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`Months must be a whole number ≥ 0, got ${months}.`);
  const balance = balanceAfter(toCents(loanAmount), monthlyRateOf(borrowingRate), toCents(monthlyInstalment), months);
  return Math.max(0, roundHalfUp(balance)) / 100;
}

/**
 * Effektiver Jahreszins of a mortgage over its Zinsbindung, in percent with two decimals: the loan paid out at 0
 * (less one-off fees), the constant instalments, and the Restschuld paid with the last instalment of the Zinsbindung,
 * as if the loan ended then. A loan the instalments repay earlier ends with a smaller last instalment.
 */
export function mortgageEffectiveRate({
  loanAmount,
  borrowingRate,
  monthlyInstalment,
  months,
  fees = 0,
}: MortgageInput & { monthlyInstalment: number; months: number; fees?: number }): number {
  requireAmount(loanAmount, 'The loan amount');
  requireAmount(monthlyInstalment, 'The monthly instalment');
  requireAmount(fees, 'The fees');
  requireMonths(months);
  const principalCents = toCents(loanAmount);
  const feeCents = toCents(fees);
  if (principalCents === 0) return 0;
  if (feeCents >= principalCents) throw new RangeError('The fees must be less than the loan amount.');
  const monthlyRate = monthlyRateOf(borrowingRate);
  const instalmentCents = toCents(monthlyInstalment);
  const payments: number[] = [];
  for (let month = 1; month <= months; month++) {
    // The balance before this month's payment, with its interest: the closed form, as for the Restschuld.
    const due = balanceAfter(principalCents, monthlyRate, instalmentCents, month - 1) * (1 + monthlyRate);
    if (due <= instalmentCents) {
      payments.push(roundHalfUp(due));
      break;
    }
    const remainingDebt = month === months ? roundHalfUp(balanceAfter(principalCents, monthlyRate, instalmentCents, months)) : 0;
    payments.push(instalmentCents + remainingDebt);
  }
  return roundHalfUp(effectiveRateOfSchedule(principalCents - feeCents, payments), 2);
}

/** Beleihungsauslauf: Darlehen / Kaufpreis in percent, rounded to one decimal. */
export function loanToValue(loanAmount: number, purchasePrice: number): number {
  requireAmount(loanAmount, 'The loan amount');
  if (!Number.isFinite(purchasePrice) || purchasePrice <= 0) throw new RangeError(`The purchase price must be > 0, got ${purchasePrice}.`);
  return roundHalfUp((loanAmount / purchasePrice) * 100, 1);
}

export interface MortgageNeedInput {
  purchasePrice: number;
  /** Kaufnebenkosten in percent of the purchase price; the caller supplies the dated figure. */
  closingCostsPercent: number;
  /** Eigenkapital in euros. */
  equity: number;
}

/** Darlehen = Kaufpreis + Kaufnebenkosten (rounded to the cent) − Eigenkapital; 0 when the equity covers everything. */
export function mortgageLoanAmount({ purchasePrice, closingCostsPercent, equity }: MortgageNeedInput): number {
  requireAmount(purchasePrice, 'The purchase price');
  requireAmount(closingCostsPercent, 'The closing costs percentage');
  requireAmount(equity, 'The equity');
  const priceCents = toCents(purchasePrice);
  const closingCostsCents = roundHalfUp((priceCents * closingCostsPercent) / 100);
  return Math.max(0, priceCents + closingCostsCents - toCents(equity)) / 100;
}

/** Value (unrounded) after `months` of saving `monthlyDeposit` at each month's end at a nominal annual rate paid monthly. */
export function futureValueOfMonthlySavings(monthlyDeposit: number, nominalRatePercent: number, months: number): number {
  const monthlyRate = nominalRatePercent / 1200;
  if (monthlyRate === 0) return monthlyDeposit * months;
  return (monthlyDeposit * Math.expm1(months * Math.log1p(monthlyRate))) / monthlyRate;
}
