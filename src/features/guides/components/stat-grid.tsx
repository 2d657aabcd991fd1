import type { GuideStat } from '@/content/guides/guide-types';

/** Key figures of a guide as a definition list: value large, label below. */
export function StatGrid({ stats, label }: { stats: readonly GuideStat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-3 text-center sm:p-5">
          <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
          <dd className="text-xl font-bold text-brand-700 sm:text-2xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
