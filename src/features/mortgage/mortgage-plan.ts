import type { MortgageFixedRatePeriod } from '@/entities/partner/model';
import type { MortgageConditions } from '@/entities/partner/schema/validate-partner';
import { loanToValue, mortgageInstalment, mortgageLoanAmount, mortgageRemainingDebt } from '@/lib/loan-math';
import { formatEuroWhole, formatNumber } from '@/lib/format';

/** What the visitor enters in the Baufinanzierung calculator. */
export interface MortgagePlanInput {
  /** Kaufpreis in euros. */
  purchasePrice: number;
  /** Eigenkapital in euros. */
  equity: number;
  /** Kaufnebenkosten in percent of the purchase price (the visitor's estimate). */
  closingCostsPercent: number;
  /** Zinsbindung in years. */
  fixedRateYears: MortgageFixedRatePeriod;
  /** Anfängliche Tilgung in percent p. a. */
  initialRepaymentRate: number;
}

/** The slice of an offer the plan needs: its amount range and mortgage conditions. */
export interface MortgageOffer {
  id: string;
  minAmount: number;
  maxAmount: number;
  mortgage: MortgageConditions;
}

type MortgageOfferResult =
  | { id: string; fits: true; borrowingRate: number; monthlyInstalment: number; remainingDebt: number }
  | { id: string; fits: false; reasons: string[] };

export interface MortgagePlan {
  loanAmount: number;
  /** Beleihungsauslauf in percent of the purchase price, one decimal. */
  loanToValue: number;
  offers: MortgageOfferResult[];
}

const euros = (value: number) => formatEuroWhole(value);

function reasonsAgainst(offer: MortgageOffer, loanAmount: number, ltv: number, years: MortgageFixedRatePeriod): string[] {
  const reasons: string[] = [];
  if (offer.mortgage.rates[years] === undefined) reasons.push(`Keine Zinsbindung über ${years} Jahre`);
  if (loanAmount < offer.minAmount) reasons.push(`Darlehen mindestens ${euros(offer.minAmount)}`);
  if (loanAmount > offer.maxAmount) reasons.push(`Darlehen höchstens ${euros(offer.maxAmount)}`);
  if (ltv > offer.mortgage.maxLoanToValue) reasons.push(`Beleihungsauslauf höchstens ${formatNumber(offer.mortgage.maxLoanToValue)} %`);
  return reasons;
}

/**
 * Darlehensbetrag and Beleihungsauslauf for the visitor's purchase, then for each offer the
 * Sollzins of the chosen Zinsbindung, the monthly instalment (Sollzins + anfängliche Tilgung) and
 * the Restschuld when the Zinsbindung ends, or why the offer does not fit.
 */
export function planMortgage(input: MortgagePlanInput, offers: readonly MortgageOffer[]): MortgagePlan {
  const loanAmount = mortgageLoanAmount(input);
  const ltv = input.purchasePrice > 0 ? loanToValue(loanAmount, input.purchasePrice) : 0;
  const months = Number(input.fixedRateYears) * 12;
  return {
    loanAmount,
    loanToValue: ltv,
    offers: offers.map((offer) => {
      const reasons = loanAmount === 0 ? ['Kein Darlehen nötig: Ihr Eigenkapital deckt den Kauf'] : reasonsAgainst(offer, loanAmount, ltv, input.fixedRateYears);
      const borrowingRate = offer.mortgage.rates[input.fixedRateYears];
      if (reasons.length > 0 || borrowingRate === undefined) return { id: offer.id, fits: false, reasons };
      const monthlyInstalment = mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate: input.initialRepaymentRate });
      const remainingDebt = mortgageRemainingDebt({ loanAmount, borrowingRate, monthlyInstalment, months });
      return { id: offer.id, fits: true, borrowingRate, monthlyInstalment, remainingDebt };
    }),
  };
}
