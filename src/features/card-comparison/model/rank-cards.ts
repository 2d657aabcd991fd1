import type { CardConditions, Partner } from '@/entities/partner/schema/validate-partner';
import { cardCost, type CardCost } from '@/features/card-comparison/model/card-cost';
import { cardUseOf, matchesCardFilter, type CardComparisonValues, type CardSortOrder } from '@/features/card-comparison/inputs/card-params';

/** A card with conditions and its cost for the visitor's inputs. */
export interface CardOffer {
  partner: Partner;
  card: CardConditions;
  cost: CardCost;
}

export interface RankedCards {
  /** The cards of the chosen type, in the chosen order. */
  offers: CardOffer[];
  /** Cards whose conditions are missing or malformed: no cost, listed after the others whatever the filter. */
  uncalculated: Partner[];
}

const byName = (a: CardOffer, b: CardOffer) => a.partner.name.localeCompare(b.partner.name, 'de');

const orders: Record<CardSortOrder, (a: CardOffer, b: CardOffer) => number> = {
  kosten1: (a, b) => a.cost.firstYear.total - b.cost.firstYear.total || a.cost.laterYears.total - b.cost.laterYears.total || byName(a, b),
  kosten2: (a, b) => a.cost.laterYears.total - b.cost.laterYears.total || a.cost.firstYear.total - b.cost.firstYear.total || byName(a, b),
};

/**
 * The cards for the inputs, as the ranking note states it: the chosen type only, cheapest first by the chosen
 * year's cost, ties by the other year's cost, then by name. No rank, no score, no commission in the order.
 */
export function rankCards(partners: readonly Partner[], values: CardComparisonValues): RankedCards {
  const use = cardUseOf(values);
  const offers: CardOffer[] = [];
  const uncalculated: Partner[] = [];
  for (const partner of partners) {
    const card = partner.card;
    if (!card) uncalculated.push(partner);
    else if (matchesCardFilter(card.type, values.kartenart)) offers.push({ partner, card, cost: cardCost(card, use) });
  }
  return { offers: offers.sort(orders[values.sortierung]), uncalculated };
}
