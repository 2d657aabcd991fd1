import type { AmountTermProduct } from '@/features/loan-comparison/inputs/defaults';
import { parseAmountAndTerm, serializeAmountAndTerm, type ParsedAmountTerm } from '@/features/loan-comparison/inputs/parse';
import { formatNumber } from '@/lib/format';

/** The fields of a form that asks for amount and term only (business loans), as typed. */
export interface AmountTermInputs {
  betrag: string;
  laufzeit: string;
}

export interface AmountTermParser {
  /** The fields for a query string: usable numbers in German notation ("50.000"), anything unusable as it came (so its hint explains it). */
  inputsFromSearch: (search: string) => AmountTermInputs;
  parseInputs: (inputs: AmountTermInputs) => ParsedAmountTerm;
  /** The query string for parsed fields: only what differs from the product's defaults, so the default view is the plain path. */
  searchForParsed: (parsed: ParsedAmountTerm) => string;
}

/**
 * The parser of typed text and query strings for a product's amount and term. The product comes
 * from the caller, so this module (loaded on demand) carries no product's data.
 */
export function amountTermParser(product: AmountTermProduct): AmountTermParser {
  const parseInputs = (inputs: AmountTermInputs) => parseAmountAndTerm(new URLSearchParams({ betrag: inputs.betrag, laufzeit: inputs.laufzeit }), product);
  const searchForParsed = ({ values }: ParsedAmountTerm) => {
    const search = serializeAmountAndTerm(values, product).toString();
    return search ? `?${search}` : '';
  };
  return {
    inputsFromSearch(search) {
      const params = new URLSearchParams(search);
      const { values, hints } = parseAmountAndTerm(params, product);
      const formatted: AmountTermInputs = { betrag: formatNumber(values.betrag), laufzeit: String(values.laufzeit) };
      const raw = (field: keyof AmountTermInputs) => (hints[field] ? (params.get(field) ?? formatted[field]) : formatted[field]);
      return { betrag: raw('betrag'), laufzeit: raw('laufzeit') };
    },
    parseInputs,
    searchForParsed,
  };
}
