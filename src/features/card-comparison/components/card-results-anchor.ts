import { routePath } from '@/routes/manifest';

/** The id of the card results: the form's action ends with it, so a form sent without JavaScript opens at the cards. */
export const CARD_RESULTS_ID = 'ergebnisse';

export const cardResultsAction = `${routePath('kreditkarten')}#${CARD_RESULTS_ID}`;

/**
 * After the live form was sent (its button or Enter in a field): the results are already computed but may lie
 * out of sight. Brings their top under the fixed header and focuses the line naming the inputs they are for, so
 * a phone's keyboard closes and a screen reader reads it. Smooth unless the visitor prefers reduced motion.
 */
export function showCardResults(): void {
  const results = document.getElementById(CARD_RESULTS_ID);
  if (!results) return;
  results.querySelector<HTMLElement>('[data-calculation-basis]')?.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
}
