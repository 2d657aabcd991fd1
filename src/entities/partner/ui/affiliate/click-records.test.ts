// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordAffiliateClick, sendClickRecord } from '@/entities/partner/ui/affiliate/click-records';
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

  it('records a click through recordAffiliateClick', () => {
    recordAffiliateClick(click, 'id-1', Date.now(), true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ p_click_id: 'id-1', p_brand_id: 'nordbank-direkt' });
  });

  it('sends nothing when the page may not contact the backend (a public page and the local demo API)', () => {
    recordAffiliateClick(click, 'id-1', Date.now(), false);
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
