import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { postgrest } from '@/features/partners/api/postgrest-client';
import type { Partner, PartnerCategory } from '@/features/partners/api/partner-types';
import { parsePartnerRows } from '@/features/partners/api/validate-partner';
import { affiliateConfig } from '@/features/partners/lib/affiliate-config';
import { FIVE_MINUTES } from '@/lib/query-client';

/** The partner lists the site shows, each with the categories it reads (spec section 7). */
export const partnerLists = {
  ratenkredit: ['ratenkredit', 'comparison'],
  kreditkarte: ['kreditkarte', 'comparison'],
  unternehmenskredit: ['unternehmenskredit', 'comparison'],
  baufinanzierung: ['baufinanzierung'],
  sparkonto: ['sparkonto'],
} as const satisfies Record<string, readonly PartnerCategory[]>;

export type PartnerListId = keyof typeof partnerLists;

export const TOP_LIST_SIZE = 5;

export const partnerKeys = {
  all: ['partners'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (list: PartnerListId) => [...partnerKeys.lists(), list] as const,
};

export class PartnerFetchError extends Error {
  override name = 'PartnerFetchError';
}

/** Active partners of one list, ordered by display_order; invalid rows are dropped. */
export async function fetchPartners(list: PartnerListId, signal?: AbortSignal): Promise<Partner[]> {
  const categories: readonly PartnerCategory[] = partnerLists[list];
  let query = postgrest.from('partners').select('*').eq('is_active', true);
  query =
    categories.length === 1
      ? query.eq('category', categories[0]!)
      : query.or(categories.map((category) => `category.eq.${category}`).join(','));
  query = query.order('display_order', { ascending: true });
  if (signal) query = query.abortSignal(signal);

  const { data, error, status } = await query;
  if (error) {
    console.error(`Partner (${list}) konnten nicht geladen werden:`, status, error.message);
    throw new PartnerFetchError(`Partner (${list}) konnten nicht geladen werden: ${error.message || `HTTP ${status}`}`);
  }
  return parsePartnerRows(data, affiliateConfig.mode);
}

export function partnerListQueryOptions(list: PartnerListId) {
  return queryOptions({
    queryKey: partnerKeys.list(list),
    queryFn: ({ signal }) => fetchPartners(list, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function usePartnerList(list: PartnerListId) {
  return useQuery(partnerListQueryOptions(list));
}

const takeTopList = (partners: Partner[]) => partners.slice(0, TOP_LIST_SIZE);

/** The top list: the first five of the ratenkredit list, sharing its cache entry. */
export function useTopPartners() {
  return useQuery({ ...partnerListQueryOptions('ratenkredit'), select: takeTopList });
}

/**
 * Loads a list into the cache before prerendering. Throws, so a build whose backend is
 * unreachable fails instead of shipping empty comparison pages.
 */
export async function prefetchPartnerList(queryClient: QueryClient, list: PartnerListId): Promise<void> {
  try {
    await queryClient.ensureQueryData(partnerListQueryOptions(list));
  } catch (error) {
    throw new Error(
      `Partnerdaten für "${list}" konnten nicht von ${env.supabaseUrl} geladen werden. ` +
        `Partner data for "${list}" could not be loaded from ${env.supabaseUrl}: is the backend running and reachable?`,
      { cause: error },
    );
  }
}

export function prefetchSavingsAccounts(queryClient: QueryClient): Promise<void> {
  return prefetchPartnerList(queryClient, 'sparkonto');
}
