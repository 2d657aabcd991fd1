import { Link } from 'react-router-dom';
import type { SaverType } from '@/content/guides/sparkonto-background';
import { routePath } from '@/routes/manifest';

/** The savings comparison on /ratgeber/sparkonto for a saver type's parameters, opened at its results. */
const comparisonHref = (params: SaverType['vergleich']['params']) => `${routePath('ratgeber-sparkonto')}?${new URLSearchParams(params).toString()}#ergebnisse`;

/** Advice for each kind of saver: who it is, what fits, three tips and the comparison for it. */
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
          <Link to={comparisonHref(type.vergleich.params)} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2" data-saver-comparison="">
            {type.vergleich.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
