import type { CareerLevel } from '@/content/guides/gehaltsoptimierung';

/** Career levels from entry to leadership with typical salary, time frame and what to do at each. */
export function CareerLevels({ levels }: { levels: readonly CareerLevel[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {levels.map((level, index) => (
        <li key={level.level} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-sm font-semibold text-brand-800">
            Stufe {index + 1} · {level.zeitraum}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{level.level}</h3>
          <p className="mt-2 text-lg font-bold text-slate-900">{level.gehalt}</p>
          <p className="text-xs text-slate-700">Bruttojahresgehalt (Orientierung)</p>
          <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {level.massnahmen.map((massnahme) => (
              <li key={massnahme}>{massnahme}</li>
            ))}
          </ul>
          <p className="mt-4 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900">
            <strong>Gehaltsplus:</strong> {level.gehaltsSteigerung}
          </p>
        </li>
      ))}
    </ol>
  );
}
