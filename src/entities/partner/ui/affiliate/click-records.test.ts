// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeMockStats, recordAffiliateClick, sendClickRecord } from '@/entities/partner/ui/affiliate/click-records';
import { CONSENT_STORAGE_KEY } from '@/config/storage-keys';

const click = { term: 'ratenkredit', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit' };

function consent(statistics: boolean) {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ statistics, decidedAt: new Date().toISOString() }));
}

function storedKeys() {
  return { local: Object.keys(localStorage), session: Object.keys(sessionStorage), cookies: document.cookie };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response('true', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('recordAffiliateClick', () => {
  it('pushes nothing and stores nothing without consent', () => {
    recordAffiliateClick(click, 'id-1', Date.now(), true);
    expect(window.dataLayer).toEqual([]);
    expect(storedKeys()).toEqual({ local: [], session: [], cookies: '' });
  });

  it('pushes affiliate_click with statistics consent and still stores nothing on the device', () => {
    consent(true);
    const now = Date.now();
    recordAffiliateClick(click, 'id-1', now, true);
    expect(window.dataLayer).toEqual([{ event: 'affiliate_click', term: 'ratenkredit', brandId: 'nordbank-direkt', brandName: 'Nordbank Direkt', page: '/ratenkredit', ts: now }]);
    expect(storedKeys()).toEqual({ local: [CONSENT_STORAGE_KEY], session: [], cookies: '' });
  });

  it('keeps only click id, partner, page and time: nothing that describes the visitor', () => {
    const record = recordAffiliateClick(click, 'id-1', Date.UTC(2026, 10, 24), true);
    expect(record).toEqual({ id: 'id-1', brandId: 'nordbank-direkt', page: '/ratenkredit', timestamp: '2026-11-24T00:00:00.000Z' });
  });

  it('logs the simulated statistics in mock mode only, counting this page view in memory', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const start = Date.UTC(2026, 10, 24);
    recordAffiliateClick(click, 'id-1', start, true, 'live');
    expect(info).not.toHaveBeenCalled();
    recordAffiliateClick(click, 'id-2', start, true, 'mock');
    recordAffiliateClick(click, 'id-3', start + 1000, true, 'mock');
    expect(info).toHaveBeenLastCalledWith('Mock-Statistik', expect.objectContaining({ clicks: 2, period: { start: '2026-11-24T00:00:00.000Z', end: '2026-11-24T00:00:01.000Z' } }));
    expect(storedKeys()).toEqual({ local: [], session: [], cookies: '' });
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

describe('sendClickRecord', () => {
  const record = { id: '5f0c7d1e-3c1b-4d52-9a57-0c1f2d3e4f5a', brandId: 'nordbank-direkt', page: '/ratenkredit', timestamp: '2026-11-24T00:00:00.000Z' };
  const local = { backendUrl: 'http://127.0.0.1:54321', anonKey: 'anon-key' };

  it('posts click id, partner, product and page path to the RPC with keepalive, and nothing else', () => {
    sendClickRecord(record, 'ratenkredit', local);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/rpc/record_affiliate_click');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } });
    expect(JSON.parse(String(init!.body))).toEqual({ p_click_id: record.id, p_brand_id: 'nordbank-direkt', p_product: 'ratenkredit', p_page_path: '/ratenkredit' });
  });

  it('records live clicks through recordAffiliateClick, mock clicks not', () => {
    recordAffiliateClick(click, 'id-1', Date.now(), true, 'live');
    expect(fetchMock).toHaveBeenCalledOnce();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    recordAffiliateClick(click, 'id-2', Date.now(), true, 'mock');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends nothing when the page may not contact the backend (a public page and the local demo API)', () => {
    recordAffiliateClick(click, 'id-1', Date.now(), false, 'live');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns failures into one warning at most, never an error or an exception', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('{}', { status: 500 }));
    expect(() => sendClickRecord(record, 'ratenkredit', local)).not.toThrow();
    sendClickRecord(record, 'ratenkredit', local);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });
});
