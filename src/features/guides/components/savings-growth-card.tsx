import { savingsGrowth } from '@/features/guides/calculators/guide-illustrations';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';

interface SavingsGrowthCardProps {
  monthlyDeposit: number;
  annualRatePercent: number;
  years: number;
}

/** Compound interest on a monthly saving plan, computed with the shared finance functions. */
export function SavingsGrowthCard({ monthlyDeposit, annualRatePercent, years }: SavingsGrowthCardProps) {
  const growth = savingsGrowth(monthlyDeposit, annualRatePercent, years);
  const depositShare = (growth.deposited / growth.finalValue) * 100;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6">
      <figcaption className="font-semibold text-slate-900">
        {formatEuroWhole(monthlyDeposit)} im Monat, {formatPercent(annualRatePercent, 0)} Rendite pro Jahr, {years} Jahre
      </figcaption>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">Selbst eingezahlt</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatEuroWhole(growth.deposited)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Erträge durch Zinseszins</dt>
          <dd className="text-2xl font-bold text-emerald-800">{formatEuroWhole(growth.returns)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Endwert nach {years} Jahren</dt>
          <dd className="text-2xl font-bold text-brand-700" data-testid="sparplan-endwert">
            {formatEuroWhole(growth.finalValue)}
          </dd>
        </div>
      </dl>
      <div aria-hidden="true" className="mt-5 flex h-4 overflow-hidden rounded-full bg-emerald-600">
        <div className="bg-slate-500" style={{ width: `${depositShare}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Nur {formatPercent(depositShare, 0)} des Endwerts stammen aus eigenen Einzahlungen. Genau gerechnet:{' '}
        {formatEuro(growth.finalValue)} bei monatlicher Einzahlung am Monatsende und monatlicher Verzinsung, vor Kosten und
        Steuern.
      </p>
    </figure>
  );
}
