import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { defaultComparisonInputs, defaultComparisonParams, type ComparisonInputs } from '@/features/partners/lib/comparison-options';
import { hasComparisonParams } from '@/features/partners/lib/comparison-query';
import type * as ComparisonParser from '@/features/partners/lib/comparison-inputs';
import type { ParsedComparisonParams } from '@/features/partners/lib/comparison-params';

type Parser = typeof ComparisonParser;

let parserPromise: Promise<Parser> | undefined;

/**
 * The parser of typed text and query strings. The prerendered defaults need none, so it loads
 * on demand: when the form gets focus, on the first change, or for a URL that holds inputs.
 */
export function loadComparisonParser(): Promise<Parser> {
  return (parserPromise ??= import('@/features/partners/lib/comparison-inputs'));
}

/**
 * Writes the inputs into the address bar of the current history entry. Not a router navigation:
 * that would re-render the whole route on every keystroke. The router's own history state (its
 * entry key) stays, so back, forward and reload find the entry with the visitor's inputs.
 */
function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

const DEFAULTS: ParsedComparisonParams = { values: defaultComparisonParams, hints: {} };

export interface ComparisonInputsState extends ParsedComparisonParams {
  inputs: ComparisonInputs;
  setInputs: (inputs: ComparisonInputs) => void;
  /** True once the inputs come from the URL or the visitor; until then they are the prerendered defaults. */
  ready: boolean;
}

/** The previous object while the new one has the same content. */
function useStableValue<T>(value: T): T {
  const [stable, setStable] = useState(value);
  const changed = JSON.stringify(stable) !== JSON.stringify(value);
  if (changed) setStable(value);
  return changed ? value : stable;
}

/**
 * The comparison inputs of /ratenkredit, kept in the URL with replace (no history entry per keystroke).
 * The first render uses the defaults, exactly as prerendered; the URL is read after hydration.
 */
export function useComparisonInputs(): ComparisonInputsState {
  const location = useLocation();
  const [parser, setParser] = useState<Parser | null>(null);
  /** What the visitor typed, with the history entry it was typed on. */
  const [typed, setTyped] = useState<{ inputs: ComparisonInputs; locationKey: string } | null>(null);
  const latestTyped = useRef<ComparisonInputs | null>(null);

  const needsParser = parser === null && (typed !== null || hasComparisonParams(location.search));
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadComparisonParser().then((loaded) => {
      if (cancelled) return;
      // Results for other inputs replace prerendered cards that may still wait for their deferred
      // hydration; hydrating them first keeps React from client-rendering them from scratch.
      stopDeferring();
      setParser(() => loaded);
      if (latestTyped.current) replaceSearch(loaded.searchForInputs(latestTyped.current));
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser]);

  // Typed text belongs to the history entry it was typed on; any navigation (a link to /ratenkredit) drops it.
  const typedApplies = typed !== null && typed.locationKey === location.key;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultComparisonInputs), [parser, location.search]);
  const inputs = typedApplies ? typed.inputs : fromUrl;
  // Keyed by content: equal inputs give the same values object, so memoised results skip the render.
  const inputsKey = JSON.stringify(inputs);
  const parsed = useMemo(() => (parser ? parser.parseComparisonInputs(JSON.parse(inputsKey) as ComparisonInputs) : DEFAULTS), [parser, inputsKey]);
  // "2", "25" and "250" on the way to 25.000 € all clamp to the same amount: keep the same values
  // object then, so the memoised results are not rendered again for identical figures.
  const values = useStableValue(parsed.values);

  const setInputs = (next: ComparisonInputs) => {
    latestTyped.current = next;
    setTyped({ inputs: next, locationKey: location.key });
    if (parser) replaceSearch(parser.searchForInputs(next));
  };

  return { hints: parsed.hints, values, inputs, setInputs, ready: parser !== null };
}
