import type { Partner } from '@/entities/partner/schema/validate-partner';
import type { RankedPartner } from '@/entities/partner/evaluation';

/** The effective rate of the representative example a card shows, or null without one. */
const exampleRate = (partner: Partner): number | null => partner.representative_example?.effective_rate ?? null;

/** 0: an offer with an example to compare, 1: without one. */
const group = (partner: Partner): number => (exampleRate(partner) === null ? 1 : 0);

/**
 * The neutral order of the lists without an evaluation, as their ranking note states it: by the
 * effective rate of the representative example (lowest first), ties by display_order; offers
 * without an example last. No rank, no score.
 */
export function orderByExampleRate(partners: readonly Partner[]): RankedPartner[] {
  return [...partners]
    .sort((a, b) => group(a) - group(b) || (exampleRate(a) ?? 0) - (exampleRate(b) ?? 0) || a.display_order - b.display_order)
    .map((partner) => ({ ...partner, score: null, rank: null }));
}
