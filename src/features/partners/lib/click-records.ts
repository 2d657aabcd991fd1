/**
 * What happens after a click, loaded on demand from the click handler: the affiliate_click
 * event (statistics consent) and the click record in the 24-hour session (marketing consent).
 */
import { affiliateConfig } from '@/features/partners/lib/affiliate-config';
import { createClickId, type AffiliateClick } from '@/features/partners/lib/click-tracking';
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

export const CLICK_SESSION_KEY = 'ks-affiliate-session';

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

/** Pushes the analytics event and keeps the click record, each only with its consent. */
export function recordAffiliateClick(click: AffiliateClick, clickId: string, timestamp: number): void {
  pushDataLayerEvent('statistics', { event: 'affiliate_click', term: click.term, brandId: click.brandId, brandName: click.brandName, page: click.page, ts: timestamp });
  if (!hasConsent('marketing')) return;
  const session = storeClickRecord(
    window.sessionStorage,
    {
      id: clickId,
      brandId: click.brandId,
      brandName: click.brandName,
      page: click.page,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      timestamp: new Date(timestamp).toISOString(),
    },
    timestamp,
  );
  if (affiliateConfig.mode === 'mock') {
    console.info('Mock-Statistik', computeMockStats(session.clicks.length, session.startedAt, timestamp));
  }
}
