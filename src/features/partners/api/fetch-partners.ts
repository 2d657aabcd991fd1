import { postgrest } from '@/features/partners/api/postgrest-client';
import { partnerLists, type PartnerListId } from '@/features/partners/api/partner-lists';
import type { Partner, PartnerCategory } from '@/features/partners/api/partner-types';
import { parsePartnerRows } from '@/features/partners/api/validate-partner';
import { affiliateConfig } from '@/features/partners/lib/affiliate-config';

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
    // A request cancelled because the visitor moved on is not a failure worth reporting.
    if (!signal?.aborted) console.error(`Partner (${list}) konnten nicht geladen werden:`, status, error.message);
    throw new PartnerFetchError(`Partner (${list}) konnten nicht geladen werden: ${error.message || `HTTP ${status}`}`);
  }
  return parsePartnerRows(data, affiliateConfig.mode);
}
