import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForMissingChunk } from '@/app/start/reload-once';

function fakeWindow(state: unknown) {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  const location = { reload: vi.fn() };
  return { history, location } as unknown as Window & { location: { reload: ReturnType<typeof vi.fn> } };
}

describe('reloadOnceForMissingChunk', () => {
  it('reloads once and keeps the router state of the history entry', () => {
    const win = fakeWindow({ usr: null, key: 'abc', idx: 2 });
    expect(reloadOnceForMissingChunk(win)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledOnce();
    expect(win.history.state).toMatchObject({ usr: null, key: 'abc', idx: 2 });
  });

  it('does not reload again right after a reload (no loop when the network is down)', () => {
    const win = fakeWindow({ ksReloadedForChunk: Date.now() - 2000 });
    expect(reloadOnceForMissingChunk(win)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('reloads again when the last reload was long ago', () => {
    const win = fakeWindow({ ksReloadedForChunk: Date.now() - 60_000 });
    expect(reloadOnceForMissingChunk(win)).toBe(true);
  });

  it('copes with an empty history state', () => {
    expect(reloadOnceForMissingChunk(fakeWindow(null))).toBe(true);
  });
});
