import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminStats, StatsError, type AdminStats } from '@/features/admin/api/get-admin-stats';
import type { DailyStats, PageStats, PartnerStats } from '@/features/admin/api/stats-schemas';
import { PeriodPicker } from '@/features/admin/components/period-picker';
import { StatsTable, type StatsColumn, type StatsTableProps } from '@/features/admin/components/stats-table';
import { csvFileName } from '@/features/admin/lib/csv';
import { formatPeriod, presetPeriod, todayInBerlin, type StatsPeriod } from '@/features/admin/lib/stats-period';
import { formatEuro, formatNumber, formatPercent, formatShortDate, formatTimeOfDay } from '@/lib/format';

const DailyChart = lazy(() => import('@/features/admin/components/daily-chart').then((module) => ({ default: module.DailyChart })));


type FigureKey = 'clicks' | 'conversions' | 'revenue' | 'conversionRate';
type Figures = Pick<PartnerStats, FigureKey>;

/** The four figure columns every breakdown shares. */
function figureColumns<Row extends Figures>(): StatsColumn<Row, FigureKey>[] {
  return [
    { key: 'clicks', header: 'Klicks', numeric: true, render: (row) => formatNumber(row.clicks), csv: (row) => row.clicks },
    { key: 'conversions', header: 'Conversions', numeric: true, render: (row) => formatNumber(row.conversions), csv: (row) => row.conversions },
    { key: 'revenue', header: 'Umsatz', numeric: true, render: (row) => formatEuro(row.revenue), csv: (row) => row.revenue, csvDecimals: 2 },
    { key: 'conversionRate', header: 'Conversion-Rate', numeric: true, render: (row) => formatPercent(row.conversionRate), csv: (row) => row.conversionRate, csvDecimals: 2 },
  ];
}

const partnerColumns: StatsColumn<PartnerStats, 'partnerName' | 'clicks' | 'conversions' | 'revenue' | 'conversionRate'>[] = [
  { key: 'partnerName', header: 'Partner', render: (row) => row.partnerName, csv: (row) => row.partnerName },
  ...figureColumns<PartnerStats>(),
];

const pageColumns: StatsColumn<PageStats, 'pagePath' | 'clicks' | 'conversions' | 'revenue' | 'conversionRate'>[] = [
  { key: 'pagePath', header: 'Seite', render: (row) => <code className="font-mono">{row.pagePath}</code>, csv: (row) => row.pagePath },
  ...figureColumns<PageStats>(),
];

const dailyColumns: StatsColumn<DailyStats, 'day' | 'clicks' | 'conversions' | 'revenue'>[] = [
  { key: 'day', header: 'Tag', render: (row) => formatShortDate(row.day), csv: (row) => formatShortDate(row.day) },
  { key: 'clicks', header: 'Klicks', numeric: true, render: (row) => formatNumber(row.clicks), csv: (row) => row.clicks },
  { key: 'conversions', header: 'Conversions', numeric: true, render: (row) => formatNumber(row.conversions), csv: (row) => row.conversions },
  { key: 'revenue', header: 'Umsatz', numeric: true, render: (row) => formatEuro(row.revenue), csv: (row) => row.revenue, csvDecimals: 2 },
];

function Totals({ stats }: { stats: AdminStats }) {
  const figures = [
    ['Klicks', formatNumber(stats.totals.clicks)],
    ['Conversions', formatNumber(stats.totals.conversions)],
    ['Umsatz', formatEuro(stats.totals.revenue)],
    ['Conversion-Rate', formatPercent(stats.totals.conversionRate)],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-figure={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface BreakdownTableProps<Row extends Figures, Key extends string & keyof Row>
  extends Pick<StatsTableProps<Row, Key | FigureKey>, 'caption' | 'rows' | 'rowKey' | 'columns'> {
  period: StatsPeriod;
  /** Names the CSV file. */
  name: 'partner' | 'seiten';
}

/** Clicks per partner or per page in the period, most clicked first; a new period resets the sort. */
function BreakdownTable<Row extends Figures, Key extends string & keyof Row>({ period, name, ...table }: BreakdownTableProps<Row, Key>) {
  return (
    <StatsTable
      key={`${name}-${period.from}-${period.to}`}
      {...table}
      initialSort={{ key: 'clicks', direction: 'descending' }}
      csvFileName={csvFileName(name, period)}
      emptyText="Keine Klicks im Zeitraum."
    />
  );
}

function StatsBody({ stats, period }: { stats: AdminStats; period: StatsPeriod }) {
  const key = `${period.from}-${period.to}`;
  return (
    <div className="space-y-8">
      <Totals stats={stats} />
      <section aria-labelledby="daily-title" className="space-y-3">
        <h3 id="daily-title" className="text-lg font-semibold text-slate-900">
          Klicks und Conversions pro Tag
        </h3>
        <Suspense fallback={<div className="h-80 w-full rounded-lg bg-slate-100" aria-hidden="true" />}>
          <DailyChart data={stats.daily} />
        </Suspense>
        <details className="rounded-lg border border-slate-200 bg-white p-3">
          <summary className="cursor-pointer font-semibold text-brand-700">Tageswerte als Tabelle</summary>
          <div className="mt-3">
            <StatsTable
              key={key}
              caption="Tageswerte"
              rows={stats.daily}
              rowKey={(row) => row.day}
              columns={dailyColumns}
              initialSort={{ key: 'day', direction: 'ascending' }}
              csvFileName={csvFileName('tage', period)}
              emptyText="Keine Tage im Zeitraum."
            />
          </div>
        </details>
      </section>
      <BreakdownTable period={period} name="partner" caption="Klicks je Partner" rows={stats.partners} rowKey={(row) => row.brandId} columns={partnerColumns} />
      <BreakdownTable period={period} name="seiten" caption="Klicks je Seite" rows={stats.pages} rowKey={(row) => row.pagePath} columns={pageColumns} />
    </div>
  );
}

/** Statistics of affiliate clicks for a period: totals, daily chart, per partner and per page. */
export function StatsDashboard({ onExpired }: { onExpired: () => Promise<void> }) {
  const [today] = useState(() => todayInBerlin());
  const [period, setPeriod] = useState(() => presetPeriod(30, today));
  const query = useAdminStats(period);
  const expired = query.error instanceof StatsError && query.error.kind === 'expired';

  useEffect(() => {
    if (expired) void onExpired();
  }, [expired, onExpired]);

  const stats = query.data;
  return (
    <section aria-labelledby="stats-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stats-title" className="text-2xl font-bold text-slate-900">
          Statistik
        </h2>
        <div className="flex items-center gap-3 text-sm text-slate-700">
          {query.dataUpdatedAt > 0 && <span>Stand: {formatTimeOfDay(query.dataUpdatedAt)} Uhr</span>}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching || undefined}>
            {query.isFetching ? 'Wird aktualisiert...' : 'Aktualisieren'}
          </Button>
        </div>
      </div>
      <PeriodPicker period={period} today={today} onChange={setPeriod} />
      <p className="flex flex-wrap items-center gap-2 text-slate-800" aria-live="polite">
        <span>
          Zeitraum: <strong>{formatPeriod(period)}</strong>
        </span>
        {stats && stats.totals.sampleClicks > 0 && (
          <Badge tone="warning" title={`${formatNumber(stats.totals.sampleClicks)} der Klicks sind Beispieldaten aus dem Seed.`}>
            Beispieldaten
          </Badge>
        )}
      </p>
      {query.isPending && <p className="text-slate-700">Statistik wird geladen...</p>}
      {query.error && !expired && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">
          {query.error.message}
        </p>
      )}
      {stats && <StatsBody stats={stats} period={period} />}
    </section>
  );
}
