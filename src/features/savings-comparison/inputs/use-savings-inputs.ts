import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { defaultSavingsInputs, defaultSavingsValues, savingsParamNames, type SavingsInputs, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import type * as parse from '@/features/savings-comparison/inputs/parse';
import type { ParsedSavingsInputs } from '@/features/savings-comparison/inputs/parse';
import { useSearchWriter } from '@/lib/use-search-writer';

type Parser = typeof parse;

let parserPromise: Promise<Parser> | undefined;

/** The parser of typed text and query strings; the prerendered defaults need none, so it loads on demand. */
export const loadSavingsParser = () => (parserPromise ??= import('@/features/savings-comparison/inputs/parse'));

const DEFAULTS: ParsedSavingsInputs = { values: defaultSavingsValues, hints: {} };

/** The DeferredGroup of the result cards: results for the URL's inputs release them, and only them. */
export const SAVINGS_RESULTS_GROUP = 'sparkonto-ergebnisse';

const hasSavingsParams = (search: string) => {
  const params = new URLSearchParams(search);
  return savingsParamNames.some((name) => params.has(name));
};

/** Changes some fields: 'typing' for the typed amount (its URL and order follow the pause in typing), else a choice. */
export type UpdateSavingsInputs = (patch: Partial<SavingsInputs>, source?: 'typing') => void;

/** What the visitor changed on one history entry: it wins over the entry's URL field by field. */
interface Changed {
  patch: Partial<SavingsInputs>;
  locationKey: string;
  /** The last change was typed text and typing has not paused yet. */
  typing: boolean;
}

const sameValues = (a: SavingsValues, b: SavingsValues) => (Object.keys(a) as (keyof SavingsValues)[]).every((key) => a[key] === b[key]);

/** The previous object while the new one has the same content, so memoised results skip the render. */
function useStableValues(values: SavingsValues): SavingsValues {
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
 * The comparison's inputs, kept in the URL with replaceState (search-writer.ts): a choice at
 * once, the typed amount when typing pauses, focus leaves the field or the page is hidden. The
 * first render uses the defaults, exactly as prerendered; the URL is read once the parser has
 * loaded (at start when the URL holds inputs, else on the first focus in the form). What the
 * visitor changes belongs to the history entry it was changed on, so Back, Forward and reload
 * show each entry's own inputs. Mirrors loan-comparison/inputs/use-url-inputs.ts for one product.
 */
export function useSavingsInputs() {
  const location = useLocation();
  const [parser, setParser] = useState<Parser | null>(null);
  const [changed, setChanged] = useState<Changed | null>(null);

  const applies = changed !== null && changed.locationKey === location.key;
  const typing = applies && changed.typing;
  const pauseTyping = useCallback(() => setChanged(typingPaused), []);
  const address = useSearchWriter(location.key, typing ? changed : null, pauseTyping);

  const needsParser = parser === null && (changed !== null || hasSavingsParams(location.search));
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadSavingsParser().then((loaded) => {
      if (cancelled) return;
      // Results for other inputs replace cards that may still wait for their deferred hydration:
      // those hydrate now; the guide's parts below keep their turns (one long task otherwise).
      stopDeferring(SAVINGS_RESULTS_GROUP);
      setParser(loaded);
      setChanged(typingPaused);
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser]);

  const patch = applies ? changed.patch : null;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultSavingsInputs), [parser, location.search]);
  const inputs = useMemo(() => (patch ? { ...fromUrl, ...patch } : fromUrl), [fromUrl, patch]);
  const parsed = useMemo(() => (parser ? parser.parseSavingsInputs(inputs) : DEFAULTS), [parser, inputs]);
  // A choice the URL held but the form cannot show (anlage=aktien) is replaced in the fields: its note comes from the URL, until changed.
  const hints = useMemo(() => {
    const fromAddress = parser ? parser.parseSavingsParams(new URLSearchParams(location.search)).hints : {};
    const unchanged = Object.entries(fromAddress).filter(([field]) => !(patch && field in patch));
    return { ...Object.fromEntries(unchanged), ...parsed.hints } as ParsedSavingsInputs['hints'];
  }, [parser, location.search, patch, parsed.hints]);

  const changedValues = patch ? parsed.values : null;
  useEffect(() => {
    if (!parser || !changedValues) return;
    if (typing) address.afterTyping(() => parser.searchForValues(changedValues));
    else address.now(parser.searchForValues(changedValues));
  }, [address, parser, changedValues, typing]);

  const update: UpdateSavingsInputs = (next, source) => {
    const { key } = location;
    setChanged((latest) => ({ patch: { ...(latest?.locationKey === key ? latest.patch : {}), ...next }, locationKey: key, typing: source === 'typing' }));
  };

  const values = useStableValues(parsed.values);
  const settledValues = useSettledValue(values, typing);
  return { inputs, values, settledValues, hints, update, ready: parser !== null };
}
