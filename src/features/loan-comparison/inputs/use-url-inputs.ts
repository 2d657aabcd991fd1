import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { stopDeferring } from '@/components/deferred-hydration';
import { hasComparisonParams } from '@/features/loan-comparison/inputs/param-names';
import { LiveResults } from '@/features/loan-comparison/components/live-results';
import { SearchWriter } from '@/features/loan-comparison/inputs/search-writer';

/** Parsed values, and German notes for the fields whose value was corrected or replaced. */
export interface ParsedInputs<Values, Hints> {
  values: Values;
  hints: Hints;
}

/** A product's parser of typed text and query strings (loaded on demand, see `loadParser`). */
export interface InputsParser<Inputs, Parsed> {
  inputsFromSearch: (search: string) => Inputs;
  parseInputs: (inputs: Inputs) => Parsed;
  /** The query string for parsed inputs (only what differs from the defaults). */
  searchForParsed: (parsed: Parsed) => string;
}

export interface UrlInputsConfig<Inputs, Parsed> {
  /** Must return the same promise every time, so the module loads once. */
  loadParser: () => Promise<InputsParser<Inputs, Parsed>>;
  /** The prerendered fields and their parsed values: what the first render shows. */
  defaultInputs: Inputs;
  defaultParsed: Parsed;
}

/**
 * Changes some fields. 'typing' marks text typed into an uncontrolled field: if only figures
 * change, they are written without a React render (see LiveResults). A choice in a controlled
 * select or checkbox always renders, or React would reset the control to its old value.
 */
export type UpdateInputs<Inputs> = (patch: Partial<Inputs>, source?: 'typing') => void;

export interface UrlInputsState<Inputs, Values, Hints> extends ParsedInputs<Values, Hints> {
  inputs: Inputs;
  /**
   * The values the results render for: `values`, except while typed text shows through
   * LiveResults (figures at once, offers that move when typing pauses). Then they stay the values
   * React last rendered the results for, so a render for the form's hints leaves the 50 cards alone.
   */
  resultsValues: Values;
  update: UpdateInputs<Inputs>;
  /** True once the inputs come from the URL or the visitor; until then they are the prerendered defaults. */
  ready: boolean;
  /** For the results: where they register, so typing can update their figures. */
  live: LiveResults<Values>;
  /**
   * True for the render when typing paused: nothing the visitor does waits for it, so the results
   * render in the same pass as the form instead of in a deferred one (one commit and one frame
   * instead of two).
   */
  resultsNow: boolean;
}

interface Typed<Inputs> {
  inputs: Inputs;
  /** The history entry the text was typed on. */
  locationKey: string;
  /** The last change was typed text (its URL is written after a pause), not a choice. */
  typing: boolean;
  /** Set for the render when typing paused: no event of the visitor waits for it (see UrlInputsState.resultsNow). */
  idle?: boolean;
  /** LiveResults showed these inputs on the results: React renders them for the form only (see resultsValues). */
  shownLive?: boolean;
}

/**
 * What the visitor typed, read by React with useSyncExternalStore. `set` makes React render;
 * `record` stores a keystroke whose figures LiveResults already wrote, so the next render (for
 * whatever reason) renders it, but nothing renders for it now.
 */
class TypedInputs<Inputs> {
  private current: Typed<Inputs> | null = null;
  private readonly listeners = new Set<() => void>();

  readonly get = () => this.current;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(next: Typed<Inputs>) {
    this.current = next;
    this.listeners.forEach((listener) => listener());
  }

  record(next: Typed<Inputs>) {
    this.current = next;
  }
}

const nothingTyped = () => null;

/**
 * The parser once it has loaded. Not React state: text typed before it arrived is then shown like
 * a keystroke (figures at once, offers that move when typing pauses), so its arrival need not
 * render. It is set once and never changes after.
 */
class ParserSlot<Parser> {
  private parser: Parser | null = null;

  get() {
    return this.parser;
  }

  set(parser: Parser) {
    this.parser = parser;
  }
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

/** `value`, or while `hold` the value it had when the hold began. */
function useHeldValue<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  if (!hold && held !== value) setHeld(value);
  return hold ? held : value;
}

/** The previous object while the new one has the same content, so memoised results skip the render. */
function useStableValue<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  const changed = stable !== value && !sameContent(stable, value);
  if (changed) setStable(value);
  return changed ? value : stable;
}

/**
 * Form inputs kept in the URL with replace (no history entry per keystroke; see SearchWriter),
 * for a product whose parser loads on demand. The first render uses the defaults, exactly as
 * prerendered; the URL is read after hydration. Typed text belongs to the history entry it was
 * typed on. Typing that changes only figures renders nothing: LiveResults writes them.
 */
export function useUrlInputs<Inputs extends object, Values extends object, Hints extends object>({
  loadParser,
  defaultInputs,
  defaultParsed,
}: UrlInputsConfig<Inputs, ParsedInputs<Values, Hints>>): UrlInputsState<Inputs, Values, Hints> {
  const location = useLocation();
  const [parserSlot] = useState(() => new ParserSlot<InputsParser<Inputs, ParsedInputs<Values, Hints>>>());
  // Renders once the parser has arrived, where nothing else does.
  const [, parserArrived] = useReducer(() => true, false);
  const parser = parserSlot.get();
  const [typedInputs] = useState(() => new TypedInputs<Inputs>());
  const [live] = useState(() => new LiveResults<Values>());
  const [address] = useState(() => new SearchWriter());
  // A keystroke parses its inputs to decide whether React must render; that render reads the same.
  const [parsedFor] = useState(() => new WeakMap<Inputs, ParsedInputs<Values, Hints>>());
  const typed = useSyncExternalStore(typedInputs.subscribe, typedInputs.get, nothingTyped);

  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') address.flush();
    };
    // Leaving the field or sending the form (Enter) ends a burst of typing: the address, every card and the order follow at once.
    const typingEnded = () => {
      address.flush();
      live.settle();
    };
    document.addEventListener('focusout', typingEnded, true);
    document.addEventListener('submit', typingEnded, true);
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', address.flush);
    return () => {
      document.removeEventListener('focusout', typingEnded, true);
      document.removeEventListener('submit', typingEnded, true);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', address.flush);
    };
  }, [address, live]);
  // Text typed on an entry the visitor has left (a link, back or forward) is not written into the new one.
  useEffect(() => () => address.cancel(), [address, location.key]);

  const needsParser = parser === null && (typed !== null || hasComparisonParams(location.search));
  const parserLoaded = useEffectEvent((loaded: InputsParser<Inputs, ParsedInputs<Values, Hints>>) => {
    parserSlot.set(loaded);
    // Results for other inputs replace prerendered cards that may still wait for their deferred
    // hydration; hydrating them first keeps React from client-rendering them from scratch.
    stopDeferring();
    // Text typed while the parser loaded is shown as the next keystroke would show it: the offers
    // do not move under the visitor's typing, but when it pauses. Anything else renders now, and
    // so do the results a URL's inputs are waiting for (hidden until then, see ComparisonLayout).
    const pending = typedInputs.get();
    if (pending?.typing && pending.locationKey === location.key && !hasComparisonParams(location.search) && showTyped(loaded, pending)) return;
    parserArrived();
  });
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadParser().then((loaded) => {
      if (!cancelled) parserLoaded(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [needsParser, loadParser]);

  const typedApplies = typed !== null && typed.locationKey === location.key;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultInputs), [parser, location.search, defaultInputs]);
  const inputs = typedApplies ? typed.inputs : fromUrl;
  const parse = (loaded: InputsParser<Inputs, ParsedInputs<Values, Hints>>, raw: Inputs) => {
    let known = parsedFor.get(raw);
    if (!known) {
      known = loaded.parseInputs(raw);
      parsedFor.set(raw, known);
    }
    return known;
  };
  const parsed = parser ? parse(parser, inputs) : defaultParsed;

  // After a render for the visitor's change, the address bar follows: a choice at once, typed text after a pause.
  const parsedTyped = typedApplies ? parsed : null;
  const typing = typedApplies && typed.typing;
  useEffect(() => {
    if (!parser || !parsedTyped) return;
    if (typing) address.afterTyping(() => parser.searchForParsed(parsedTyped));
    else address.now(parser.searchForParsed(parsedTyped));
  }, [address, parser, parsedTyped, typing]);

  // "2", "25" and "250" on the way to 50.000 € may all clamp to the same amount: keep the same
  // values object then, so memoised results are not rendered again for identical figures.
  const values = useStableValue(parsed.values);
  const resultsValues = useHeldValue(values, typedApplies && typed.shownLive === true);
  const { hints } = parsed;
  useLayoutEffect(() => live.rendered(resultsValues), [live, resultsValues]);

  /**
   * Shows typed text without a React render where LiveResults can (see Shown): figures at once,
   * offers that move when typing pauses. React renders changed hints when typing pauses, and a
   * parser that arrived after the last render (text typed while it loaded); the results keep
   * their values then (resultsValues). Returns false when React has to render now.
   */
  function showTyped(loaded: InputsParser<Inputs, ParsedInputs<Values, Hints>>, typedEntry: Typed<Inputs>): boolean {
    const nextParsed = parse(loaded, typedEntry.inputs);
    const shown = live.show(nextParsed.values);
    if (!shown) return false;
    const entry = { ...typedEntry, shownLive: true };
    typedInputs.record(entry);
    address.afterTyping(() => loaded.searchForParsed(nextParsed));
    const parserBehind = parser === null;
    // Hints follow when typing pauses, unless a choice has rendered first.
    if (!sameContent(nextParsed.hints, hints) || parserBehind) {
      live.renderAtPause((idle) => {
        if (typedInputs.get() === entry) typedInputs.set({ ...entry, idle });
        else if (parserBehind) parserArrived();
      });
    }
    return true;
  }

  const update: UpdateInputs<Inputs> = (patch, source) => {
    const latest = typedInputs.get();
    const next = { ...(latest?.locationKey === location.key ? latest.inputs : inputs), ...patch };
    const entry = { inputs: next, locationKey: location.key, typing: source === 'typing' };
    // The parser as loaded, which may be newer than this render's (see parserLoaded).
    const loaded = parserSlot.get();
    if (entry.typing && loaded && showTyped(loaded, entry)) return;
    typedInputs.set(entry);
  };

  return { inputs, values, resultsValues, hints, update, ready: parser !== null, live, resultsNow: typedApplies && typed.idle === true };
}
