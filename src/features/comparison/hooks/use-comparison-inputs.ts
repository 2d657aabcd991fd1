import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import {
  defaultComparisonInputs,
  hasComparisonParams,
  inputsFromSearch,
  parseComparisonInputs,
  type ComparisonInputs,
} from '@/features/comparison/lib/comparison-inputs';
import { serializeComparisonParams, type ParsedComparisonParams } from '@/features/comparison/lib/comparison-params';

/** Marks the history entries the form wrote, so any other navigation resets the typed text. */
const FROM_FORM = { comparisonForm: true } as const;
const isFromForm = (state: unknown) => typeof state === 'object' && state !== null && 'comparisonForm' in state;

export interface ComparisonInputsState extends ParsedComparisonParams {
  inputs: ComparisonInputs;
  setInputs: (inputs: ComparisonInputs) => void;
  /** True once the inputs come from the URL (after hydration); until then they are the defaults, like the server HTML. */
  ready: boolean;
}

/**
 * The comparison inputs of /ratenkredit, kept in the URL with replace (no history entry per keystroke).
 * The first render uses the defaults, exactly as prerendered; the URL is read after hydration.
 */
export function useComparisonInputs(): ComparisonInputsState {
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  /** What the visitor typed, with the history entry it was typed on. */
  const [typed, setTyped] = useState<{ inputs: ComparisonInputs; locationKey: string } | null>(null);

  useEffect(() => {
    // Results for other inputs replace prerendered cards that may still wait for their deferred
    // hydration; hydrating them first keeps React from client-rendering them from scratch.
    if (hasComparisonParams(window.location.search)) stopDeferring();
    // Reading the URL after hydration is the point: the first render must equal the prerendered HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, []);

  const fromUrl = useMemo(() => inputsFromSearch(location.search), [location.search]);
  // The router applies navigations as transitions, so the entry the form wrote may still be on its way;
  // any other navigation (a link to /ratenkredit) drops the typed text.
  const typedApplies = typed !== null && (typed.locationKey === location.key || isFromForm(location.state));
  const inputs = !ready ? defaultComparisonInputs : typedApplies ? typed.inputs : fromUrl;
  // Keyed by content: equal inputs give the same values object, so memoised results skip the render.
  const inputsKey = JSON.stringify(inputs);
  const parsed = useMemo(() => parseComparisonInputs(JSON.parse(inputsKey) as ComparisonInputs), [inputsKey]);

  const setInputs = (next: ComparisonInputs) => {
    setTyped({ inputs: next, locationKey: location.key });
    const search = serializeComparisonParams(parseComparisonInputs(next).values).toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true, state: FROM_FORM });
  };

  return { ...parsed, inputs, setInputs, ready };
}
