import { mortgageSecurityNotice } from '@/content/partners/mortgage-security';
import { conditionsAtProvider } from '@/content/partners/disclosure';
import { lenderIdentityText } from '@/entities/partner/lender-identity';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { cn } from '@/lib/cn';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';

type ExamplePartner = Pick<Partner, 'name' | 'category' | 'representative_example' | 'lender' | 'conditions'>;

/**
 * The advertised loan rate, or what to show instead. § 17 PAngV allows a rate in an advert only
 * together with a complete representative example, lender and address included, so an offer
 * without one shows no rate at all.
 */
export function advertisedLoanRate(partner: Pick<Partner, 'apr_from' | 'representative_example' | 'lender'>): string {
  return partner.apr_from && partner.representative_example && partner.lender ? `ab ${partner.apr_from}` : conditionsAtProvider;
}

/** "(gebunden)", or for a mortgage its Zinsbindung and what the example assumes after it. */
function rateType(partner: ExamplePartner, type: string): string {
  const years = partner.category === 'baufinanzierung' ? partner.conditions?.mortgage?.exampleTerms?.fixedRateYears : undefined;
  return years ? `(${type} für ${years} Jahre; danach mit gleichem Sollzins gerechnet)` : `(${type})`;
}

/** The last instalment, which absorbs rounding: Gesamtbetrag − (n − 1) × Monatsrate, in cents. */
function lastInstalmentOf(example: NonNullable<ExamplePartner['representative_example']>): number {
  const cents = (euros: number) => Math.round(euros * 100);
  return (cents(example.total_amount) - (example.term_months - 1) * cents(example.monthly_instalment)) / 100;
}

/**
 * The representative example (§ 17 PAngV) next to a rate, with the lender's name and address (and the broker, if
 * any); a mortgage's also names its Beleihungsauslauf and the Grundschuld securing it (§ 17 Abs. 3 Nr. 5 PAngV).
 */
export function RepresentativeExampleText({ partner, className }: { partner: ExamplePartner; className?: string }) {
  const { representative_example: example, lender } = partner;
  if (!example || !lender) return null;
  const loanToValue = partner.category === 'baufinanzierung' ? partner.conditions?.mortgage?.exampleTerms?.loanToValue : undefined;
  const lastInstalment = lastInstalmentOf(example);
  return (
    <p data-representative-example="" className={cn('text-sm leading-relaxed text-slate-700', className)}>
      <span className="font-semibold text-slate-700">Repräsentatives Beispiel:</span> Nettodarlehensbetrag{' '}
      {formatEuro(example.net_loan_amount)}, Sollzins {formatPercent(example.borrowing_rate)} p. a. {rateType(partner, example.borrowing_rate_type)},
      effektiver Jahreszins {formatPercent(example.effective_rate)},{loanToValue !== undefined && ` Beleihungsauslauf ${formatNumber(loanToValue)} %,`} Laufzeit{' '}
      {example.term_months} Monate, monatliche Rate {formatEuro(example.monthly_instalment)},
      {lastInstalment !== example.monthly_instalment && ` letzte Rate ${formatEuro(lastInstalment)},`} Gesamtbetrag {formatEuro(example.total_amount)},{' '}
      <span data-lender="">{lenderIdentityText(partner.name, lender)}</span>.
      {partner.category === 'baufinanzierung' && <span data-mortgage-security=""> {mortgageSecurityNotice}</span>}
    </p>
  );
}
