/**
 * Arithmetic of representative examples (§ 17 PAngV) and of mortgage annuities.
 *
 * Rounding (the same rule everywhere in this module):
 * - Only amounts that are paid or shown are rounded, and always to whole cents, half up
 *   (0,005 € becomes 0,01 €). Before rounding, the value is cut to 15 significant digits so that
 *   binary noise cannot move it across the half-cent line (10,005 € is stored as 10,00499999… in
 *   floating point and still rounds to 10,01 €).
 * - The monthly instalment is the annuity P · i / (1 − (1 + i)^−n), rounded to the cent, where
 *   i = (1 + effektiver Jahreszins)^(1/12) − 1 (§ 6 PAngV, compounding within the year).
 * - The balance is carried at full precision month by month: every month it grows by balance · i
 *   and falls by the rounded instalment. Interest is not rounded in between.
 * - The last instalment absorbs all rounding: it is the balance left after n − 1 instalments plus
 *   one month's interest on it, rounded to the cent. It can be a few cents above or below the others.
 * - Gesamtbetrag = (n − 1) × Monatsrate + letzte Rate, added up in whole cents;
 *   Zinsen = Gesamtbetrag − Nettodarlehensbetrag.
 * Example: 10.000 € over 84 months at 3,99 % effective: 83 × 136,31 € + 136,77 € = 11.450,50 €.
 */

export interface LoanCalculation {
  /** Every instalment but the last, in euros. */
  monthlyInstalment: number;
  /** The last instalment, which absorbs rounding, in euros. */
  lastInstalment: number;
  /** Gesamtbetrag: the sum of all instalments, in euros. */
  totalAmount: number;
  /** Gesamtbetrag minus Nettodarlehensbetrag, in euros. */
  totalInterest: number;
  /** Monthly interest rate as a fraction (0.0032657 for 3,99 % effective), unrounded. */
  monthlyRate: number;
}

export interface LoanInput {
  /** Nettodarlehensbetrag in euros. */
  netLoanAmount: number;
  /** Effektiver Jahreszins in percent (3.99 for 3,99 %). */
  effectiveRate: number;
  termMonths: number;
}

/** Rounds half up (away from zero) to `decimals` places, immune to binary noise such as 1.005 → 1.00499…. */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.floor(scaled + 0.5) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

function toCents(euros: number): number {
  return roundHalfUp(euros * 100);
}

function requireAmount(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}.`);
}

function requireMonths(value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`The term must be a whole number of months ≥ 1, got ${value}.`);
}

/** Monthly rate i = (1 + eff)^(1/12) − 1, computed without cancellation for tiny rates. */
export function monthlyRateFromEffective(effectiveRatePercent: number): number {
  requireAmount(effectiveRatePercent, 'The effective rate');
  return Math.expm1(Math.log1p(effectiveRatePercent / 100) / 12);
}

/** (1 + i)^k − 1, accurate for tiny i. */
function growth(monthlyRate: number, months: number): number {
  return Math.expm1(months * Math.log1p(monthlyRate));
}

/** Annuity factor i / (1 − (1 + i)^−n); 1/n at a zero rate. */
function annuityFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return 1 / months;
  return monthlyRate / -Math.expm1(-months * Math.log1p(monthlyRate));
}

/** Balance in cents after `months` instalments of `instalmentCents`, unrounded (closed form). */
function balanceAfter(principalCents: number, monthlyRate: number, instalmentCents: number, months: number): number {
  if (monthlyRate === 0) return principalCents - instalmentCents * months;
  const g = growth(monthlyRate, months);
  return principalCents * (1 + g) - (instalmentCents * g) / monthlyRate;
}

function instalmentCentsFor(principalCents: number, monthlyRate: number, termMonths: number): number {
  return roundHalfUp(principalCents * annuityFactor(monthlyRate, termMonths));
}

/** Instalments, Gesamtbetrag and interest of an annuity loan at an effective annual rate (see the module comment). */
export function representativeExample({ netLoanAmount, effectiveRate, termMonths }: LoanInput): LoanCalculation {
  requireAmount(netLoanAmount, 'The net loan amount');
  requireMonths(termMonths);
  const monthlyRate = monthlyRateFromEffective(effectiveRate);
  const principalCents = toCents(netLoanAmount);
  const instalmentCents = instalmentCentsFor(principalCents, monthlyRate, termMonths);
  const balanceBeforeLast = balanceAfter(principalCents, monthlyRate, instalmentCents, termMonths - 1);
  const lastCents = roundHalfUp(balanceBeforeLast * (1 + monthlyRate));
  if (lastCents < 0) throw new RangeError('The loan amount is too small for this term: the instalments repay it early.');
  const totalCents = instalmentCents * (termMonths - 1) + lastCents;
  return {
    monthlyInstalment: instalmentCents / 100,
    lastInstalment: lastCents / 100,
    totalAmount: totalCents / 100,
    totalInterest: (totalCents - principalCents) / 100,
    monthlyRate,
  };
}

/** Sollzins p. a. (nominal, monthly compounding: 12 · i) in percent, rounded to two decimals for display. */
export function borrowingRateFromEffective(effectiveRatePercent: number): number {
  return roundHalfUp(monthlyRateFromEffective(effectiveRatePercent) * 1200, 2);
}

export interface BudgetInput {
  /** Wunschrate: the most the visitor wants to pay per month, in euros. */
  monthlyBudget: number;
  effectiveRate: number;
  termMonths: number;
}

const BUDGET_STEP_CENTS = 100_00;

/** Largest Nettodarlehensbetrag in whole 100 € whose rounded instalment fits the monthly budget. */
export function maxLoanForBudget({ monthlyBudget, effectiveRate, termMonths }: BudgetInput): number {
  requireAmount(monthlyBudget, 'The monthly budget');
  requireMonths(termMonths);
  const monthlyRate = monthlyRateFromEffective(effectiveRate);
  const budgetCents = toCents(monthlyBudget);
  const fits = (principalCents: number) => instalmentCentsFor(principalCents, monthlyRate, termMonths) <= budgetCents;
  let principalCents = Math.floor(budgetCents / annuityFactor(monthlyRate, termMonths) / BUDGET_STEP_CENTS) * BUDGET_STEP_CENTS;
  // The estimate can be one step off because the instalment is rounded; correct it in either direction.
  while (principalCents > 0 && !fits(principalCents)) principalCents -= BUDGET_STEP_CENTS;
  while (fits(principalCents + BUDGET_STEP_CENTS)) principalCents += BUDGET_STEP_CENTS;
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

/** Restschuld after `months` constant instalments (closed form, balance carried exactly), rounded to the cent; 0 once repaid. */
export function mortgageRemainingDebt({
  loanAmount,
  borrowingRate,
  monthlyInstalment,
  months,
}: MortgageInput & { monthlyInstalment: number; months: number }): number {
  requireAmount(loanAmount, 'The loan amount');
  requireAmount(borrowingRate, 'The borrowing rate');
  requireAmount(monthlyInstalment, 'The monthly instalment');
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`Months must be a whole number ≥ 0, got ${months}.`);
  const balance = balanceAfter(toCents(loanAmount), borrowingRate / 1200, toCents(monthlyInstalment), months);
  return Math.max(0, roundHalfUp(balance)) / 100;
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
