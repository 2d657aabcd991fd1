import { seedPartners } from '../../scripts/local-api/seed/seed-partners';
import type { Partner } from '../../src/entities/partner/schema/validate-partner';
import { readCardConditions } from '../../src/entities/partner/schema/parse-card-conditions';
import { defaultCardValues, type CardComparisonValues } from '../../src/features/card-comparison/inputs/card-params';
import { rankCards } from '../../src/features/card-comparison/model/rank-cards';

/** The active seeded cards as the cost model sees them. */
const seededCards = seedPartners
  .filter((partner) => partner.category === 'kreditkarte' && partner.isActive !== false)
  .map((partner) => ({ id: partner.brandId, brand_id: partner.brandId, name: partner.name, category: partner.category, card: readCardConditions(partner.card) }) as Partner);

/** The seeded cards /kreditkarten shows for `values`, in its order, with each card's cost (the one cost model). */
export function expectedCards(values: Partial<CardComparisonValues> = {}) {
  return rankCards(seededCards, { ...defaultCardValues, ...values }).offers.map(({ partner, card, cost }) => ({
    brandId: partner.brand_id,
    name: partner.name,
    type: card.type,
    first: cost.firstYear.total,
    later: cost.laterYears.total,
  }));
}

