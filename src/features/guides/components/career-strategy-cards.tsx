import { CheckList } from '@/components/ui/check-list';
import type { CareerStrategy } from '@/content/guides/karriere';

/** Career strategies with their typical effect on salary and concrete tips. */
export function CareerStrategyCards({ strategies }: { strategies: readonly CareerStrategy[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {strategies.map((strategy, index) => (
        <li key={strategy.titel} className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-sm font-semibold text-brand-800">Strategie {index + 1}</p>
          <h3 className="mt-1 text-xl font-semibold text-slate-900">{strategy.titel}</h3>
          <p className="mt-2 inline-block rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900">
            Wirkung: {strategy.wirkung}
          </p>
          <p className="mt-3 leading-relaxed text-slate-700">{strategy.beschreibung}</p>
          <CheckList items={strategy.tipps} aria-label="Tipps" className="mt-4 space-y-2 text-sm text-slate-700" />
        </li>
      ))}
    </ol>
  );
}
