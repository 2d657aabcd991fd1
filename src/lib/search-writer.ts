/**
 * How long typing must pause before the address bar follows. A same-document URL change is
 * costly main-thread work in Chromium (several milliseconds on a phone), and browsers limit how
 * often a page may call replaceState (Safari: 100 times in 30 seconds).
 */
export const TYPING_PAUSE_MS = 400;

/** Replaces the current entry's query string without a router navigation, which would re-render the route. */
function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Keeps a comparison's inputs in the current history entry's query string (replace, never a new
 * entry). A choice is written at once; typed text after a pause in typing, when focus leaves a
 * field or when the page is hidden, so a typed number costs one write rather than one per digit.
 * A pending write is dropped once the visitor has left the entry it belongs to.
 */
export class SearchWriter {
  private pending: { search: () => string; url: string } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  now(search: string) {
    this.cancel();
    replaceSearch(search);
  }

  /** `search` is computed only when written, so a keystroke costs no serialising. */
  afterTyping(search: () => string) {
    this.pending = { search, url: this.pending?.url ?? currentUrl() };
    clearTimeout(this.timer);
    this.timer = setTimeout(this.flush, TYPING_PAUSE_MS);
  }

  readonly flush = () => {
    const pending = this.pending;
    this.cancel();
    if (pending && currentUrl() === pending.url) replaceSearch(pending.search());
  };

  cancel() {
    clearTimeout(this.timer);
    this.pending = null;
  }
}
