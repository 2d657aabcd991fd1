/**
 * The one card cost model: what a card costs the visitor in a year, for how they pay, travel and withdraw cash.
 * docs/calculations.md states the rules with the worked example of this file's test.
 */
import type { CardConditions } from '@/entities/partner/schema/validate-partner';
import { roundCents } from '@/lib/round';

/** How the visitor uses a card in a year (the GET parameters of /kreditkarten). */
export interface CardUse {
  /** umsatz: card payments per month in the euro area, €. */
  monthlySpend: number;
  /** fremdwaehrung: card payments per year in a foreign currency, €. */
  foreignSpend: number;
  /** abhebungen: cash withdrawals per year outside the euro area. */
  withdrawals: number;
  /** abhebung: the amount of each withdrawal, €. */
  withdrawalAmount: number;
}

/** The conditions the cost depends on. */
export type CardTerms = Pick<
  CardConditions,
  'annualFeeFirstYear' | 'annualFee' | 'feeWaiverSpend' | 'foreignCurrencyFee' | 'cashFeePercent' | 'cashFeeMin' | 'freeWithdrawals' | 'cashbackPercent' | 'cashbackCap'
>;

/** One year's cost in its four parts, each rounded to whole cents half up; total = fee + foreign use + cash − cashback. */
export interface YearCost {
  /** Jahresgebühr: the year's fee, 0 where the annual spend reaches the waiver threshold. */
  annualFee: number;
  /** Auslandseinsatz: Fremdwährungsentgelt on foreign payments and withdrawals. */
  foreignUse: number;
  /** Bargeld: the fees of the withdrawals beyond the free ones. */
  cash: number;
  /** Cashback on the annual spend, at most the cap (subtracted, so ≥ 0 here). */
  cashback: number;
  /** Kosten: negative where the cashback exceeds the fees. */
  total: number;
}

export interface CardCost {
  /** Kosten im 1. Jahr, with the first year's fee. */
  firstYear: YearCost;
  /** Kosten ab dem 2. Jahr, with the later fee. */
  laterYears: YearCost;
}

/** S = 12 · umsatz + fremdwaehrung: all card payments of a year, the base of waiver and cashback. */
export function annualCardSpend(use: CardUse): number {
  return 12 * use.monthlySpend + use.foreignSpend;
}

const percentOf = (percent: number, amount: number) => (percent * amount) / 100;

function yearCost(terms: CardTerms, use: CardUse, fee: number): YearCost {
  const spend = annualCardSpend(use);
  const annualFee = terms.feeWaiverSpend !== null && spend >= terms.feeWaiverSpend ? 0 : roundCents(fee);
  const foreignUse = roundCents(percentOf(terms.foreignCurrencyFee, use.foreignSpend + use.withdrawals * use.withdrawalAmount));
  const charged = Math.max(0, use.withdrawals - terms.freeWithdrawals);
  const cash = roundCents(charged * Math.max(percentOf(terms.cashFeePercent, use.withdrawalAmount), terms.cashFeeMin));
  const cashback = roundCents(Math.min(percentOf(terms.cashbackPercent, spend), terms.cashbackCap ?? Number.POSITIVE_INFINITY));
  // Summed in cents, so the total is exactly the sum of the shown parts.
  const totalCents = Math.round(annualFee * 100) + Math.round(foreignUse * 100) + Math.round(cash * 100) - Math.round(cashback * 100);
  return { annualFee, foreignUse, cash, cashback, total: totalCents / 100 };
}

/** Kosten im 1. Jahr and ab dem 2. Jahr of a card for the visitor's use. Teilzahlung interest is no part of it. */
export function cardCost(terms: CardTerms, use: CardUse): CardCost {
  return { firstYear: yearCost(terms, use, terms.annualFeeFirstYear), laterYears: yearCost(terms, use, terms.annualFee) };
}

/** "Kostenlos": no fee in any year without conditions, and no Teilzahlung preset. */
export function isFreeCard(card: Pick<CardConditions, 'type' | 'annualFeeFirstYear' | 'annualFee'>): boolean {
  return card.type !== 'revolving' && card.annualFeeFirstYear === 0 && card.annualFee === 0;
}
