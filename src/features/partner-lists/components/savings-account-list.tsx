import { PartnerList } from '@/features/partner-lists/components/partner-list';

/** Savings accounts (category sparkonto) for /ratgeber/sparkonto: up to 4 pros and 2 cons each. */
export function SavingsAccountList() {
  return (
    <PartnerList
      list="sparkonto"
      kind="savings"
      amountLabel="Anlagebetrag"
      maxPros={4}
      maxCons={2}
      ctaLabel="Konto eröffnen"
      loadingText="Lade Sparkonten..."
      emptyText="Derzeit keine Sparkonten verfügbar."
    />
  );
}
