import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminStatsKeys } from '@/features/admin/api/admin-stats-keys';
import {
  dailyResultSchema,
  pageResultSchema,
  partnerResultSchema,
  totalsResultSchema,
  type DailyStats,
  type PageStats,
  type PartnerStats,
  type StatsTotals,
} from '@/features/admin/api/stats-schemas';
import { authMessages } from '@/features/admin/lib/auth-messages';
import type { StatsPeriod } from '@/features/admin/lib/stats-period';
import { FIVE_MINUTES } from '@/lib/query-client';

export interface AdminStats {
  totals: StatsTotals;
  daily: DailyStats[];
  partners: PartnerStats[];
  pages: PageStats[];
}

export type StatsErrorKind = 'forbidden' | 'expired' | 'unreachable' | 'invalid' | 'failed';

/** A failed stats request, with the German message the console shows. */
export class StatsError extends Error {
  readonly kind: StatsErrorKind;

  constructor(kind: StatsErrorKind, message: string) {
    super(message);
    this.name = 'StatsError';
    this.kind = kind;
  }
}

/** Turns PostgREST's answer into the console's message: 42501 is the database refusing a non-admin. */
export function statsErrorFor(code: string, status: number): StatsError {
  if (code === '42501' || status === 403) return new StatsError('forbidden', authMessages.forbidden);
  if (status === 401 || code === 'PGRST301' || code === 'PGRST303') return new StatsError('expired', authMessages.expired);
  if (status === 0 || status >= 500) return new StatsError('unreachable', 'Die Statistik ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.');
  return new StatsError('failed', 'Die Statistik konnte nicht geladen werden. Bitte prüfen Sie den Zeitraum und versuchen Sie es erneut.');
}

const NO_TOTALS: StatsTotals = { clicks: 0, conversions: 0, revenue: 0, conversionRate: 0, sampleClicks: 0 };

async function loadRpc<Schema extends v.GenericSchema>(name: string, schema: Schema, period: StatsPeriod): Promise<v.InferOutput<Schema>> {
  const { callRpc, RpcError } = await import('@/features/admin/api/supabase-client');
  let data: unknown;
  try {
    data = await callRpc(name, { p_from: period.from, p_to: period.to });
  } catch (error) {
    if (error instanceof RpcError) throw statsErrorFor(error.code, error.status);
    throw statsErrorFor('', 0);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    console.warn(`Statistik: ${name} lieferte unerwartete Daten`, v.flatten(parsed.issues));
    throw new StatsError('invalid', 'Die Statistik lieferte unerwartete Daten. Bitte versuchen Sie es später erneut.');
  }
  return parsed.output;
}

async function fetchAdminStats(period: StatsPeriod): Promise<AdminStats> {
  const [totals, daily, partners, pages] = await Promise.all([
    loadRpc('admin_stats_totals', totalsResultSchema, period),
    loadRpc('admin_stats_daily', dailyResultSchema, period),
    loadRpc('admin_stats_by_partner', partnerResultSchema, period),
    loadRpc('admin_stats_by_page', pageResultSchema, period),
  ]);
  return { totals: totals[0] ?? NO_TOTALS, daily, partners, pages };
}

function adminStatsQueryOptions(period: StatsPeriod) {
  return queryOptions({
    queryKey: adminStatsKeys.period(period),
    queryFn: () => fetchAdminStats(period),
    // Statistics stay cached for five minutes; "Aktualisieren" fetches earlier on demand.
    staleTime: FIVE_MINUTES,
    // Refusals and expiry will not heal by asking again.
    retry: (failures, error) => failures < 1 && !(error instanceof StatsError && ['forbidden', 'expired', 'invalid'].includes(error.kind)),
  });
}

export function useAdminStats(period: StatsPeriod) {
  return useQuery(adminStatsQueryOptions(period));
}
