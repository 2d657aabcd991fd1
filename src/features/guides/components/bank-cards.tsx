import { Badge } from '@/components/ui/badge';
import type { Bank } from '@/content/guides/banken-vergleich';
import { ProgressBar } from '@/features/guides/components/progress-bar';
import { formatDecimal } from '@/lib/format';
import { ProsCons } from '@/features/guides/components/pros-cons';

const MAX_RATING = 5;

/** One decimal for every rating, so 4 reads '4,0 von 5' beside '4,6 von 5'. */
function formatRating(value: number): string {
  return `${formatDecimal(value, 1)} von ${MAX_RATING}`;
}

/** Six bank types with rating, fees for account, card and abroad, strengths and weaknesses. */
export function BankCards({ banks }: { banks: readonly Bank[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {banks.map((bank) => (
        <li key={bank.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="text-lg font-bold text-slate-900">{bank.name}</h3>
              <Badge tone="neutral">{bank.typ}</Badge>
            </div>
            <p className="text-sm text-slate-700 sm:text-right">
              <span className="block text-2xl font-bold text-brand-700">{formatRating(bank.bewertung)}</span>
              Redaktionsbewertung
            </p>
          </div>
          <ProgressBar
            className="mt-3"
            value={bank.bewertung}
            max={MAX_RATING}
            label={`Bewertung ${bank.name}`}
            valueText={formatRating(bank.bewertung)}
          />
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-1">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="font-semibold text-slate-900">Konto</dt>
              <dd className="mt-1 hyphens-auto break-words text-slate-700">{bank.gebuehren.konto}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="font-semibold text-slate-900">Karte</dt>
              <dd className="mt-1 hyphens-auto break-words text-slate-700">{bank.gebuehren.karte}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="font-semibold text-slate-900">Ausland</dt>
              <dd className="mt-1 hyphens-auto break-words text-slate-700">{bank.gebuehren.ausland}</dd>
            </div>
          </dl>
          <ProsCons className="mt-5 flex-1" prosTitle="Stärken" pros={bank.staerken} consTitle="Schwächen" cons={bank.schwaechen} />
          <p className="mt-5 border-t border-slate-100 pt-4 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Geeignet für: </span>
            {bank.geeignetFuer}
          </p>
        </li>
      ))}
    </ul>
  );
}
