import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { defaultCardInputs, defaultCardValues, hasCardParams, type CardComparisonValues, type CardInputs } from '@/features/card-comparison/inputs/card-params';
import type * as CardParserModule from '@/features/card-comparison/inputs/parse-card-inputs';
import type { ParsedCardInputs } from '@/features/card-comparison/inputs/parse-card-inputs';
import { useSearchWriter } from '@/lib/use-search-writer';

/** The DeferredGroup of the card list (card-results.tsx): cards for the URL's inputs release them, and only them. */
export const CARD_RESULTS_GROUP = 'karten-ergebnisse';

type CardParser = typeof CardParserModule;

let parserPromise: Promise<CardParser> | undefined;

/** The parser of typed text and query strings: the prerendered defaults need none, so it loads on demand. */
export const loadCardParser = () => (parserPromise ??= import('@/features/card-comparison/inputs/parse-card-inputs'));

const DEFAULTS: ParsedCardInputs = { values: defaultCardValues, hints: {} };

/** Changes some fields: 'typing' for text typed into a field (its URL and order follow the pause), else a choice. */
export type UpdateCardInputs = (patch: Partial<CardInputs>, source?: 'typing') => void;

/** What the visitor changed on one history entry: it wins over the entry's URL field by field. */
interface Changed {
  patch: Partial<CardInputs>;
  entry: string;
  /** The last change was typed text and typing has not paused yet. */
  typing: boolean;
}

export interface CardInputsState extends ParsedCardInputs {
  inputs: CardInputs;
  /** `values` as of the last pause in typing or the last choice: the order of the cards follows these. */
  settledValues: CardComparisonValues;
  update: UpdateCardInputs;
  /** True once the inputs come from the URL or the visitor, not the prerendered defaults. */
  ready: boolean;
}

const sameValues = (a: CardComparisonValues, b: CardComparisonValues) =>
  (Object.keys(a) as (keyof CardComparisonValues)[]).every((key) => a[key] === b[key]);

/** The previous object while the new one has the same content, so memoised results skip the render. */
function useStableValues(values: CardComparisonValues): CardComparisonValues {
  const [stable, setStable] = useState(values);
  const changed = stable !== values && !sameValues(stable, values);
  if (changed) setStable(values);
  return changed ? values : stable;
}

/** `value`, except while `typing`: then the value it had when typing began. */
function useSettledValue<T>(value: T, typing: boolean): T {
  const [settled, setSettled] = useState(value);
  if (!typing && settled !== value) setSettled(value);
  return typing ? settled : value;
}

const typingPaused = (latest: Changed | null) => (latest?.typing ? { ...latest, typing: false } : latest);

/**
 * The card comparison's inputs, kept in the URL with replaceState (SearchWriter). The first render uses the
 * defaults, exactly as prerendered; the URL is read once the parser has loaded. A change belongs to the history
 * entry it was made on: Back, Forward and a reload show what that entry's URL says.
 */
export function useCardInputs(): CardInputsState {
  const location = useLocation();
  // A fragment link (#kostenlos) makes an entry of its own; replaceState leaves key and search as they were.
  const entry = `${location.key} ${location.search} ${location.hash}`;
  const [parser, setParser] = useState<CardParser | null>(null);
  const [changed, setChanged] = useState<Changed | null>(null);

  const applies = changed !== null && changed.entry === entry;
  const typing = applies && changed.typing;
  const pauseTyping = useCallback(() => setChanged(typingPaused), []);
  const address = useSearchWriter(entry, typing ? changed : null, pauseTyping);

  const needsParser = parser === null && (changed !== null || hasCardParams(location.search));
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadCardParser().then((loaded) => {
      if (cancelled) return;
      // Cards for other inputs replace prerendered ones that may still wait for their deferred
      // hydration: those hydrate now, the rest of the page keeps its turns.
      stopDeferring(CARD_RESULTS_GROUP);
      setParser(() => loaded);
      setChanged(typingPaused);
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser]);

  const patch = applies ? changed.patch : null;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultCardInputs), [parser, location.search]);
  const inputs = useMemo(() => (patch ? { ...fromUrl, ...patch } : fromUrl), [fromUrl, patch]);
  const parsed = useMemo(() => (parser ? parser.parseCardInputs(inputs) : DEFAULTS), [parser, inputs]);

  // The address bar follows the visitor's changes: a choice at once, typed text when typing pauses.
  const changedValues = patch ? parsed.values : null;
  useEffect(() => {
    if (!parser || !changedValues) return;
    if (typing) address.afterTyping(() => parser.searchForValues(changedValues));
    else address.now(parser.searchForValues(changedValues));
  }, [address, parser, changedValues, typing]);

  const update = useCallback<UpdateCardInputs>(
    (next, source) => setChanged((latest) => ({ patch: { ...(latest?.entry === entry ? latest.patch : {}), ...next }, entry, typing: source === 'typing' })),
    [entry],
  );

  const values = useStableValues(parsed.values);
  const settledValues = useSettledValue(values, typing);
  return { inputs, values, settledValues, hints: parsed.hints, update, ready: parser !== null };
}
