import type { PartnerCategory } from '@/entities/partner/model';

/** The partner lists the site shows, each with the categories it reads. */
export const partnerLists = {
  ratenkredit: ['ratenkredit', 'comparison'],
  kreditkarte: ['kreditkarte', 'comparison'],
  unternehmenskredit: ['unternehmenskredit', 'comparison'],
  baufinanzierung: ['baufinanzierung'],
  sparkonto: ['sparkonto'],
} as const satisfies Record<string, readonly PartnerCategory[]>;

export type PartnerListId = keyof typeof partnerLists;

/**
 * What decides the order of each list: the evaluation score (lib/evaluation.ts) or the
 * editorial display_order. Each list's ranking note (content/partners/disclosure.ts) says the same.
 */
export const partnerListOrder = {
  ratenkredit: 'evaluation',
  kreditkarte: 'editorial',
  unternehmenskredit: 'editorial',
  baufinanzierung: 'editorial',
  sparkonto: 'editorial',
} as const satisfies Record<PartnerListId, 'evaluation' | 'editorial'>;
