const RELOAD_MARK = 'ksReloadedForChunk';
const WINDOW_MS = 10_000;

/**
 * After a deploy, a tab opened earlier asks for script files that no longer exist. Every route is
 * prerendered, so loading the current URL afresh brings the new HTML and its scripts. Marked in
 * the history entry (no storage), it happens at most once in ten seconds: a network that is
 * really down gets the error instead of a reload loop. Returns whether a reload was started.
 */
export function reloadOnceForMissingChunk(win: Window = window): boolean {
  const state = (win.history.state ?? {}) as Record<string, unknown>;
  const last = typeof state[RELOAD_MARK] === 'number' ? state[RELOAD_MARK] : 0;
  if (Date.now() - last < WINDOW_MS) return false;
  win.history.replaceState({ ...state, [RELOAD_MARK]: Date.now() }, '');
  win.location.reload();
  return true;
}
