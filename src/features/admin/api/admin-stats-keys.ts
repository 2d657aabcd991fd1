import type { StatsPeriod } from '@/features/admin/lib/stats-period';

/** Query keys of the console's statistics: on their own, so the sign-in code can drop them without loading the stats code. */
export const adminStatsKeys = {
  all: ['admin-stats'] as const,
  period: (period: StatsPeriod) => [...adminStatsKeys.all, period.from, period.to] as const,
};
