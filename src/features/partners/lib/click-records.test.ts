// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CLICK_SESSION_KEY, computeMockStats, readClickSession, recordAffiliateClick, storeClickRecord } from '@/features/partners/lib/click-records';
import { CONSENT_STORAGE_KEY } from '@/lib/consent';

const DAY = 24 * 60 * 60 * 1000;
const click = { term: 'ratenkredit', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit' };
const record = { id: 'c1', brandId: 'b', brandName: 'B', page: '/', userAgent: 'ua', referrer: '', timestamp: '2025-10-19T00:00:00.000Z' };

function consent(statistics: boolean, marketing: boolean) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ statistics, marketing, decidedAt: new Date().toISOString() }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

describe('recordAffiliateClick', () => {
  it('stores nothing and pushes nothing without consent', () => {
    recordAffiliateClick(click, 'id-1', Date.now());
    expect(window.dataLayer).toEqual([]);
    expect(sessionStorage.getItem(CLICK_SESSION_KEY)).toBeNull();
  });

  it('pushes affiliate_click with statistics consent and keeps the record with marketing consent', () => {
    consent(true, true);
    const now = Date.now();
    recordAffiliateClick(click, 'id-1', now);
    expect(window.dataLayer).toEqual([{ event: 'affiliate_click', term: 'ratenkredit', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit', ts: now }]);
    const session = readClickSession(sessionStorage, now);
    expect(session?.clicks).toHaveLength(1);
    expect(session?.clicks[0]).toMatchObject({ id: 'id-1', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit', userId: session?.userId });
    expect(Object.keys(session!.clicks[0]!).sort()).toEqual(['brandId', 'brandName', 'id', 'page', 'referrer', 'timestamp', 'userAgent', 'userId']);
  });

  it('keeps statistics and marketing apart', () => {
    consent(false, true);
    recordAffiliateClick(click, 'id-1', Date.now());
    expect(window.dataLayer).toEqual([]);
    expect(readClickSession(sessionStorage, Date.now())?.clicks).toHaveLength(1);
  });
});

describe('click session', () => {
  it('continues within 24 hours and starts over after', () => {
    const start = Date.UTC(2025, 9, 19);
    const first = storeClickRecord(sessionStorage, record, start);
    const second = storeClickRecord(sessionStorage, { ...record, id: 'c2' }, start + DAY - 1);
    expect(second.userId).toBe(first.userId);
    expect(second.clicks).toHaveLength(2);
    expect(readClickSession(sessionStorage, start + DAY)).toBeNull();
    const third = storeClickRecord(sessionStorage, { ...record, id: 'c3' }, start + DAY);
    expect(third.clicks).toHaveLength(1);
  });

  it('ignores a corrupted session', () => {
    sessionStorage.setItem(CLICK_SESSION_KEY, '{not json');
    expect(readClickSession(sessionStorage, Date.now())).toBeNull();
  });
});

describe('computeMockStats', () => {
  it('converts 5 % of clicks', () => {
    const stats = computeMockStats(200, Date.UTC(2025, 9, 1), Date.UTC(2025, 9, 19));
    expect(stats).toEqual({
      clicks: 200,
      conversions: 10,
      revenue: 450,
      conversionRate: 0.05,
      period: { start: '2025-10-01T00:00:00.000Z', end: '2025-10-19T00:00:00.000Z' },
    });
  });

  it('handles zero clicks', () => {
    expect(computeMockStats(0, 0, 0)).toMatchObject({ clicks: 0, conversions: 0, revenue: 0, conversionRate: 0 });
  });
});
