import { CheckList } from '@/components/ui/check-list';
import type { PlanPhase } from '@/content/guides/guide-types';

/** A plan in phases (e.g. days 1-30), each with its concrete steps. */
export function PlanTimeline({ phases, label }: { phases: readonly PlanPhase[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-4 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {phases.map((phase, index) => (
        <li key={phase.zeitraum} className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="text-sm font-semibold text-brand-800">{phase.zeitraum}</span>
          </p>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{phase.titel}</h3>
          <CheckList items={phase.schritte} markClassName="text-brand-700" className="mt-3 space-y-2 text-sm text-slate-700" />
        </li>
      ))}
    </ol>
  );
}
