import { describe, expect, it } from 'vitest';
import type { PartnerConditions } from '@/entities/partner/schema/validate-partner';
import type { RankedPartner } from '@/entities/partner/evaluation';
import { toLoanOffers } from '@/features/loan-comparison/engine/loan-offers';

const conditions: PartnerConditions = {
  minAmount: 1_000,
  maxAmount: 50_000,
  minTermMonths: 12,
  maxTermMonths: 84,
  purposes: ['frei'],
  effectiveRateMin: 2,
  effectiveRateMax: 9,
  twoThirds: { effectiveRate: 6, borrowingRate: 5.84, borrowingRateFixed: true },
  features: ['digital'],
  mortgage: null,
};
const lender = { name: 'Bank AG', address: 'Weg 1, 10115 Berlin', isIntermediary: false };

const partner = (id: string, overrides: Partial<RankedPartner> = {}) => ({ id, name: id, conditions, lender, rank: null, score: null, ...overrides }) as RankedPartner;

describe('toLoanOffers', () => {
  it('keeps the list order as the recommendation order and sets apart offers without conditions, 2/3 rate or lender', () => {
    const { offers, uncalculated } = toLoanOffers([
      partner('a'),
      partner('ohne-konditionen', { conditions: null }),
      partner('b'),
      partner('ohne-zins', { conditions: { ...conditions, twoThirds: null } }),
      partner('ohne-geber', { lender: null }),
    ]);
    expect(offers.map((offer) => [offer.id, offer.editorialOrder])).toEqual([
      ['a', 0],
      ['b', 2],
    ]);
    expect(offers[0]).toMatchObject({ effectiveRateTwoThirds: 6, borrowingRateTwoThirds: 5.84, effectiveRateMin: 2, effectiveRateMax: 9, features: ['digital'], lender });
    expect(uncalculated.map((entry) => entry.id)).toEqual(['ohne-konditionen', 'ohne-zins', 'ohne-geber']);
  });
});
