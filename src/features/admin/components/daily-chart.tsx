import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyStats } from '@/features/admin/api/stats-schemas';
import { formatNumber, formatShortDate } from '@/lib/format';

const dayMonth = (iso: string) => formatShortDate(iso).slice(0, 6);

/**
 * Clicks and conversions per day. Loaded on demand by the statistics view only, so recharts
 * never reaches a public page; recharts' accessibility layer makes the points keyboard-reachable,
 * and the table next to it is the text alternative.
 */
export function DailyChart({ data }: { data: readonly DailyStats[] }) {
  return (
    <div className="h-80 w-full" data-chart="daily">
      <LineChart
        data={data as DailyStats[]}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer
        title="Klicks und Conversions pro Tag"
        desc="Liniendiagramm, Klicks auf der linken, Conversions auf der rechten Achse; dieselben Zahlen stehen in der Tabelle „Tageswerte“."
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="day" tickFormatter={dayMonth} tick={{ fill: '#334155', fontSize: 12 }} minTickGap={16} />
        {/* Conversions are a few per cent of clicks: on the clicks' scale their line would lie flat on zero. */}
        <YAxis yAxisId="clicks" allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={{ fill: '#1d4ed8', fontSize: 12 }} width={48} />
        <YAxis yAxisId="conversions" orientation="right" allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={{ fill: '#047857', fontSize: 12 }} width={40} />
        <Tooltip labelFormatter={(label) => formatShortDate(String(label))} formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        <Line yAxisId="clicks" type="monotone" dataKey="clicks" name="Klicks" stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line yAxisId="conversions" type="monotone" dataKey="conversions" name="Conversions" stroke="#047857" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
