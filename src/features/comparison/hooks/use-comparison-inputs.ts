import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { defaultComparisonInputs, defaultComparisonParams, type ComparisonInputs } from '@/features/comparison/lib/comparison-options';
import { hasComparisonParams } from '@/features/comparison/lib/comparison-query';
import type * as ComparisonParser from '@/features/comparison/lib/comparison-inputs';
import type { ParsedComparisonParams } from '@/features/comparison/lib/comparison-params';

type Parser = typeof ComparisonParser;

let parserPromise: Promise<Parser> | undefined;

/**
 * The parser of typed text and query strings. The prerendered defaults need none, so it loads
 * on demand: when the form gets focus, on the first change, or for a URL that holds inputs.
 */
export function loadComparisonParser(): Promise<Parser> {
  return (parserPromise ??= import('@/features/comparison/lib/comparison-inputs'));
}

/** Marks the history entries the form wrote, so any other navigation resets the typed text. */
const FROM_FORM = { comparisonForm: true } as const;
const isFromForm = (state: unknown) => typeof state === 'object' && state !== null && 'comparisonForm' in state;

const DEFAULTS: ParsedComparisonParams = { values: defaultComparisonParams, hints: {} };

export interface ComparisonInputsState extends ParsedComparisonParams {
  inputs: ComparisonInputs;
  setInputs: (inputs: ComparisonInputs) => void;
  /** True once the inputs come from the URL or the visitor; until then they are the prerendered defaults. */
  ready: boolean;
}

/**
 * The comparison inputs of /ratenkredit, kept in the URL with replace (no history entry per keystroke).
 * The first render uses the defaults, exactly as prerendered; the URL is read after hydration.
 */
export function useComparisonInputs(): ComparisonInputsState {
  const location = useLocation();
  const navigate = useNavigate();
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
      if (latestTyped.current) navigate(loaded.searchForInputs(latestTyped.current), { replace: true, state: FROM_FORM });
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser, navigate]);

  // The router applies navigations as transitions, so the entry the form wrote may still be on its way;
  // any other navigation (a link to /ratenkredit) drops the typed text.
  const typedApplies = typed !== null && (typed.locationKey === location.key || isFromForm(location.state));
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultComparisonInputs), [parser, location.search]);
  const inputs = typedApplies ? typed.inputs : fromUrl;
  // Keyed by content: equal inputs give the same values object, so memoised results skip the render.
  const inputsKey = JSON.stringify(inputs);
  const parsed = useMemo(() => (parser ? parser.parseComparisonInputs(JSON.parse(inputsKey) as ComparisonInputs) : DEFAULTS), [parser, inputsKey]);

  const setInputs = (next: ComparisonInputs) => {
    latestTyped.current = next;
    setTyped({ inputs: next, locationKey: location.key });
    if (parser) navigate(parser.searchForInputs(next), { replace: true, state: FROM_FORM });
  };

  return { ...parsed, inputs, setInputs, ready: parser !== null };
}
