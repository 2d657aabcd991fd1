/**
 * The visitor's consent choice (TDDDG § 25, DSGVO). Storing the choice itself is strictly
 * necessary; everything else that touches the device or pushes analytics asks here first.
 * The only optional category is Statistik (Google Analytics, offered only when a container
 * is configured); the site keeps nothing else on the device that would need consent.
 */
import { CONSENT_STORAGE_KEY } from '@/config/storage-keys';
import * as v from 'valibot';

export type ConsentCategory = 'statistics';

export interface ConsentState {
  statistics: boolean;
  /** ISO timestamp of the choice; null until the visitor has chosen. */
  decidedAt: string | null;
}

export const CONSENT_CHANGE_EVENT = 'ks-consent-change';
/** A choice is asked again after twelve months, as the cookie policy states. */
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const noConsent: ConsentState = { statistics: false, decidedAt: null };

/** A stored choice as saveConsent writes it; a category counts only when it is exactly true. */
const storedConsentSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    statistics: v.fallback(v.boolean(), false),
    decidedAt: v.pipe(v.string(), v.check((decidedAt) => !Number.isNaN(Date.parse(decidedAt)))),
  }),
);

/** Parses a stored choice; anything malformed or expired counts as 'not decided'. */
export function parseConsent(raw: string | null, now = Date.now()): ConsentState {
  const stored = v.safeParse(storedConsentSchema, raw);
  if (!stored.success || now - Date.parse(stored.output.decidedAt) > CONSENT_MAX_AGE_MS) return noConsent;
  return stored.output;
}

let cachedRaw: string | null | undefined;
let cachedState: ConsentState = noConsent;

function readStoredRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readConsent(): ConsentState {
  if (typeof window === 'undefined') return noConsent;
  const raw = readStoredRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parseConsent(raw);
  }
  return cachedState;
}

export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()[category];
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function pushToDataLayer(entry: DataLayerEntry) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** Stores the visitor's choice and tells every listener. */
export function saveConsent(choice: Pick<ConsentState, 'statistics'>, now = new Date()): ConsentState {
  const state: ConsentState = { statistics: choice.statistics, decidedAt: now.toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Einwilligung konnte nicht gespeichert werden:', error);
  }
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  return state;
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Pushes an analytics event to the page's dataLayer, only when the visitor allowed the category. */
export function pushDataLayerEvent(category: ConsentCategory, event: DataLayerEntry): boolean {
  if (typeof window === 'undefined' || !hasConsent(category)) return false;
  pushToDataLayer(event);
  return true;
}
