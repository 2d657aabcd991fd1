// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchWriter, TYPING_PAUSE_MS } from '@/lib/search-writer';

describe('SearchWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState({ key: 'entry' }, '', '/ratgeber/sparkonto');
  });
  afterEach(() => vi.useRealTimers());

  it('writes typed text once typing pauses, the last value only, into the same history entry', () => {
    const writer = new SearchWriter();
    const length = window.history.length;
    const computed: string[] = [];
    for (const search of ['?betrag=2000', '?betrag=25000']) {
      writer.afterTyping(() => {
        computed.push(search);
        return search;
      });
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
      expect(window.location.search).toBe('');
    }
    vi.advanceTimersByTime(1);
    expect(window.location.search).toBe('?betrag=25000');
    expect(computed).toEqual(['?betrag=25000']);
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ key: 'entry' });
  });

  it('writes at once when flushed (focus leaves the field, the page is hidden)', () => {
    const writer = new SearchWriter();
    writer.afterTyping(() => '?laufzeit=84');
    writer.flush();
    expect(window.location.search).toBe('?laufzeit=84');
    window.history.replaceState(null, '', '/ratgeber/sparkonto');
    vi.runAllTimers();
    expect(window.location.search).toBe('');
  });

  it('writes a choice at once and drops typing still pending', () => {
    const writer = new SearchWriter();
    writer.afterTyping(() => '?betrag=2');
    writer.now('?betrag=20000&sortierung=rate');
    vi.runAllTimers();
    expect(window.location.search).toBe('?betrag=20000&sortierung=rate');
  });

  it('drops a pending write once the visitor has moved to another address', () => {
    const writer = new SearchWriter();
    writer.afterTyping(() => '?betrag=25000');
    window.history.pushState(null, '', '/ratgeber/sparkonto?betrag=5000');
    vi.runAllTimers();
    expect(window.location.search).toBe('?betrag=5000');
  });

  it('keeps the address as it is when the query string is already the one to write', () => {
    const writer = new SearchWriter();
    const replace = vi.spyOn(window.history, 'replaceState');
    writer.now('');
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });
});
