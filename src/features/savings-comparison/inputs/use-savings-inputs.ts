import { stopDeferring } from '@/components/deferred-hydration';
import { defaultSavingsInputs, defaultSavingsValues, savingsParamNames, type SavingsInputs, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import type { ParsedSavingsInputs } from '@/features/savings-comparison/inputs/parse';
import { useUrlInputs, type InputsParser, type UpdateInputs, type UrlInputsState } from '@/lib/use-url-inputs';

/** The DeferredGroup of the result cards: results for the URL's inputs release them, and only them. */
export const SAVINGS_RESULTS_GROUP = 'sparkonto-ergebnisse';

let parserPromise: Promise<InputsParser<SavingsInputs, ParsedSavingsInputs>> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
export const loadSavingsParser = () =>
  (parserPromise ??= import('@/features/savings-comparison/inputs/parse').then(({ inputsFromSearch, parseSavingsInputs, parseSavingsParams, searchForValues }) => ({
    inputsFromSearch,
    parseInputs: parseSavingsInputs,
    searchForParsed: ({ values }: ParsedSavingsInputs) => searchForValues(values),
    // A choice the URL held but the form cannot show (anlage=aktien) is replaced in the field: its note comes from the URL.
    hintsFromSearch: (search: string) => parseSavingsParams(new URLSearchParams(search)).hints,
  })));

const DEFAULTS: ParsedSavingsInputs = { values: defaultSavingsValues, hints: {} };

const hasSavingsParams = (search: string) => {
  const params = new URLSearchParams(search);
  return savingsParamNames.some((name) => params.has(name));
};

// Results for other inputs replace cards that may still wait for their deferred hydration: those
// hydrate now; the guide's parts below keep their turns (one long task otherwise).
const releaseSavingsCards = () => stopDeferring(SAVINGS_RESULTS_GROUP);

/** Changes some fields: 'typing' for the typed amount (its URL and order follow the pause in typing), else a choice. */
export type UpdateSavingsInputs = UpdateInputs<SavingsInputs>;

/**
 * The savings comparison's inputs, kept in the URL with replaceState (lib/use-url-inputs.ts, the
 * same lifecycle as the loan and card comparisons): a choice at once, the typed amount when typing
 * pauses. The first render uses the defaults, exactly as prerendered; the URL is read once the
 * parser has loaded (at start when the URL holds inputs, else on the first focus in the form).
 */
export function useSavingsInputs(): UrlInputsState<SavingsInputs, SavingsValues, ParsedSavingsInputs['hints']> {
  return useUrlInputs({
    loadParser: loadSavingsParser,
    defaultInputs: defaultSavingsInputs,
    defaultParsed: DEFAULTS,
    hasParams: hasSavingsParams,
    releaseResults: releaseSavingsCards,
    form: 'form[data-savings-form]',
  });
}
