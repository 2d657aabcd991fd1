import type { CardProductType } from '@/entities/partner/model';
import type { CardConditions } from '@/entities/partner/schema/validate-partner';
import type { YearCost } from '@/features/card-comparison/model/card-cost';
import { formatEuro, formatEuroWithMinus, formatNumber, formatPercent } from '@/lib/format';

export const cardTypeLabels: Record<CardProductType, string> = {
  charge: 'Kreditkarte mit monatlicher Abrechnung',
  revolving: 'Kreditkarte mit Teilzahlung',
  debit: 'Debitkarte',
  prepaid: 'Prepaid-Karte',
};

/** The conditions a card shows, in the words its costs are explained with. */
export interface CardConditionTexts {
  /** "Jahresgebühr: 1. Jahr 0,00 €, ab dem 2. Jahr 29,00 € (entfällt ab 2.400,00 € Jahresumsatz)" */
  annualFee: string;
  /** "Fremdwährungsentgelt: 1,75 %" */
  foreignCurrencyFee: string;
  /** "Bargeld außerhalb des Euroraums: 2,00 %, mindestens 5,00 €; 4 Abhebungen im Jahr ohne Entgelt" */
  cash: string;
  /** "Cashback: 0,50 %, höchstens 100,00 € im Jahr" */
  cashback: string;
  /** "Apple Pay: ja · Google Pay: nein · SCHUFA-Abfrage: ja" */
  features: string;
}

const yesNo = (value: boolean) => (value ? 'ja' : 'nein');

function cashText(card: CardConditions): string {
  if (card.cashFeePercent === 0 && card.cashFeeMin === 0) return 'Bargeld außerhalb des Euroraums: ohne Entgelt';
  const fee = card.cashFeeMin > 0 ? `${formatPercent(card.cashFeePercent)}, mindestens ${formatEuro(card.cashFeeMin)}` : formatPercent(card.cashFeePercent);
  const free = card.freeWithdrawals > 0 ? `; ${formatNumber(card.freeWithdrawals)} ${card.freeWithdrawals === 1 ? 'Abhebung' : 'Abhebungen'} im Jahr ohne Entgelt` : '';
  return `Bargeld außerhalb des Euroraums: ${fee}${free}`;
}

export function cardConditionTexts(card: CardConditions): CardConditionTexts {
  const waiver = card.feeWaiverSpend === null ? '' : ` (entfällt ab ${formatEuro(card.feeWaiverSpend)} Jahresumsatz)`;
  const cap = card.cashbackCap === null ? '' : `, höchstens ${formatEuro(card.cashbackCap)} im Jahr`;
  return {
    annualFee: `Jahresgebühr: 1. Jahr ${formatEuro(card.annualFeeFirstYear)}, ab dem 2. Jahr ${formatEuro(card.annualFee)}${waiver}`,
    foreignCurrencyFee: `Fremdwährungsentgelt: ${formatPercent(card.foreignCurrencyFee)}`,
    cash: cashText(card),
    cashback: `Cashback: ${formatPercent(card.cashbackPercent)}${cap}`,
    features: `Apple Pay: ${yesNo(card.applePay)} · Google Pay: ${yesNo(card.googlePay)} · SCHUFA-Abfrage: ${yesNo(card.schufaCheck)}`,
  };
}

/** "0,00 € Jahresgebühr + 31,50 € Auslandseinsatz + 20,00 € Bargeld − 35,00 € Cashback": the sum a year's cost is. */
export function costBreakdownText(cost: Omit<YearCost, 'total'>): string {
  return `${formatEuro(cost.annualFee)} Jahresgebühr + ${formatEuro(cost.foreignUse)} Auslandseinsatz + ${formatEuro(cost.cash)} Bargeld − ${formatEuro(cost.cashback)} Cashback`;
}

/** "Kosten im 1. Jahr: 16,50 €", "Kosten ab dem 2. Jahr: −3,50 €" */
export function yearCostText(year: 'first' | 'later', total: number): string {
  return `Kosten ${year === 'first' ? 'im 1. Jahr' : 'ab dem 2. Jahr'}: ${formatEuroWithMinus(total)}`;
}
