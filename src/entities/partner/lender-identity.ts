import type { PartnerLender } from '@/entities/partner/schema/parse-conditions';

/**
 * Who grants the loan, as every representative example names it (§ 17 Abs. 2 S. 1 Nr. 1 PAngV): "Darlehensgeber:
 * name, address", after "Darlehensvermittler: partner;" where the advertising partner only brokers the loan.
 */
export function lenderIdentityText(partnerName: string, lender: PartnerLender): string {
  const bank = `Darlehensgeber: ${lender.name}, ${lender.address}`;
  return lender.isIntermediary ? `Darlehensvermittler: ${partnerName}; ${bank}` : bank;
}
