import { Badge } from '@/components/ui/badge';
import type { SalaryStrategy } from '@/content/guides/gehaltsoptimierung';
import { ExternalLink } from '@/components/ui/external-link';
import { formatEuroWhole } from '@/lib/format';

/** The salary strategies as cards: yearly tax and contribution saving, difficulty, how to do it and the tax rule behind it. */
export function SalaryStrategyList({ strategies }: { strategies: readonly SalaryStrategy[] }) {
  return (
    <ol className="grid gap-6 lg:grid-cols-2">
      {strategies.map((strategy, index) => (
        <li key={strategy.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-brand-800">Strategie {index + 1}</span>
            <Badge tone={strategy.schwierigkeit === 'Leicht' ? 'accent' : 'warning'}>{strategy.schwierigkeit}</Badge>
          </div>
          <h3 className="mt-2 text-xl font-semibold text-slate-900">{strategy.name}</h3>
          <p className="mt-2 text-slate-800">
            <span className="text-2xl font-bold text-emerald-800">bis {formatEuroWhole(strategy.jahrlichErsparnis)}</span>{' '}
            <span className="text-sm">weniger Steuern und Abgaben pro Jahr</span>
          </p>
          <p className="text-xs text-slate-700">Annahme: {strategy.annahme}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{strategy.beschreibung}</p>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">So setzen Sie es um</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {strategy.umsetzung.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            <strong>Steuervorteil: </strong>
            {strategy.steuerVorteil}
          </p>
          <p className="mt-3 text-sm">
            Rechtsgrundlage: <ExternalLink href={strategy.source.href}>{strategy.source.label}</ExternalLink>
          </p>
        </li>
      ))}
    </ol>
  );
}
