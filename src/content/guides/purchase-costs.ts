import { formatDecimal } from '@/lib/format';

/**
 * Components of the Kaufnebenkosten in percent of the purchase price: the Grunderwerbsteuer
 * range across the federal states, notary and land registry, and the buyer's share of a
 * broker's commission (at most half under § 656c BGB, usually 3,57 % incl. VAT). Every
 * range the site states is derived from these, so guide and glossary cannot disagree.
 */
export const purchaseCostComponents = {
  landTransferTax: { min: 3.5, max: 6.5 },
  notaryAndLandRegistry: { min: 1.5, max: 2 },
  brokerBuyerShare: { min: 0, max: 3.57 },
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;
const { landTransferTax, notaryAndLandRegistry, brokerBuyerShare } = purchaseCostComponents;

/** Total Kaufnebenkosten in percent, without and with a broker. */
export const purchaseCostRange = {
  withoutBroker: { min: round1(landTransferTax.min + notaryAndLandRegistry.min), max: round1(landTransferTax.max + notaryAndLandRegistry.max) },
  withBroker: { max: round1(landTransferTax.max + notaryAndLandRegistry.max + brokerBuyerShare.max) },
} as const;

const percent = (value: number) => formatDecimal(value, Number.isInteger(value) ? 0 : 1);

/** '5–12,1 %': the whole range, for short labels. */
export const purchaseCostRangeLabel = `${percent(purchaseCostRange.withoutBroker.min)}–${percent(purchaseCostRange.withBroker.max)}\u00a0%`;

/** The one sentence the site uses for the total. */
export const purchaseCostSentence = `Ohne Makler kommen so rund ${percent(purchaseCostRange.withoutBroker.min)} bis ${percent(purchaseCostRange.withoutBroker.max)}\u00a0% des Kaufpreises zusammen, mit Makler bis etwa ${percent(purchaseCostRange.withBroker.max)}\u00a0%.`;
