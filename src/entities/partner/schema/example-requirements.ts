import type { PartnerConditions, PartnerLender } from '@/entities/partner/schema/parse-conditions';
import type { PartnerCategory } from '@/entities/partner/model';

interface ExampleParts {
  category: PartnerCategory;
  example: { net_loan_amount: number; borrowing_rate: number; term_months: number };
  lender: PartnerLender | null;
  conditions: PartnerConditions | null;
}

/**
 * Why a representative example may not be shown, or null when it may: the CHECKs partners_example_lender_identity
 * and partners_mortgage_example_terms of supabase/migrations/20261127000300_lender_identity.sql. § 17 Abs. 2
 * PAngV wants the lender's name and address in every example; a mortgage example also states its Zinsbindung
 * (whose Sollzins it uses) and a Beleihungsauslauf and amount its rates are quoted for.
 */
export function exampleDefect({ category, example, lender, conditions }: ExampleParts): string | null {
  if (!lender) return 'Darlehensgeber mit Anschrift fehlt';
  if (category !== 'baufinanzierung') return null;
  const mortgage = conditions?.mortgage;
  const terms = mortgage?.exampleTerms;
  if (!mortgage || !terms) return 'Zinsbindung und Beleihungsauslauf des Beispiels fehlen';
  if (mortgage.rates[terms.fixedRateYears] !== example.borrowing_rate) return 'Sollzins des Beispiels ist nicht der Bauzins seiner Zinsbindung';
  if (Number(terms.fixedRateYears) * 12 > example.term_months) return 'Zinsbindung des Beispiels länger als seine Laufzeit';
  const scope = mortgage.rateScope;
  const withinScope =
    scope !== null &&
    terms.loanToValue <= scope.maxLoanToValue &&
    example.net_loan_amount >= scope.minAmount &&
    example.net_loan_amount <= scope.maxAmount;
  return withinScope ? null : 'Beispiel außerhalb des Geltungsbereichs der Bauzinsen';
}
