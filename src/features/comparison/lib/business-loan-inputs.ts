import { businessInputsFromParams, businessLoanProduct, type BusinessLoanInputs } from '@/features/comparison/lib/business-loan-options';
import { parseAmountAndTerm, serializeAmountAndTerm, type ParsedAmountTerm } from '@/features/comparison/lib/comparison-params';

/**
 * The business form's fields for a query string: a usable number in German notation ("50.000"),
 * anything unusable as it came (so its hint explains it), missing fields as the defaults.
 */
export function inputsFromSearch(search: string): BusinessLoanInputs {
  const params = new URLSearchParams(search);
  const { values, hints } = parseAmountAndTerm(params, businessLoanProduct);
  const formatted = businessInputsFromParams(values);
  const raw = (field: keyof BusinessLoanInputs) => (hints[field] ? (params.get(field) ?? formatted[field]) : formatted[field]);
  return { betrag: raw('betrag'), laufzeit: raw('laufzeit') };
}

export function parseInputs(inputs: BusinessLoanInputs): ParsedAmountTerm {
  return parseAmountAndTerm(new URLSearchParams({ betrag: inputs.betrag, laufzeit: inputs.laufzeit }), businessLoanProduct);
}

/** The query string for the fields: only what differs from the defaults, so the default view is plain /unternehmenskredit. */
export function searchForInputs(inputs: BusinessLoanInputs): string {
  const search = serializeAmountAndTerm(parseInputs(inputs).values, businessLoanProduct).toString();
  return search ? `?${search}` : '';
}
