import type { CarAlternative } from '@/content/guides/auto-kosten';
import { formatEuroWhole } from '@/lib/format';
import { ProsCons } from '@/features/guides/components/pros-cons';

/** Alternatives to an own car with monthly cost, yearly saving, pros and cons. */
export function CarAlternativeCards({ alternatives }: { alternatives: readonly CarAlternative[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {alternatives.map((alternative) => (
        <li key={alternative.option} className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-bold text-slate-900">{alternative.option}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">Kosten pro Monat</dt>
              <dd className="text-xl font-bold text-slate-900">ca. {formatEuroWhole(alternative.monatlicheKosten)}</dd>
            </div>
            <div className="rounded-lg bg-emerald-50 p-3">
              <dt className="text-sm text-emerald-900">Ersparnis pro Jahr</dt>
              <dd className="text-xl font-bold text-emerald-900">mind. {formatEuroWhole(alternative.ersparnis)}</dd>
            </div>
          </dl>
          <ProsCons className="mt-4" prosTitle="Vorteile" pros={alternative.vorteile} consTitle="Nachteile" cons={alternative.nachteile} />
        </li>
      ))}
    </ul>
  );
}
