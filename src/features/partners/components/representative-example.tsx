import { exampleOnPartnerPage } from '@/content/partners/disclosure';
import type { RepresentativeExample } from '@/features/partners/api/partner-types';
import { cn } from '@/lib/cn';
import { formatEuro, formatPercent } from '@/lib/format';

/** The representative example (§ 17 PAngV) next to a rate, or where to find it. */
export function RepresentativeExampleText({ example, className }: { example: RepresentativeExample | null; className?: string }) {
  const classes = cn('text-xs leading-relaxed text-slate-600', className);
  if (!example) {
    return (
      <p data-representative-example="missing" className={classes}>
        {exampleOnPartnerPage}
      </p>
    );
  }
  return (
    <p data-representative-example="" className={classes}>
      <span className="font-semibold text-slate-700">Repräsentatives Beispiel:</span> Nettodarlehensbetrag{' '}
      {formatEuro(example.net_loan_amount)}, Sollzins {formatPercent(example.borrowing_rate)} p. a. ({example.borrowing_rate_type}),
      effektiver Jahreszins {formatPercent(example.effective_rate)}, Laufzeit {example.term_months} Monate, monatliche Rate{' '}
      {formatEuro(example.monthly_instalment)}, Gesamtbetrag {formatEuro(example.total_amount)}, Darlehensgeber: {example.lender}.
    </p>
  );
}
