// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { OfferResults } from '@/features/loan-comparison/components/offer-results';
import { defaultComparisonParams, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { withoutRanking } from '@/entities/partner/evaluation';
import { LiveResults } from '@/features/loan-comparison/components/live-results';
import { TYPING_PAUSE_MS } from '@/features/loan-comparison/inputs/search-writer';
import type { ComparisonCriteria } from '@/features/loan-comparison/engine/rank-offers';

afterEach(cleanup);

/** Four offers with different rates and limits: one lends at most 20.000 €, one needs 24 months. */
const partners = withoutRanking(
  parsePartnerRows(
    [
      { id: 'a', name: 'Bank A', rate: 5.95, borrowing: 5.79, extra: {} },
      { id: 'b', name: 'Bank B', rate: 3.49, borrowing: 3.44, extra: { max_amount: 20000, amount_range: '1.000 € – 20.000 €' } },
      { id: 'c', name: 'Bank C', rate: 7.9, borrowing: 7.63, extra: { min_term_months: 24 } },
      { id: 'd', name: 'Bank D', rate: 0.68, borrowing: 0.68, extra: { effective_rate_min: 0.68 } },
    ].map(({ id, name, rate, borrowing, extra }, index) => ({
      ...samplePartnerRow,
      id: `7d3c2f9e-0000-4000-8000-00000000000${index + 1}`,
      brand_id: `bank-${id}`,
      name,
      display_order: index,
      effective_rate_two_thirds: rate,
      borrowing_rate_two_thirds: borrowing,
      ...extra,
    })),
    'mock',
    () => {},
  ),
);

const params = (overrides: Partial<ComparisonParams>): ComparisonParams => ({ ...defaultComparisonParams, ...overrides });

function renderResults(values: ComparisonCriteria, live = new LiveResults<ComparisonCriteria>()) {
  const view = render(
    <MemoryRouter>
      <OfferResults partners={partners} values={values} live={live} product="ratenkredit" />
    </MemoryRouter>,
  );
  // What useUrlInputs reports after its render: the results for these values are committed.
  live.rendered(values);
  const rerender = (next: ComparisonCriteria) => {
    view.rerender(
      <MemoryRouter>
        <OfferResults partners={partners} values={next} live={live} product="ratenkredit" />
      </MemoryRouter>,
    );
    live.rendered(next);
  };
  return { container: view.container, live, rerender, unmount: view.unmount };
}

/** The markup React renders for `values` from scratch. */
function freshMarkup(values: ComparisonCriteria): string {
  const { container, unmount } = renderResults(values);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('OfferResults with LiveResults', () => {
  it.each([
    ['another amount', params({ betrag: 12_345 })],
    ['the highest amount every offer lends', params({ betrag: 20_000 })],
    ['another term', params({ laufzeit: 84 })],
    ['the shortest term every offer has', params({ laufzeit: 24 })],
    ['an amount that leaves a different last instalment', params({ betrag: 9_999, laufzeit: 37 })],
  ])('writes for %s exactly the markup React renders for it', (_, next) => {
    const expected = freshMarkup(next);
    const { container, live } = renderResults(params({}));
    expect(container.innerHTML).not.toBe(expected);
    expect(live.show(next)).toBe('all');
    expect(container.innerHTML).toBe(expected);
  });

  it.each([
    ['another Wunschrate', params({ modus: 'wunschrate', wunschrate: 250 }), params({ modus: 'wunschrate', wunschrate: 310 })],
    ['a Wunschrate that reaches an offer’s maximum', params({ modus: 'wunschrate', wunschrate: 250 }), params({ modus: 'wunschrate', wunschrate: 450 })],
    ['another term with a Wunschrate', params({ modus: 'wunschrate', wunschrate: 250 }), params({ modus: 'wunschrate', wunschrate: 250, laufzeit: 96 })],
  ])('writes for %s exactly the markup React renders for it, amounts included', (_, start, next) => {
    const expected = freshMarkup(next);
    const { container, live } = renderResults(start);
    expect(container.querySelectorAll('[data-loan-amount]')).toHaveLength(4);
    expect(container.innerHTML).not.toBe(expected);
    expect(live.show(next)).toBe('all');
    expect(container.innerHTML).toBe(expected);
  });

  it('renders the amount each offer lends for a Wunschrate, and leaves switching the mode to React', () => {
    const { container, live } = renderResults(params({ modus: 'wunschrate', wunschrate: 450, sortierung: 'betrag' }));
    const amounts = [...container.querySelectorAll('[data-offer-id]')].map((card) => [
      card.querySelector('h3')?.textContent,
      card.querySelector('[data-loan-amount]')?.textContent,
    ]);
    // Bank B lends at most 20.000 €; Bank D at 0,68 % buys the most.
    expect(amounts[0]).toEqual(['Bank D', expect.stringMatching(/^2\d\.\d00\u00a0€$/)]);
    expect(amounts).toContainEqual(['Bank B', '20.000\u00a0€']);
    expect(container.querySelector('[data-comparison-summary]')?.textContent).toMatch(/^Alle 4 Angebote passen · höchster Kreditbetrag /);
    expect(live.show(params({ wunschrate: 450, sortierung: 'betrag' }))).toBe(false);
  });

  const cardOf = (container: HTMLElement, name: string) =>
    [...container.querySelectorAll<HTMLElement>('[data-offer-id]')].find((card) => card.querySelector('h3')?.textContent === name)!;
  const pendingNames = (container: HTMLElement) => [...container.querySelectorAll('[data-offer-pending] h3')].map((heading) => heading.textContent);

  it.each([
    ['an offer stops fitting (more than it lends)', params({ betrag: 25_000 }), ['Bank B']],
    ['an offer stops fitting (shorter than its minimum)', params({ laufzeit: 12 }), ['Bank C']],
    ['the order changes', params({ sortierung: 'zins' }), []],
  ])('when %s, writes the figures of the cards that stay and marks the others until React renders', (_, next, moved) => {
    const expected = new DOMParser().parseFromString(freshMarkup(next), 'text/html');
    const { container, live, rerender } = renderResults(params({}));
    expect(live.show(next)).toBe('figures');
    expect(pendingNames(container)).toEqual(moved);
    expect(container.querySelector('[data-offer-list]')!.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[data-comparison-summary]')!.textContent).toBe(expected.querySelector('[data-comparison-summary]')!.textContent);
    expect(container.querySelector('[data-calculation-basis]')!.textContent).toBe(expected.querySelector('[data-calculation-basis]')!.textContent);
    // A card that stays fitting shows the figures React renders for the new values.
    expect(cardOf(container, 'Bank A').querySelector('[data-example-figures]')!.textContent).toBe(
      expected.querySelector('[data-partner-card="bank-a"] [data-example-figures]')!.textContent,
    );
    rerender(next);
    expect(pendingNames(container)).toEqual([]);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.innerHTML).toBe(freshMarkup(next));
  });

  it.each([
    ['an offer stops fitting (more than it lends)', params({ betrag: 15_000 }), params({ betrag: 25_000 })],
    ['an offer fits again', params({ betrag: 25_000 }), params({ betrag: 15_000 })],
    ['two offers stop fitting for different reasons', params({}), params({ betrag: 25_000, laufzeit: 12 })],
    ['every offer stops fitting', params({}), params({ betrag: 500_000 })],
    ['the order changes', params({}), params({ sortierung: 'zins' })],
  ])('when typing pauses after %s, shows the new structure without React: the markup React renders for it, each card kept', (_, start, next) => {
    vi.useFakeTimers();
    try {
      const expected = freshMarkup(next);
      const { container, live } = renderResults(start);
      const cards = new Map([...container.querySelectorAll('[data-offer-id]')].map((card) => [card.getAttribute('data-offer-id'), card]));
      expect(live.show(next)).toBe('figures');
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
      expect(container.innerHTML).toBe(expected);
      for (const card of container.querySelectorAll('[data-offer-id]')) expect(card).toBe(cards.get(card.getAttribute('data-offer-id')));
      // And back: the next keystroke and pause start from what the list shows now.
      expect(live.show(start)).toBe('figures');
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
      expect(container.innerHTML).toBe(freshMarkup(start));
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves as few cards as the new order needs when typing pauses', () => {
    const { container, live } = renderResults(params({ betrag: 15_000 }));
    const list = container.querySelector('[data-offer-list]')!;
    const moved: string[] = [];
    const insertBefore = list.insertBefore.bind(list);
    list.insertBefore = <T extends Node>(node: T, child: Node | null) => {
      moved.push((node as unknown as HTMLElement).querySelector('h3')?.textContent ?? '');
      return insertBefore(node, child);
    };
    // Over 20.000 €, Bank B goes under the heading: one card moves, the others keep their places.
    live.show(params({ betrag: 25_000 }));
    live.settle();
    expect(moved).toEqual(['Bank B']);
  });

  it('shows typed values again after a commit for the same values (new offers), and drops them for a commit of other values', () => {
    const live = new LiveResults<ComparisonCriteria>();
    const start = params({ betrag: 15_000 });
    const results = (rows: typeof partners, values: ComparisonCriteria) => (
      <MemoryRouter>
        <OfferResults partners={rows} values={values} live={live} product="ratenkredit" />
      </MemoryRouter>
    );
    const view = render(results(partners, start));
    live.rendered(start);
    live.show(params({ betrag: 25_000 }));
    live.settle();
    expect(view.container.innerHTML).toBe(freshMarkup(params({ betrag: 25_000 })));
    // The same offers arrive again from the backend: React renders them for 15.000 €, the list keeps showing 25.000 €.
    view.rerender(results(partners.map((partner) => ({ ...partner })), start));
    expect(view.container.innerHTML).toBe(freshMarkup(params({ betrag: 25_000 })));
    // A choice renders the results for its own values, typed amount included.
    const chosen = params({ betrag: 25_000, laufzeit: 12 });
    view.rerender(results(partners, chosen));
    live.rendered(chosen);
    expect(view.container.innerHTML).toBe(freshMarkup(chosen));
    view.unmount();
  });

  it('drops the marks when the next keystroke brings back the rendered structure', () => {
    const { container, live } = renderResults(params({ betrag: 15_000 }));
    expect(live.show(params({ betrag: 25_000 }))).toBe('figures');
    expect(pendingNames(container)).toEqual(['Bank B']);
    expect(live.show(params({ betrag: 16_000 }))).toBe('all');
    expect(pendingNames(container)).toEqual([]);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 16_000 })));
  });

  it('runs the render a keystroke left to React once, when typing pauses or at once when it ends', () => {
    vi.useFakeTimers();
    try {
      const { live } = renderResults(params({}));
      const render = vi.fn();
      live.renderAtPause(render);
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      expect(render).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      // The pause timer ran it: no event of the visitor waits for this render.
      expect(render).toHaveBeenCalledExactlyOnceWith(true);
      live.settle();
      expect(render).toHaveBeenCalledTimes(1);
      // Focus leaving the field settles at once, within the visitor's event.
      live.renderAtPause(render);
      live.settle();
      expect(render).toHaveBeenCalledTimes(2);
      expect(render).toHaveBeenLastCalledWith(false);
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes nothing while results for newer values are still to be committed', () => {
    const { container, live } = renderResults(params({}));
    live.rendered(params({ betrag: 15_000 }));
    const before = container.innerHTML;
    expect(live.show(params({ betrag: 12_000 }))).toBe(false);
    expect(container.innerHTML).toBe(before);
  });

  it('after a render that moves an offer, every card shows the new figures, also those React did not render again', () => {
    const { container, live, rerender } = renderResults(params({}));
    expect(live.show(params({ betrag: 15_000 }))).toBe('all');
    rerender(params({ betrag: 30_000 }));
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 30_000 })));
    // Back under 20.000 €: React moves Bank B back, the other cards keep their render.
    rerender(params({ betrag: 15_000 }));
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 15_000 })));
  });

  it('moves a card across "Passt nicht zu Ihren Angaben" instead of building it anew', () => {
    const { container, rerender } = renderResults(params({ betrag: 15_000 }));
    const bankB = container.querySelector('[data-partner-card="bank-b"]');
    expect(bankB?.closest('[data-offers]')?.getAttribute('data-offers')).toBe('fitting');
    rerender(params({ betrag: 30_000 }));
    expect(container.querySelector('[data-partner-card="bank-b"]')).toBe(bankB);
    expect(bankB?.closest('[data-offers]')?.getAttribute('data-offers')).toBe('not-fitting');
    expect(bankB?.textContent).toContain('Passt nicht, weil:');
  });
});

/** An IntersectionObserver the test moves: `near(...)` says which cards are on or near the screen. */
class TestObserver {
  static current: TestObserver | null = null;
  private readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    TestObserver.current = this;
  }
  observe(target: Element) {
    if (!this.targets.includes(target)) this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  disconnect() {}
  near(...names: string[]) {
    this.callback(this.targets.map((target) => ({ target, isIntersecting: names.includes(target.querySelector('h3')!.textContent!) })));
  }
}

describe('OfferResults with LiveResults, cards far from the screen', () => {
  const exampleOf = (container: HTMLElement, name: string) =>
    [...container.querySelectorAll('[data-partner-card]')].find((card) => card.querySelector('h3')?.textContent === name)!.querySelector('[data-example-figures]')!.textContent;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are written when typing pauses; the cards near the screen at once', () => {
    const next = params({ betrag: 12_345 });
    const before = renderResults(params({}));
    const oldExample = exampleOf(before.container, 'Bank C');
    const expected = freshMarkup(next);
    const { container, live } = renderResults(params({}));
    TestObserver.current!.near('Bank A', 'Bank B');
    expect(live.show(next)).toBe('all');
    expect(exampleOf(container, 'Bank A')).toContain('Nettodarlehensbetrag 12.345,00');
    expect(container.querySelector('[data-comparison-summary]')!.textContent).toBe(new DOMParser().parseFromString(expected, 'text/html').querySelector('[data-comparison-summary]')!.textContent);
    expect(exampleOf(container, 'Bank C')).toBe(oldExample);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(container.innerHTML).toBe(expected);
  });

  it('is written as soon as it comes near the screen, and every card when focus leaves the field', () => {
    const next = params({ laufzeit: 72 });
    const expected = freshMarkup(next);
    const { container, live } = renderResults(params({}));
    TestObserver.current!.near('Bank A');
    live.show(next);
    expect(exampleOf(container, 'Bank D')).not.toContain('Laufzeit 72 Monate');
    TestObserver.current!.near('Bank A', 'Bank D');
    expect(exampleOf(container, 'Bank D')).toContain('Laufzeit 72 Monate');
    live.settle();
    expect(container.innerHTML).toBe(expected);
  });

  it('are written once when typing pauses after a keystroke that moved an offer: the render that follows leaves nothing for later', () => {
    const { container, live, rerender } = renderResults(params({ betrag: 15_000 }));
    TestObserver.current!.near('Bank A');
    // 30.000 € is more than Bank B lends: the keystroke writes the near card and leaves the move to React.
    const next = params({ betrag: 30_000 });
    expect(live.show(next)).toBe('figures');
    live.renderAtPause(() => rerender(next));
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(container.innerHTML).toBe(freshMarkup(next));
    // Every card already shows the figures for these values: no later pass over the far ones.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after a render that moves an offer, is written at once, near the screen or not: no card keeps figures for other inputs once React has committed', () => {
    const { container, live, rerender } = renderResults(params({ betrag: 15_000 }));
    const observer = TestObserver.current!;
    observer.near('Bank A');
    // 30.000 € is more than Bank B lends: React moves it under "Passt nicht".
    rerender(params({ betrag: 30_000 }));
    expect(TestObserver.current).toBe(observer);
    expect(exampleOf(container, 'Bank A')).toContain('Nettodarlehensbetrag 30.000,00');
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 30_000 })));
    expect(exampleOf(container, 'Bank D')).toContain('Nettodarlehensbetrag 30.000,00');
    // Nothing is left for the pause.
    expect(vi.getTimerCount()).toBe(0);
    // Back under 20.000 €: Bank B is a fitting card again, whose figures the writer finds anew.
    observer.near('Bank A', 'Bank B');
    rerender(params({ betrag: 18_000 }));
    expect(exampleOf(container, 'Bank B')).toContain('Nettodarlehensbetrag 18.000,00');
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 18_000 })));
    expect(live.show(params({ betrag: 18_500 }))).toBe('all');
    expect(exampleOf(container, 'Bank B')).toContain('Nettodarlehensbetrag 18.500,00');
    live.settle();
    expect(container.innerHTML).toBe(freshMarkup(params({ betrag: 18_500 })));
  });
});
