import { loanIllustration } from '@/features/guides/calculators/guide-illustrations';
import { initialRepaymentRate } from '@/features/guides/calculators/property-rules';
import { roundCents } from '@/lib/round';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';

interface RepaymentComparisonProps {
  fast: { principal: number; nominalRatePercent: number; years: number };
  typical: { principal: number; nominalRatePercent: number; initialRepaymentPercent: number };
  /** Largest and smallest share of net income the rate may take, e.g. 0.4 and 0.35. */
  incomeShares: readonly number[];
}

function incomeNeeded(monthlyRate: number, shares: readonly number[]): string {
  const incomes = shares.map((share) => roundCents(monthlyRate / share)).sort((a, b) => a - b);
  return `${formatEuroWhole(incomes[0] ?? 0)} – ${formatEuroWhole(incomes[incomes.length - 1] ?? 0)}`;
}

/** Full repayment in a few years against a typical mortgage with 2 % initial repayment, computed. */
export function RepaymentComparison({ fast, typical, incomeShares }: RepaymentComparisonProps) {
  const fastLoan = loanIllustration(fast.principal, fast.nominalRatePercent, fast.years);
  const typicalRate = initialRepaymentRate(typical.principal, typical.nominalRatePercent, typical.initialRepaymentPercent);
  const shareText = incomeShares.map((share) => formatPercent(share * 100, 0)).join(' bis ');

  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <figure className="rounded-xl border border-slate-200 bg-white p-6">
        <figcaption className="font-semibold text-slate-900">
          {formatEuroWhole(fast.principal)} in {fast.years} Jahren vollständig tilgen, {formatPercent(fast.nominalRatePercent, 1)}{' '}
          Sollzins
        </figcaption>
        <p className="mt-3 text-3xl font-bold text-brand-700" data-testid="tilgung-5-jahre">
          {formatEuro(fastLoan.monthlyInstalment)}
          <span className="text-base font-semibold text-slate-700"> im Monat</span>
        </p>
        <dl className="mt-4 space-y-2 text-sm text-slate-700">
          <div className="flex justify-between gap-4">
            <dt>Zinsen insgesamt</dt>
            <dd className="font-semibold text-slate-900">{formatEuro(fastLoan.totalInterest)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Nötiges Nettoeinkommen ({shareText} für die Rate)</dt>
            <dd className="text-right font-semibold text-slate-900">{incomeNeeded(fastLoan.monthlyInstalment, incomeShares)}</dd>
          </div>
        </dl>
      </figure>
      <figure className="rounded-xl border border-slate-200 bg-white p-6">
        <figcaption className="font-semibold text-slate-900">
          Typische Baufinanzierung: {formatEuroWhole(typical.principal)} zu {formatPercent(typical.nominalRatePercent, 1)} Sollzins,{' '}
          {formatPercent(typical.initialRepaymentPercent, 0)} Anfangstilgung
        </figcaption>
        <p className="mt-3 text-3xl font-bold text-brand-700">
          {formatEuro(typicalRate)}
          <span className="text-base font-semibold text-slate-700"> im Monat</span>
        </p>
        <dl className="mt-4 space-y-2 text-sm text-slate-700">
          <div className="flex justify-between gap-4">
            <dt>Berechnung</dt>
            <dd className="text-right font-semibold text-slate-900">Darlehen × (Sollzins + Tilgung) ÷ 12</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Nötiges Nettoeinkommen ({shareText} für die Rate)</dt>
            <dd className="text-right font-semibold text-slate-900">{incomeNeeded(typicalRate, incomeShares)}</dd>
          </div>
        </dl>
      </figure>
    </div>
  );
}
