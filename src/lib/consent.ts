/**
 * The visitor's consent choice (TDDDG § 25, DSGVO). Storing the choice itself is strictly
 * necessary; everything else that touches the device or pushes analytics asks here first.
 */
export type ConsentCategory = 'statistics' | 'marketing';

export interface ConsentState {
  statistics: boolean;
  marketing: boolean;
  /** ISO timestamp of the choice; null until the visitor has chosen. */
  decidedAt: string | null;
}

export const CONSENT_STORAGE_KEY = 'ks-consent';
export const CONSENT_CHANGE_EVENT = 'ks-consent-change';

export const noConsent: ConsentState = { statistics: false, marketing: false, decidedAt: null };

export function readConsent(): ConsentState {
  if (typeof window === 'undefined') return noConsent;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return noConsent;
    const parsed = JSON.parse(raw) as Partial<ConsentState>;
    return {
      statistics: parsed.statistics === true,
      marketing: parsed.marketing === true,
      decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : null,
    };
  } catch {
    return noConsent;
  }
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

/** Pushes an analytics event to the page's dataLayer, only when the visitor allowed the category. */
export function pushDataLayerEvent(category: ConsentCategory, event: DataLayerEntry): boolean {
  if (typeof window === 'undefined' || !hasConsent(category)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  return true;
}
