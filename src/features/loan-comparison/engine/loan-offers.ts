import type { ComparableOffer } from '@/features/loan-comparison/engine/rank-offers';
import type { PartnerLender, TwoThirdsRate } from '@/entities/partner/schema/validate-partner';
import type { RankedPartner } from '@/entities/partner/evaluation';

/** An offer the comparison can compute: conditions with the 2/3 rate and a named lender. */
export interface LoanOffer extends ComparableOffer {
  partner: RankedPartner;
  twoThirds: TwoThirdsRate;
  lender: PartnerLender;
  effectiveRateMin: number;
  effectiveRateMax: number;
}

/**
 * Splits a list (in its evaluation order, which becomes the recommendation order) into offers the
 * comparison can compute and those it cannot: without conditions, 2/3 rate or lender no example is complete.
 */
export function toLoanOffers(partners: readonly RankedPartner[]): { offers: LoanOffer[]; uncalculated: RankedPartner[] } {
  const offers: LoanOffer[] = [];
  const uncalculated: RankedPartner[] = [];
  partners.forEach((partner, index) => {
    const { conditions, lender } = partner;
    if (!conditions?.twoThirds || !lender) {
      uncalculated.push(partner);
      return;
    }
    offers.push({
      id: partner.id,
      editorialOrder: index,
      effectiveRateTwoThirds: conditions.twoThirds.effectiveRate,
      borrowingRateTwoThirds: conditions.twoThirds.borrowingRate,
      conditions,
      features: conditions.features,
      partner,
      twoThirds: conditions.twoThirds,
      lender,
      effectiveRateMin: conditions.effectiveRateMin,
      effectiveRateMax: conditions.effectiveRateMax,
    });
  });
  return { offers, uncalculated };
}
