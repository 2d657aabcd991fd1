import type { Location } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { defaultCardInputs, defaultCardValues, hasCardParams, type CardComparisonValues, type CardInputs } from '@/features/card-comparison/inputs/card-params';
import type { ParsedCardInputs } from '@/features/card-comparison/inputs/parse-card-inputs';
import { useUrlInputs, type InputsParser, type UpdateInputs, type UrlInputsState } from '@/lib/use-url-inputs';

/** The DeferredGroup of the card list (card-results.tsx): cards for the URL's inputs release them, and only them. */
export const CARD_RESULTS_GROUP = 'karten-ergebnisse';

let parserPromise: Promise<InputsParser<CardInputs, ParsedCardInputs>> | undefined;

/** The parser of typed text and query strings: the prerendered defaults need none, so it loads on demand. */
export const loadCardParser = () =>
  (parserPromise ??= import('@/features/card-comparison/inputs/parse-card-inputs').then(({ inputsFromSearch, parseCardInputs, searchForValues }) => ({
    inputsFromSearch,
    parseInputs: parseCardInputs,
    searchForParsed: ({ values }: ParsedCardInputs) => searchForValues(values),
  })));

const DEFAULTS: ParsedCardInputs = { values: defaultCardValues, hints: {} };

const releaseCards = () => stopDeferring(CARD_RESULTS_GROUP);

/** A fragment link (#kostenlos) makes an entry of its own; replaceState leaves key and search as they were. */
const entryOf = (location: Location) => `${location.key} ${location.search} ${location.hash}`;

/** Changes some fields: 'typing' for text typed into a field (its URL and order follow the pause), else a choice. */
export type UpdateCardInputs = UpdateInputs<CardInputs>;

export type CardInputsState = UrlInputsState<CardInputs, CardComparisonValues, ParsedCardInputs['hints']>;

/**
 * The card comparison's inputs, kept in the URL with replaceState (lib/use-url-inputs.ts, the same
 * lifecycle as the loan and savings comparisons). The first render uses the defaults, exactly as
 * prerendered; the URL is read once the parser has loaded.
 */
export function useCardInputs(): CardInputsState {
  return useUrlInputs({ loadParser: loadCardParser, defaultInputs: defaultCardInputs, defaultParsed: DEFAULTS, hasParams: hasCardParams, releaseResults: releaseCards, entryOf, form: 'form[data-card-form]' });
}
