import type { MarketScenario } from '@/content/guides/immobilienmarkt';

/** Two market scenarios with assumption, consequences and advice. */
export function ScenarioCards({ scenarios }: { scenarios: readonly MarketScenario[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {scenarios.map((scenario) => (
        <li key={scenario.titel} className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-bold text-slate-900">{scenario.titel}</h3>
          <p className="mt-2 text-slate-700">
            <span className="font-semibold text-slate-900">Annahme: </span>
            {scenario.annahme}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {scenario.folgen.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <span className="font-semibold">Was das für Sie heißt: </span>
            {scenario.empfehlung}
          </p>
        </li>
      ))}
    </ul>
  );
}
