import { conditionsAtProvider } from '@/content/partners/disclosure';
import type { Partner, RepresentativeExample } from '@/entities/partner/schema/validate-partner';
import { cn } from '@/lib/cn';
import { formatEuro, formatPercent } from '@/lib/format';

/**
 * The advertised loan rate, or what to show instead. § 17 PAngV allows a rate in an advert only
 * together with a complete representative example, so an offer without one shows no rate at all.
 */
export function advertisedLoanRate(partner: Pick<Partner, 'apr_from' | 'representative_example'>): string {
  return partner.apr_from && partner.representative_example ? `ab ${partner.apr_from}` : conditionsAtProvider;
}

/** The representative example (§ 17 PAngV) next to a rate. */
export function RepresentativeExampleText({ example, className }: { example: RepresentativeExample | null; className?: string }) {
  const classes = cn('text-sm leading-relaxed text-slate-700', className);
  if (!example) return null;
  return (
    <p data-representative-example="" className={classes}>
      <span className="font-semibold text-slate-700">Repräsentatives Beispiel:</span> Nettodarlehensbetrag{' '}
      {formatEuro(example.net_loan_amount)}, Sollzins {formatPercent(example.borrowing_rate)} p. a. ({example.borrowing_rate_type}),
      effektiver Jahreszins {formatPercent(example.effective_rate)}, Laufzeit {example.term_months} Monate, monatliche Rate{' '}
      {formatEuro(example.monthly_instalment)}, Gesamtbetrag {formatEuro(example.total_amount)}, Darlehensgeber: {example.lender}.
    </p>
  );
}
