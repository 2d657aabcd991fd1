import type { PartnerCategory } from '@/entities/partner/model';

/** The partner lists the site shows, each with the categories it reads. */
export const partnerLists = {
  ratenkredit: ['ratenkredit', 'comparison'],
  // Card products only: the loan intermediaries of 'comparison' offer no card (legal audit of 27.11.2026, A3).
  kreditkarte: ['kreditkarte'],
  // Business loans only: the consumer-loan intermediaries of 'comparison' lend to consumers (legal audit of 27.11.2026, 0-B).
  unternehmenskredit: ['unternehmenskredit'],
  baufinanzierung: ['baufinanzierung'],
  sparkonto: ['sparkonto'],
} as const satisfies Record<string, readonly PartnerCategory[]>;

export type PartnerListId = keyof typeof partnerLists;

/**
 * What decides the order of each list: the evaluation score (evaluation.ts), the effective rate of
 * each offer's representative example (order-by-rate.ts) or the editorial display_order. Each
 * list's ranking note (content/partners/disclosure.ts) says the same.
 */
export const partnerListOrder = {
  ratenkredit: 'evaluation',
  // The card comparison orders the cards by their cost for the visitor's inputs (features/card-comparison).
  kreditkarte: 'editorial',
  unternehmenskredit: 'example-rate',
  baufinanzierung: 'example-rate',
  sparkonto: 'editorial',
} as const satisfies Record<PartnerListId, PartnerListOrder>;

export type PartnerListOrder = 'evaluation' | 'example-rate' | 'editorial';
