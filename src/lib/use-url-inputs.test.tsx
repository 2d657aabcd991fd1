// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlInputs, type InputsParser, type ParsedInputs, type UrlInputsState } from '@/lib/use-url-inputs';
import { TYPING_PAUSE_MS } from '@/lib/search-writer';

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/ratenkredit'));

interface Inputs {
  betrag: string;
  zweck: string;
}
interface Values {
  betrag: number;
  zweck: string;
}
interface Hints {
  betrag?: string;
}
type Parsed = ParsedInputs<Values, Hints>;

/** Amounts under 1.000 € are clamped with a hint, as the real parser does. */
const parser: InputsParser<Inputs, Parsed> = {
  inputsFromSearch: (search) => {
    const params = new URLSearchParams(search);
    return { betrag: params.get('betrag') ?? '10000', zweck: params.get('zweck') ?? 'frei' };
  },
  parseInputs: ({ betrag, zweck }) => {
    const amount = Number(betrag) || 0;
    return amount < 1000 ? { values: { betrag: 1000, zweck }, hints: { betrag: 'Mindestens 1.000 €' } } : { values: { betrag: amount, zweck }, hints: {} };
  },
  searchForParsed: ({ values }) => `?betrag=${values.betrag}&zweck=${values.zweck}`,
};
const defaults: Parsed = { values: { betrag: 10000, zweck: 'frei' }, hints: {} };
const releaseResults = vi.fn();
afterEach(() => releaseResults.mockClear());

/** The hook on a page opened at `url`; the parser arrives when `arrive` is called (at once unless `late`). */
async function renderInputs(url: string, { late = false } = {}) {
  let state: UrlInputsState<Inputs, Values, Hints> | undefined;
  let navigate: NavigateFunction | undefined;
  let arrive!: () => void;
  const arrived = new Promise<InputsParser<Inputs, Parsed>>((resolve) => {
    arrive = () => resolve(parser);
  });
  const loadParser = () => arrived;
  function Probe() {
    state = useUrlInputs({ loadParser, defaultInputs: { betrag: '10000', zweck: 'frei' }, defaultParsed: defaults, hasParams: (search) => /betrag|zweck/.test(search), releaseResults, form: 'form[data-test-form]' });
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  if (!late) await act(async () => arrive());
  return {
    current: () => state!,
    arrive: () => act(async () => arrive()),
    navigate: (to: string | number) => act(() => void (typeof to === 'number' ? navigate!(to) : navigate!(to))),
  };
}

describe('useUrlInputs', () => {
  it('reads the URL once the parser has loaded', async () => {
    const { current, arrive } = await renderInputs('/ratenkredit?betrag=15000&zweck=auto', { late: true });
    expect(current().ready).toBe(false);
    expect(current().values).toEqual({ betrag: 10000, zweck: 'frei' });
    await arrive();
    expect(current().ready).toBe(true);
    expect(current().values).toEqual({ betrag: 15000, zweck: 'auto' });
    expect(current().settledValues).toBe(current().values);
  });

  it('loads the parser at once only for a URL with inputs, and releases the results first', async () => {
    const order: string[] = [];
    releaseResults.mockImplementation(() => order.push('release'));
    const { current, arrive } = await renderInputs('/ratenkredit?betrag=15000', { late: true });
    expect(releaseResults).not.toHaveBeenCalled();
    await arrive();
    order.push(`values ${current().values.betrag}`);
    expect(order).toEqual(['release', 'values 15000']);

    releaseResults.mockClear();
    const plain = await renderInputs('/ratenkredit', { late: true });
    await plain.arrive();
    expect(releaseResults).not.toHaveBeenCalled();
    expect(plain.current().ready).toBe(false);
  });

  it('keeps a note on what the URL held but the field cannot show, until the field is changed', async () => {
    const withNotes: InputsParser<Inputs, Parsed> = {
      ...parser,
      inputsFromSearch: (search) => {
        const zweck = new URLSearchParams(search).get('zweck');
        return { ...parser.inputsFromSearch(search), zweck: zweck === 'yacht' ? 'frei' : (zweck ?? 'frei') };
      },
      hintsFromSearch: (search) => (new URLSearchParams(search).get('zweck') === 'yacht' ? ({ zweck: 'Zweck „yacht“ gibt es nicht' } as Hints) : {}),
    };
    let state: UrlInputsState<Inputs, Values, Hints> | undefined;
    const loaded = Promise.resolve(withNotes);
    function Probe() {
      state = useUrlInputs({ loadParser: () => loaded, defaultInputs: { betrag: '10000', zweck: 'frei' }, defaultParsed: defaults, hasParams: () => true, releaseResults, form: 'form[data-test-form]' });
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/ratenkredit?zweck=yacht']}>
        <Probe />
      </MemoryRouter>,
    );
    await act(async () => loaded);
    expect(state!.inputs.zweck).toBe('frei');
    expect(state!.hints).toEqual({ zweck: 'Zweck „yacht“ gibt es nicht' });
    act(() => state!.update({ zweck: 'auto' }));
    expect(state!.hints).toEqual({});
  });

  it('takes over the fields of a form marked as changed before the app listened, once', async () => {
    const form = document.createElement('form');
    form.dataset.testForm = '';
    form.dataset.changedEarly = '';
    form.innerHTML = '<input name="betrag" value="10000"><select name="zweck"><option value="frei">frei</option><option value="auto" selected>auto</option></select>';
    document.body.append(form);
    try {
      const { current } = await renderInputs('/ratenkredit?betrag=15000');
      // The URL's amount stays (the form showed it too); the purpose changed early wins over the URL's default.
      expect(current().inputs).toEqual({ betrag: '10000', zweck: 'auto' });
      expect(form.dataset.changedEarly).toBeUndefined();
    } finally {
      form.remove();
    }
  });

  it('keeps a field typed into before the parser arrived and takes the other fields from the URL', async () => {
    const { current, arrive } = await renderInputs('/ratenkredit?betrag=15000&zweck=auto', { late: true });
    act(() => current().update({ betrag: '30000' }, 'typing'));
    await arrive();
    expect(current().inputs).toEqual({ betrag: '30000', zweck: 'auto' });
    expect(current().values).toEqual({ betrag: 30000, zweck: 'auto' });
    // Nothing held the order for the prerendered defaults.
    expect(current().settledValues).toBe(current().values);
  });

  it('holds the settled values while typing until the pause, and writes the address then; a choice settles and writes at once', async () => {
    vi.useFakeTimers();
    try {
      const { current } = await renderInputs('/ratenkredit?betrag=15000');
      act(() => current().update({ betrag: '5' }, 'typing'));
      act(() => current().update({ betrag: '50' }, 'typing'));
      expect(current().values).toEqual({ betrag: 1000, zweck: 'frei' });
      expect(current().hints).toEqual({ betrag: 'Mindestens 1.000 €' });
      expect(current().settledValues).toEqual({ betrag: 15000, zweck: 'frei' });
      act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
      expect(current().settledValues).toEqual({ betrag: 15000, zweck: 'frei' });
      expect(window.location.search).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(current().settledValues).toBe(current().values);
      expect(window.location.search).toBe('?betrag=1000&zweck=frei');

      act(() => current().update({ betrag: '25000' }, 'typing'));
      act(() => current().update({ zweck: 'auto' }));
      expect(current().settledValues).toEqual({ betrag: 25000, zweck: 'auto' });
      expect(window.location.search).toBe('?betrag=25000&zweck=auto');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends typing when focus leaves the field: the order and the address follow at once', async () => {
    const { current } = await renderInputs('/ratenkredit?zweck=frei');
    act(() => current().update({ betrag: '25000' }, 'typing'));
    expect(current().settledValues).toEqual({ betrag: 10000, zweck: 'frei' });
    act(() => void document.dispatchEvent(new FocusEvent('focusout')));
    expect(current().settledValues).toEqual({ betrag: 25000, zweck: 'frei' });
    expect(window.location.search).toBe('?betrag=25000&zweck=frei');
  });

  it('keeps what was changed with the history entry it was changed on', async () => {
    const { current, navigate } = await renderInputs('/ratenkredit?betrag=20000');
    act(() => current().update({ zweck: 'auto' }));
    navigate('/ratenkredit');
    expect(current().values).toEqual({ betrag: 10000, zweck: 'frei' });
    navigate(-1);
    expect(current().values).toEqual({ betrag: 20000, zweck: 'auto' });
  });
});
