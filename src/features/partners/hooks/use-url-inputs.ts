import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { hasComparisonParams } from '@/features/partners/lib/comparison-query';

/** Parsed values, and German notes for the fields whose value was corrected or replaced. */
export interface ParsedInputs<Values, Hints> {
  values: Values;
  hints: Hints;
}

/** A product's parser of typed text and query strings (loaded on demand, see `loadParser`). */
export interface InputsParser<Inputs, Parsed> {
  inputsFromSearch: (search: string) => Inputs;
  parseInputs: (inputs: Inputs) => Parsed;
  searchForInputs: (inputs: Inputs) => string;
}

export interface UrlInputsConfig<Inputs, Parsed> {
  /** Must return the same promise every time, so the module loads once. */
  loadParser: () => Promise<InputsParser<Inputs, Parsed>>;
  /** The prerendered fields and their parsed values: what the first render shows. */
  defaultInputs: Inputs;
  defaultParsed: Parsed;
}

export interface UrlInputsState<Inputs, Values, Hints> extends ParsedInputs<Values, Hints> {
  inputs: Inputs;
  setInputs: (inputs: Inputs) => void;
  /** True once the inputs come from the URL or the visitor; until then they are the prerendered defaults. */
  ready: boolean;
}

/** Replaces the current entry's query string without a router navigation, which would re-render the route per keystroke. */
function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/** Equal numbers and strings, and arrays of them with equal items: the shape of parsed form values. */
function sameContent(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, index) => item === y[index]);
    return x === y;
  });
}

/** The previous object while the new one has the same content, so memoised results skip the render. */
function useStableValue<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  const changed = stable !== value && !sameContent(stable, value);
  if (changed) setStable(value);
  return changed ? value : stable;
}

/**
 * Form inputs kept in the URL with replace (no history entry per keystroke), for a product whose
 * parser loads on demand. The first render uses the defaults, exactly as prerendered; the URL
 * is read after hydration. Typed text belongs to the history entry it was typed on.
 */
export function useUrlInputs<Inputs, Values extends object, Hints>({
  loadParser,
  defaultInputs,
  defaultParsed,
}: UrlInputsConfig<Inputs, ParsedInputs<Values, Hints>>): UrlInputsState<Inputs, Values, Hints> {
  const location = useLocation();
  const [parser, setParser] = useState<InputsParser<Inputs, ParsedInputs<Values, Hints>> | null>(null);
  const [typed, setTyped] = useState<{ inputs: Inputs; locationKey: string } | null>(null);

  const needsParser = parser === null && (typed !== null || hasComparisonParams(location.search));
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadParser().then((loaded) => {
      if (cancelled) return;
      // Results for other inputs replace prerendered cards that may still wait for their deferred
      // hydration; hydrating them first keeps React from client-rendering them from scratch.
      stopDeferring();
      setParser(() => loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser, loadParser]);

  const typedApplies = typed !== null && typed.locationKey === location.key;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultInputs), [parser, location.search, defaultInputs]);
  const inputs = typedApplies ? typed.inputs : fromUrl;
  const parsed = useMemo(() => (parser ? parser.parseInputs(inputs) : defaultParsed), [parser, inputs, defaultParsed]);

  // The address bar follows what was typed once it is painted: writing it is no part of the keystroke.
  const typedInputs = typedApplies ? typed.inputs : null;
  useEffect(() => {
    if (parser && typedInputs) replaceSearch(parser.searchForInputs(typedInputs));
  }, [parser, typedInputs]);

  const setInputs = (next: Inputs) => setTyped({ inputs: next, locationKey: location.key });

  // "2", "25" and "250" on the way to 50.000 € may all clamp to the same amount: keep the same
  // values object then, so memoised results are not rendered again for identical figures.
  const values = useStableValue(parsed.values);
  return { inputs, values, hints: parsed.hints, setInputs, ready: parser !== null };
}
