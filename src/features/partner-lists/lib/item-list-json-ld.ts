import type { Partner } from '@/entities/partner/schema/validate-partner';

/** ItemList structured data for a partner list (names and descriptions only, no outbound links). */
export function partnerItemListJsonLd(name: string, partners: readonly Partner[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: partners.length,
    itemListElement: partners.map((partner, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: partner.name,
      ...(partner.description ? { description: partner.description } : {}),
    })),
  };
}
