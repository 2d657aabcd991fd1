import type { DehydratedState } from '@tanstack/react-query';

/** Id of the non-executed JSON script element that carries the prerendered query cache. */
export const APP_STATE_ELEMENT_ID = 'app-state';

export function readAppState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch (error) {
    console.warn('Vorgerenderte Daten konnten nicht gelesen werden:', error);
    return undefined;
  }
}
