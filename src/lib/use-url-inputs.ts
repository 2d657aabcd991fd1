import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { useSearchWriter } from '@/lib/use-search-writer';

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
  /**
   * Notes on what the URL held but the fields cannot show (a choice the form does not offer): the
   * field shows its replacement, so parsing the fields alone would lose the note.
   */
  hintsFromSearch?: (search: string) => Parsed extends ParsedInputs<unknown, infer Hints> ? Hints : never;
}

export interface UrlInputsConfig<Inputs, Parsed> {
  /** Must return the same promise every time, so the module loads once. */
  loadParser: () => Promise<InputsParser<Inputs, Parsed>>;
  /** The prerendered fields and their parsed values: what the first render shows. */
  defaultInputs: Inputs;
  defaultParsed: Parsed;
  /** Whether a query string holds any of the form's parameters: then the parser loads at once. */
  hasParams: (search: string) => boolean;
  /**
   * Runs when the parser for the URL's inputs has arrived, before the results change: releases the
   * result cards still waiting for their deferred hydration (stopDeferring(group)).
   */
  releaseResults: () => void;
  /**
   * Which history entry a change belongs to; by default the entry's key. A page whose fragment
   * links make entries of their own that replaceState keeps the key of adds search and hash.
   */
  entryOf?: (location: Location) => string;
  /**
   * The form's selector. Its render-blocking script (public/comparison-pending.js) marks it
   * `data-changed-early` when the visitor changes a field before the app listens; the app then
   * takes those fields from the form, as a GET submit would send them.
   */
  form: string;
}

/** Changes some fields: 'typing' for text typed into a field (its URL and order follow the pause in typing), else a choice. */
export type UpdateInputs<Inputs> = (patch: Partial<Inputs>, source?: 'typing') => void;

export interface UrlInputsState<Inputs, Values, Hints> extends ParsedInputs<Values, Hints> {
  inputs: Inputs;
  /**
   * `values` as of the last pause in typing (or the last choice): the order and sections of the
   * results follow these, so offers do not move on every digit.
   */
  settledValues: Values;
  update: UpdateInputs<Inputs>;
  /** True once the inputs come from the URL or the visitor; until then they are the prerendered defaults. */
  ready: boolean;
}

/** What the visitor changed on one history entry: it wins over the entry's URL field by field. */
interface Changed<Inputs> {
  patch: Partial<Inputs>;
  entry: string;
  /** The last change was typed text and typing has not paused yet. */
  typing: boolean;
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

const keyOf = (location: Location) => location.key;

/** Equal field values: strings, or arrays of strings with equal items. */
function sameField(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/** The form's fields as the query string a GET submit of it would send. */
function formSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return `?${params.toString()}`;
}

/** The same change, no longer typing (the pause came, focus left the field, the parser arrived). */
const typingPaused = <Inputs>(latest: Changed<Inputs> | null) => (latest?.typing ? { ...latest, typing: false } : latest);

/** `value`, except while `typing`: then the value it had when typing began. */
function useSettledValue<T>(value: T, typing: boolean): T {
  const [settled, setSettled] = useState(value);
  if (!typing && settled !== value) setSettled(value);
  return typing ? settled : value;
}

/**
 * Form inputs kept in the URL with replace (no history entry per keystroke; see SearchWriter),
 * for a product whose parser loads on demand. The first render uses the defaults, exactly as
 * prerendered; the URL is read once the parser has loaded. What the visitor changes belongs to the
 * history entry it was changed on and wins over that entry's URL field by field, so a field typed
 * into before the parser arrived keeps its text and the other fields still come from the URL.
 */
export function useUrlInputs<Inputs extends object, Values extends object, Hints extends object>({
  loadParser,
  defaultInputs,
  defaultParsed,
  hasParams,
  releaseResults,
  entryOf = keyOf,
  form,
}: UrlInputsConfig<Inputs, ParsedInputs<Values, Hints>>): UrlInputsState<Inputs, Values, Hints> {
  const location = useLocation();
  const entry = entryOf(location);
  const [parser, setParser] = useState<InputsParser<Inputs, ParsedInputs<Values, Hints>> | null>(null);
  const [changed, setChanged] = useState<Changed<Inputs> | null>(null);

  const applies = changed !== null && changed.entry === entry;
  const typing = applies && changed.typing;
  const pauseTyping = useCallback(() => setChanged(typingPaused), []);
  const address = useSearchWriter(entry, typing ? changed : null, pauseTyping);

  const needsParser = parser === null && (changed !== null || hasParams(location.search));
  useEffect(() => {
    if (!needsParser) return;
    let cancelled = false;
    void loadParser().then((loaded) => {
      if (cancelled) return;
      // Results for other inputs replace prerendered cards that may still wait for their deferred
      // hydration; hydrating them first keeps React from client-rendering them from scratch.
      releaseResults();
      setParser(() => loaded);
      // An order held while it loaded was the prerendered defaults': the results follow the parsed inputs at once.
      setChanged(typingPaused);
    });
    return () => {
      cancelled = true;
    };
    // releaseResults is a module-level function of each comparison, like loadParser.
  }, [needsParser, loadParser, releaseResults]);

  // Fields the visitor changed before the app listened (on a slow phone, the first seconds): the
  // DOM shows them, so the results must follow them, not the prerendered defaults. Read in a layout
  // effect, before a render for other state can set the controlled fields back.
  useLayoutEffect(() => {
    const early = document.querySelector<HTMLFormElement>(`${form}[data-changed-early]`);
    if (!early) return;
    delete early.dataset.changedEarly;
    const shown = formSearch(early);
    // Not cancelled on cleanup: the mark is gone, so a second run (StrictMode) would find nothing,
    // and a state update after a real unmount is ignored.
    void loadParser().then((loaded) => {
      const fromForm = loaded.inputsFromSearch(shown);
      const fromUrl = loaded.inputsFromSearch(location.search);
      const fields = (Object.keys(fromForm) as (keyof Inputs)[]).filter((field) => !sameField(fromForm[field], fromUrl[field]));
      if (fields.length === 0) return;
      const earlyPatch = Object.fromEntries(fields.map((field) => [field, fromForm[field]])) as Partial<Inputs>;
      // What the visitor changed since the app listens is newer, and wins.
      setChanged((latest) => {
        const newer = latest?.entry === entry ? latest : null;
        return { patch: { ...earlyPatch, ...newer?.patch }, entry, typing: newer?.typing ?? false };
      });
    });
    // Once, right after the prerendered form was hydrated.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const patch = applies ? changed.patch : null;
  const fromUrl = useMemo(() => (parser ? parser.inputsFromSearch(location.search) : defaultInputs), [parser, location.search, defaultInputs]);
  const inputs = useMemo(() => (patch ? { ...fromUrl, ...patch } : fromUrl), [fromUrl, patch]);
  const parsed = useMemo(() => (parser ? parser.parseInputs(inputs) : defaultParsed), [parser, inputs, defaultParsed]);
  // A note on what the URL held but the field cannot show stays until the visitor changes that field.
  const hints = useMemo(() => {
    const fromAddress = parser?.hintsFromSearch?.(location.search) ?? {};
    const unchanged = Object.entries(fromAddress).filter(([field]) => !(patch && field in patch));
    return unchanged.length === 0 ? parsed.hints : ({ ...Object.fromEntries(unchanged), ...parsed.hints } as Hints);
  }, [parser, location.search, patch, parsed.hints]);

  // The address bar follows the visitor's changes: a choice at once, typed text when typing pauses.
  const changedParsed = patch ? parsed : null;
  useEffect(() => {
    if (!parser || !changedParsed) return;
    if (typing) address.afterTyping(() => parser.searchForParsed(changedParsed));
    else address.now(parser.searchForParsed(changedParsed));
  }, [address, parser, changedParsed, typing]);

  const update = useCallback<UpdateInputs<Inputs>>(
    (next, source) => setChanged((latest) => ({ patch: { ...(latest?.entry === entry ? latest.patch : {}), ...next }, entry, typing: source === 'typing' })),
    [entry],
  );

  // "2", "25" and "250" on the way to 50.000 € may all clamp to the same amount: keep the same
  // values object then, so memoised results are not rendered again for identical figures.
  const values = useStableValue(parsed.values);
  const settledValues = useSettledValue(values, typing);
  return { inputs, values, settledValues, hints, update, ready: parser !== null };
}
