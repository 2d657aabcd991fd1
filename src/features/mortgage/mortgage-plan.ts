import type { MortgageFixedRatePeriod } from '@/entities/partner/model';
import type { MortgageConditions } from '@/entities/partner/schema/validate-partner';
import { loanToValue, mortgageEffectiveRate, mortgageInstalment, mortgageLoanAmount, mortgageRemainingDebt } from '@/lib/loan-math';
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

/** The slice of an offer the plan needs: its amount range, mortgage conditions and who lends. */
export interface MortgageOffer {
  id: string;
  minAmount: number;
  maxAmount: number;
  mortgage: Pick<MortgageConditions, 'rates' | 'maxLoanToValue' | 'rateScope'>;
  /** "Darlehensgeber: name, address" (§ 17 Abs. 2 PAngV); null where the offer names none, so it shows no rate. */
  lenderIdentity: string | null;
}

/**
 * `rate`: the offer's rate holds for this loan, with the figures computed from it. `quote`: the offer lends this much
 * at this Beleihungsauslauf, but its rate is quoted for other loans (why: `reasons`). `unfit`: it does not lend it.
 */
export type MortgageOfferResult =
  | { id: string; status: 'rate'; borrowingRate: number; effectiveRate: number; monthlyInstalment: number; remainingDebt: number }
  | { id: string; status: 'quote' | 'unfit'; reasons: string[] };

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

/** Why the offer's rate does not hold for this loan, though the offer lends it. */
function reasonsForQuote({ mortgage: { rateScope: scope }, lenderIdentity }: MortgageOffer, loanAmount: number, ltv: number): string[] {
  if (!lenderIdentity) return ['Der Anbieter nennt keinen Darlehensgeber mit Anschrift'];
  if (!scope) return ['Der Anbieter nennt nicht, für welche Darlehen sein Zins gilt'];
  const reasons: string[] = [];
  if (loanAmount < scope.minAmount) reasons.push(`Zins gilt für Darlehen ab ${euros(scope.minAmount)}`);
  if (loanAmount > scope.maxAmount) reasons.push(`Zins gilt für Darlehen bis ${euros(scope.maxAmount)}`);
  if (ltv > scope.maxLoanToValue) reasons.push(`Zins gilt bis ${formatNumber(scope.maxLoanToValue)} % Beleihungsauslauf`);
  return reasons;
}

/**
 * Darlehensbetrag and Beleihungsauslauf for the visitor's purchase, then for each offer: where its rate holds for
 * this loan, the Sollzins of the chosen Zinsbindung, the effective rate over the Zinsbindung, the monthly instalment
 * (Sollzins + anfängliche Tilgung) and the Restschuld when the Zinsbindung ends; otherwise why not.
 */
export function planMortgage(input: MortgagePlanInput, offers: readonly MortgageOffer[]): MortgagePlan {
  const loanAmount = mortgageLoanAmount(input);
  const ltv = input.purchasePrice > 0 ? loanToValue(loanAmount, input.purchasePrice) : 0;
  const months = Number(input.fixedRateYears) * 12;
  return {
    loanAmount,
    loanToValue: ltv,
    offers: offers.map((offer): MortgageOfferResult => {
      const unfit = loanAmount === 0 ? ['Kein Darlehen nötig: Ihr Eigenkapital deckt den Kauf'] : reasonsAgainst(offer, loanAmount, ltv, input.fixedRateYears);
      const borrowingRate = offer.mortgage.rates[input.fixedRateYears];
      if (unfit.length > 0 || borrowingRate === undefined) return { id: offer.id, status: 'unfit', reasons: unfit };
      const quote = reasonsForQuote(offer, loanAmount, ltv);
      if (quote.length > 0) return { id: offer.id, status: 'quote', reasons: quote };
      const monthlyInstalment = mortgageInstalment({ loanAmount, borrowingRate, initialRepaymentRate: input.initialRepaymentRate });
      const remainingDebt = mortgageRemainingDebt({ loanAmount, borrowingRate, monthlyInstalment, months });
      const effectiveRate = mortgageEffectiveRate({ loanAmount, borrowingRate, monthlyInstalment, months });
      return { id: offer.id, status: 'rate', borrowingRate, effectiveRate, monthlyInstalment, remainingDebt };
    }),
  };
}
