import type { PartnerListId } from '@/entities/partner/api/lists';

/** What the prerender learned about each list, for the build's launch check and the demo snapshots. */
export interface PartnerListLoad {
  list: PartnerListId;
  /** Rows the backend returned. */
  received: number;
  /** Rows that passed validation. */
  kept: number;
  trackingHosts: string[];
  /** When each kept offer's conditions were last checked, for the build's age check. */
  checkedDates: { name: string; checkedAt: string | null }[];
  /** The rows as the backend sent them: the demo snapshot, which the client validates like any answer. */
  rows: unknown[];
}

// Kept in a module of its own (type imports only), so the server entry can read it without
// pulling the fetcher and its dependencies into its own chunk.
const loads = new Map<PartnerListId, PartnerListLoad>();

export function recordPartnerListLoad(load: PartnerListLoad) {
  loads.set(load.list, load);
}

export function partnerListLoads(): PartnerListLoad[] {
  return [...loads.values()];
}
