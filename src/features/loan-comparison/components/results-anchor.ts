/**
 * The id of a comparison's results (ComparisonLayout). Every comparison form's action ends with
 * it, so a form sent without JavaScript (or from the home page) opens the next page at the offers,
 * not at its top two screens above them on a phone.
 */
export const RESULTS_ID = 'ergebnisse';

/** A comparison form's action: the page's path, opened at the results. */
export const actionToResults = (path: string) => `${path}#${RESULTS_ID}`;

/**
 * After a live form was sent (its button or Enter in a field): the results are already computed,
 * but may lie below the form, out of sight, so sending would change nothing on screen. Brings
 * their top under the fixed header (the page's scroll-padding) and focuses the line naming the
 * inputs they were computed for: a phone's keyboard closes, and a screen reader reads that line.
 * Smooth unless the visitor prefers reduced motion.
 */
export function showResults(): void {
  const results = document.getElementById(RESULTS_ID);
  if (!results) return;
  results.querySelector<HTMLElement>('[data-calculation-basis]')?.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
}
