import { env } from '@/config/env';
import { postgrest } from '@/entities/partner/api/postgrest-client';
import { partnerLists, type PartnerListId } from '@/entities/partner/api/lists';
import type { PartnerCategory } from '@/entities/partner/model';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { recordPartnerListLoad } from '@/entities/partner/api/load-report';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { mayContactBackend } from '@/lib/private-host';

export class PartnerFetchError extends Error {
  override name = 'PartnerFetchError';
}

/** Where the embedded demo writes each list's rows for pages served from a public host. */
export function partnerSnapshotPath(list: PartnerListId): string {
  return `/data/partners/${list}.json`;
}

const warned = new Set<PartnerListId>();

/** One warning per list and page view: a backend that stays down must not flood the console. */
function failed(list: PartnerListId, reason: string, signal?: AbortSignal): never {
  // A request cancelled because the visitor moved on is not a failure worth reporting.
  if (!signal?.aborted && !warned.has(list)) {
    warned.add(list);
    console.warn(`Partner (${list}) konnten nicht aktualisiert werden, die angezeigten Angebote bleiben: ${reason}`);
  }
  throw new PartnerFetchError(`Partner (${list}) konnten nicht geladen werden: ${reason}`);
}

async function fetchRows(list: PartnerListId, signal?: AbortSignal): Promise<unknown> {
  // A demo deployed to a public host has no reachable backend: the build left a snapshot.
  if (!import.meta.env.SSR && !mayContactBackend(env.supabaseUrl, window.location.hostname)) {
    const response = await fetch(partnerSnapshotPath(list), { signal }).catch((error: Error) => failed(list, error.message, signal));
    if (!response.ok) failed(list, `HTTP ${response.status}`, signal);
    return response.json().catch(() => failed(list, 'keine gültige JSON-Antwort', signal));
  }
  const categories: readonly PartnerCategory[] = partnerLists[list];
  let query = postgrest.from('partners').select('*').eq('is_active', true);
  query =
    categories.length === 1
      ? query.eq('category', categories[0]!)
      : query.or(categories.map((category) => `category.eq.${category}`).join(','));
  query = query.order('display_order', { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error, status } = await query;
  if (error) failed(list, error.message || `HTTP ${status}`, signal);
  return data;
}

/**
 * Active partners of one list, ordered by display_order; invalid rows are dropped. An answer
 * that is not a list, or whose rows are all invalid, is a failure: the offers already shown
 * (prerendered or cached) stay instead of being replaced by an empty list.
 */
export async function fetchPartners(list: PartnerListId, signal?: AbortSignal): Promise<Partner[]> {
  const rows = await fetchRows(list, signal);
  if (!Array.isArray(rows)) failed(list, 'die Antwort ist keine Liste', signal);
  // Dropped rows and dropped parts of kept rows (conditions, lender).
  const problems: string[] = [];
  const partners = parsePartnerRows(rows, (message) => problems.push(message));
  if (import.meta.env.SSR) {
    for (const message of problems) console.warn(`${list}: ${message}`);
    // The build reports empty lists and dropped rows itself, all problems at once.
    const trackingHosts = partners.map((partner) => new URL(partner.adtraction_tracking_url).hostname);
    const checkedDates = partners.map((partner) => ({ name: partner.name, checkedAt: partner.conditions_checked_at ?? null }));
    recordPartnerListLoad({ list, received: rows.length, kept: partners.length, trackingHosts, checkedDates, rows });
  } else if (rows.length > 0 && partners.length === 0) {
    failed(list, `keine gültige Zeile in der Antwort (${problems[0]})`, signal);
  } else if (problems.length > 0) {
    if (!warned.has(list)) console.warn(`Partner (${list}): ${problems.length} Datenfehler (ungültige Zeilen nicht angezeigt), zuerst: ${problems[0]}`);
    warned.add(list);
    return partners;
  }
  warned.delete(list);
  return partners;
}
