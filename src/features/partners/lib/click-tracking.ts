import { affiliateConfig } from '@/features/partners/lib/affiliate-config';
import { withClickParams } from '@/features/partners/lib/tracking-url';
import { hasConsent, pushDataLayerEvent } from '@/lib/consent';

/** One affiliate click as kept in the browser session (spec section 3). */
export interface ClickRecord {
  id: string;
  brandId: string;
  brandName: string;
  userId: string;
  page: string;
  userAgent: string;
  referrer: string;
  timestamp: string;
}

export interface ClickSession {
  userId: string;
  startedAt: number;
  clicks: ClickRecord[];
}

export interface AffiliateStats {
  clicks: number;
  conversions: number;
  revenue: number;
  conversionRate: number;
  period: { start: string; end: string };
}

export interface AffiliateClick {
  /** The product the visitor compared, e.g. 'ratenkredit'. */
  term: string;
  brandId: string;
  brandName: string;
  page: string;
}

export const CLICK_SESSION_KEY = 'ks-affiliate-session';

let initialised = false;

/** Marks tracking ready; runs in an effect, so before hydration links keep their plain URL. */
export function initAffiliateTracking(): void {
  initialised = true;
}

export function createClickId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The stored session, or null when there is none, it is unreadable or older than 24 hours. */
export function readClickSession(storage: Storage, now: number): ClickSession | null {
  try {
    const raw = storage.getItem(CLICK_SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as ClickSession;
    const valid = typeof session.userId === 'string' && typeof session.startedAt === 'number' && Array.isArray(session.clicks);
    if (!valid || now - session.startedAt >= affiliateConfig.sessionTimeoutMs) {
      storage.removeItem(CLICK_SESSION_KEY);
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

/** Appends a click to the session, starting a new 24-hour session when needed. */
export function storeClickRecord(storage: Storage, click: Omit<ClickRecord, 'userId'>, now: number): ClickSession {
  const session = readClickSession(storage, now) ?? { userId: createClickId(), startedAt: now, clicks: [] };
  session.clicks = [...session.clicks, { ...click, userId: session.userId }].slice(-affiliateConfig.maxStoredClicks);
  storage.setItem(CLICK_SESSION_KEY, JSON.stringify(session));
  return session;
}

/** Simulated statistics of the mock mode: 5 % of clicks convert. */
export function computeMockStats(clicks: number, start: number, end: number): AffiliateStats {
  const conversions = Math.round(clicks * affiliateConfig.mockConversionRate);
  return {
    clicks,
    conversions,
    revenue: conversions * affiliateConfig.mockRevenuePerConversion,
    conversionRate: clicks === 0 ? 0 : conversions / clicks,
    period: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
  };
}

/**
 * Tracks one click and returns the URL to open: the analytics event only with statistics
 * consent, the click record only with marketing consent. Without initialisation the original
 * URL is returned unchanged.
 */
export function trackAffiliateClick(click: AffiliateClick, href: string): string {
  if (!initialised) {
    console.warn('Affiliate-Tracking ist nicht initialisiert: die Original-URL wird verwendet.');
    return href;
  }
  const now = Date.now();
  const clickId = createClickId();
  pushDataLayerEvent('statistics', { event: 'affiliate_click', term: click.term, brandId: click.brandId, brandName: click.brandName, page: click.page, ts: now });
  if (hasConsent('marketing')) {
    const session = storeClickRecord(
      window.sessionStorage,
      {
        id: clickId,
        brandId: click.brandId,
        brandName: click.brandName,
        page: click.page,
        userAgent: navigator.userAgent,
        referrer: document.referrer,
        timestamp: new Date(now).toISOString(),
      },
      now,
    );
    if (affiliateConfig.mode === 'mock') {
      console.info('Mock-Statistik', computeMockStats(session.clicks.length, session.startedAt, now));
    }
  }
  return withClickParams(href, { clickId, timestamp: now });
}
