import type { Partner } from '@/entities/partner/schema/validate-partner';
import { StoredFigures } from '@/entities/partner/ui/partner-card';
import { advertisedLoanRate, RepresentativeExampleText } from '@/entities/partner/ui/representative-example';

interface StoredLoanFiguresProps {
  partner: Partner;
  amountLabel?: string;
  rateLabel?: string;
  className?: string;
}

/**
 * A credit offer's stored amount range and 'ab' rate with its representative example, which
 * § 17 PAngV requires beside any rate. A module of its own: the savings and card comparisons
 * compute their own figures and do not load the example's arithmetic.
 */
export function StoredLoanFigures({ partner, amountLabel = 'Kreditsumme', rateLabel = 'Effektiver Jahreszins', className }: StoredLoanFiguresProps) {
  return (
    <StoredFigures partner={partner} amountLabel={amountLabel} rateLabel={rateLabel} rate={advertisedLoanRate(partner)} className={className}>
      <RepresentativeExampleText partner={partner} className="mt-2" />
    </StoredFigures>
  );
}
