import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { TOP_LIST_SIZE } from '@/content/partners/beste';
import { partnerListOrder, type PartnerListId, type PartnerListOrder } from '@/entities/partner/api/lists';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { rankByEvaluation, selectTopOffers, withoutRanking, type RankedPartner } from '@/entities/partner/evaluation';
import { orderByExampleRate } from '@/entities/partner/order-by-rate';
import { FIVE_MINUTES } from '@/lib/query-client';
import type { PrefetchContext } from '@/routes/route-types';

export const partnerKeys = {
  all: ['partners'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (list: PartnerListId) => [...partnerKeys.lists(), list] as const,
};

export function partnerListQueryOptions(list: PartnerListId) {
  return queryOptions({
    queryKey: partnerKeys.list(list),
    // The fetcher (PostgREST client, row validation) loads on demand: prerendered pages
    // hydrate from the embedded cache and only need it once the data is stale.
    queryFn: async ({ signal }) => (await import('@/entities/partner/api/fetch-partners')).fetchPartners(list, signal),
    staleTime: FIVE_MINUTES,
  });
}

const orderings: Record<PartnerListOrder, (partners: Partner[]) => RankedPartner[]> = {
  evaluation: rankByEvaluation,
  'example-rate': orderByExampleRate,
  editorial: withoutRanking,
};

/**
 * A list in the order its ranking note states: by evaluation score (with rank and score), by the
 * effective rate of each example, or in the editorial order. The cache holds the rows as loaded;
 * ordering is a select on top of it.
 */
export function usePartnerList(list: PartnerListId) {
  return useQuery({ ...partnerListQueryOptions(list), select: orderings[partnerListOrder[list]] });
}

const takeTopList = (partners: Partner[]) => selectTopOffers(partners, TOP_LIST_SIZE);

/** The top list: the five best-scored offers of the ratenkredit list, sharing its cache entry. */
export function useTopPartners() {
  return useQuery({ ...partnerListQueryOptions('ratenkredit'), select: takeTopList });
}

/**
 * Loads a list into the cache before prerendering. Throws, so a build whose backend is
 * unreachable fails instead of shipping empty comparison pages.
 */
async function prefetchPartnerList(queryClient: QueryClient, list: PartnerListId): Promise<void> {
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

/** The prefetch of a page that shows one list. */
export function partnerListPrefetch(list: PartnerListId) {
  return ({ queryClient }: PrefetchContext) => prefetchPartnerList(queryClient, list);
}
