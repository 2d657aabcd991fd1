/**
 * The one savings interest model: what a deposit earns at a Tagesgeld or Festgeld offer over a term
 * in whole months, before tax. docs/calculations.md states the rules with a worked example.
 * Money is carried in cents: balances in whole cents, interest accrued in fractions of a cent
 * until it is credited, rounded half up.
 */
import { roundHalfUp } from '@/lib/round';

/** Every 1, 3 or 12 months from the start. */
type TagesgeldCrediting = 'monatlich' | 'vierteljaehrlich' | 'jaehrlich';
/** Every 12 months with a final part year, or once at the end. */
type FestgeldCrediting = 'jaehrlich' | 'endfaellig';

export interface TagesgeldTerms {
  /** Percent p. a., paid on the whole balance once no promotion applies. */
  baseRate: number;
  /** The new-customer rate (percent p. a.) for the first `months`, on the balance up to `maxAmount` €. */
  promotion: { rate: number; months: number; maxAmount: number } | null;
  crediting: TagesgeldCrediting;
}

export interface FestgeldTerms {
  /** Percent p. a. for the chosen term. */
  rate: number;
  crediting: FestgeldCrediting;
}

export interface SavingsOutcome {
  /** Endbetrag in euros (cents exact). */
  finalBalance: number;
  /** Zinsertrag = Endbetrag − Anlagebetrag, in euros. */
  interest: number;
  /** The Rendite p. a. the Endbetrag equals, compounded annually, percent with two decimals. */
  yieldPercent: number;
}

const creditingMonths: Record<TagesgeldCrediting, number> = { monatlich: 1, vierteljaehrlich: 3, jaehrlich: 12 };

function requireInputs(amount: number, months: number): void {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError(`The amount must be a finite number > 0, got ${amount}.`);
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`The term must be a whole number of months ≥ 1, got ${months}.`);
}

const toCents = (euros: number) => roundHalfUp(euros * 100);

/**
 * The annual rate r with amount · (1 + r)^(months / 12) = finalBalance, in percent, two decimals
 * half up: the yield p. a. of the outcome, comparable across terms and crediting rules.
 */
export function annualYield(amount: number, finalBalance: number, months: number): number {
  requireInputs(amount, months);
  // Subtracting 1 leaves binary noise near 1e-14 (2,005 as 2,00499999999999): 12 digits are plenty for a yield.
  const percent = ((finalBalance / amount) ** (12 / months) - 1) * 100;
  return roundHalfUp(Number(percent.toPrecision(12)), 2);
}

function outcome(amount: number, finalCents: number, months: number): SavingsOutcome {
  const finalBalance = finalCents / 100;
  return { finalBalance, interest: (finalCents - toCents(amount)) / 100, yieldPercent: annualYield(amount, finalBalance, months) };
}

/**
 * Tagesgeld, month by month: in month m the balance earns the promotion rate on the part up to its
 * cap while m ≤ its months (new customers only), the base rate on the rest and afterwards; a month's
 * interest is balance · rate / 12. Accrued interest is credited, rounded to the cent, at the end of
 * each crediting period counted from the start and at the end of the term.
 */
export function tagesgeldOutcome(amount: number, months: number, terms: TagesgeldTerms, newCustomer: boolean): SavingsOutcome {
  requireInputs(amount, months);
  const period = creditingMonths[terms.crediting];
  const promotion = newCustomer ? terms.promotion : null;
  const capCents = promotion ? toCents(promotion.maxAmount) : 0;
  let balance = toCents(amount);
  let accrued = 0;
  for (let month = 1; month <= months; month++) {
    const promoted = promotion !== null && month <= promotion.months ? Math.min(balance, capCents) : 0;
    accrued += (promoted * (promotion?.rate ?? 0) + (balance - promoted) * terms.baseRate) / 1200;
    if (month % period === 0 || month === months) {
      balance += roundHalfUp(accrued);
      accrued = 0;
    }
  }
  return outcome(amount, balance, months);
}

/**
 * Festgeld: 'jaehrlich' credits balance · rate every 12 months (rounded to the cent, then earning
 * interest) and a final part year pro rata; 'endfaellig' credits amount · rate · months / 12 once.
 */
export function festgeldOutcome(amount: number, months: number, terms: FestgeldTerms): SavingsOutcome {
  requireInputs(amount, months);
  let balance = toCents(amount);
  if (terms.crediting === 'endfaellig') return outcome(amount, balance + roundHalfUp((balance * terms.rate * months) / 1200), months);
  for (let year = 1; year <= Math.floor(months / 12); year++) balance += roundHalfUp((balance * terms.rate) / 100);
  const restMonths = months % 12;
  if (restMonths > 0) balance += roundHalfUp((balance * terms.rate * restMonths) / 1200);
  return outcome(amount, balance, months);
}
