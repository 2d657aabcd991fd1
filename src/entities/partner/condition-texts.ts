/**
 * The partners table's text columns (amount_range, apr_from) rendered from the structured conditions, exactly as the CHECKs in
 * supabase/migrations/20261124000200_partner_conditions.sql expect them (and save_partner renders them): plain spaces, an en dash.
 */
import { formatNumber, formatPercent } from '@/lib/format';

/** amount_range: '1.000 € – 100.000 €' */
export function amountRangeText(minAmount: number, maxAmount: number): string {
  return `${formatNumber(minAmount)} € – ${formatNumber(maxAmount)} €`;
}

/** apr_from, the "ab" rate: '0,68 %' */
export function aprFromText(effectiveRateMin: number): string {
  return formatPercent(effectiveRateMin);
}
