import { withClickParams } from '@/entities/partner/schema/tracking-url';

export interface AffiliateClick {
  /** The product the visitor compared, e.g. 'ratenkredit'. */
  term: string;
  brandId: string;
  brandName: string;
  page: string;
}

export interface PreparedClick {
  href: string;
  /** Null when tracking is not initialised and the original URL is used. */
  clickId: string | null;
  timestamp: number;
}

let initialised = false;

/** Marks tracking ready; runs in an effect, so before hydration links keep their plain URL. */
export function initAffiliateTracking(): void {
  initialised = true;
}

function createClickId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The synchronous part of a click: the URL to open with a fresh click_id and timestamp.
 * Without initialisation the original URL is used and a warning logged.
 */
export function prepareAffiliateClick(href: string, now = Date.now()): PreparedClick {
  if (!initialised) {
    console.warn('Affiliate-Tracking ist nicht initialisiert: die Original-URL wird verwendet.');
    return { href, clickId: null, timestamp: now };
  }
  const clickId = createClickId();
  return { href: withClickParams(href, { clickId, timestamp: now }), clickId, timestamp: now };
}
