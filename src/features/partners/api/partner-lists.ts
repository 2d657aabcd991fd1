import type { PartnerCategory } from '@/features/partners/api/partner-types';

/** The partner lists the site shows, each with the categories it reads (spec section 7). */
export const partnerLists = {
  ratenkredit: ['ratenkredit', 'comparison'],
  kreditkarte: ['kreditkarte', 'comparison'],
  unternehmenskredit: ['unternehmenskredit', 'comparison'],
  baufinanzierung: ['baufinanzierung'],
  sparkonto: ['sparkonto'],
} as const satisfies Record<string, readonly PartnerCategory[]>;

export type PartnerListId = keyof typeof partnerLists;
