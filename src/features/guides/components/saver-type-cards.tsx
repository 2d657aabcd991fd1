import type { SaverType } from '@/content/guides/sparkonto';

/** Advice for each kind of saver: who it is, what fits and three tips. */
export function SaverTypeCards({ types }: { types: readonly SaverType[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {types.map((type) => (
        <li key={type.typ} className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{type.typ}</h3>
          <p className="mt-2 text-slate-700">{type.beschreibung}</p>
          <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
            <strong>Passt am besten: </strong>
            {type.empfehlung}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {type.tipps.map((tipp) => (
              <li key={tipp}>{tipp}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
