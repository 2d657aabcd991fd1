// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlInputs, type InputsParser, type ParsedInputs, type UrlInputsState } from '@/features/loan-comparison/inputs/use-url-inputs';
import type { Shown } from '@/features/loan-comparison/components/live-results';
import { TYPING_PAUSE_MS } from '@/features/loan-comparison/inputs/search-writer';

afterEach(cleanup);

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
const loadParser = () => Promise.resolve(parser);
const defaults: Parsed = { values: { betrag: 10000, zweck: 'frei' }, hints: {} };

/**
 * The hook on a page opened with inputs in its URL (so the parser loads at once), with results
 * that accept every typed value the way OfferResults does when their structure changes.
 */
async function renderInputs() {
  let state: UrlInputsState<Inputs, Values, Hints> | undefined;
  const renders: UrlInputsState<Inputs, Values, Hints>[] = [];
  function Probe() {
    state = useUrlInputs({ loadParser, defaultInputs: { betrag: '10000', zweck: 'frei' }, defaultParsed: defaults });
    renders.push(state);
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/ratenkredit?betrag=15000']}>
      <Probe />
    </MemoryRouter>,
  );
  await act(async () => {});
  const shown: Values[] = [];
  const attach = () =>
    state!.live.attach({
      values: state!.resultsValues,
      show: (values): Shown => {
        shown.push(values);
        return 'figures';
      },
      settle: () => {},
    });
  attach();
  return { current: () => state!, renders, shown, attach };
}

describe('useUrlInputs', () => {
  it('keeps the results on the values they rendered while typed text shows live, also for the render of a hint when typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const { current, renders, shown } = await renderInputs();
      const rendered = current().resultsValues;
      expect(rendered).toEqual({ betrag: 15000, zweck: 'frei' });
      const before = renders.length;
      // "5" clamps to 1.000 € with a hint: the figures show at once, without a render.
      act(() => current().update({ betrag: '5' }, 'typing'));
      expect(shown).toEqual([{ betrag: 1000, zweck: 'frei' }]);
      expect(renders).toHaveLength(before);
      // The hint renders when typing pauses; the results keep their values, so React leaves them alone.
      act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
      expect(renders.length).toBeGreaterThan(before);
      expect(current().hints).toEqual({ betrag: 'Mindestens 1.000 €' });
      expect(current().values).toEqual({ betrag: 1000, zweck: 'frei' });
      expect(current().resultsValues).toBe(rendered);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the results the latest values with the next choice, typed amount included', async () => {
    const { current, shown } = await renderInputs();
    const rendered = current().resultsValues;
    act(() => current().update({ betrag: '25000' }, 'typing'));
    expect(shown).toHaveLength(1);
    expect(current().resultsValues).toBe(rendered);
    act(() => current().update({ zweck: 'auto' }));
    expect(current().resultsValues).toEqual({ betrag: 25000, zweck: 'auto' });
  });

  it('renders typed text through React when the results cannot show it live', async () => {
    const { current, shown } = await renderInputs();
    // Results committed for other values than the inputs last rendered (a deferred render pending): no live writing.
    current().live.rendered({ betrag: 1, zweck: 'frei' });
    act(() => current().update({ betrag: '30000' }, 'typing'));
    expect(shown).toEqual([]);
    expect(current().resultsValues).toEqual({ betrag: 30000, zweck: 'frei' });
  });
});
