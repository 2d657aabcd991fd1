// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsCookies } from '@/content/legal/analytics-facts';
import { applyAnalyticsConsent, cookieDomains, deleteAnalyticsCookies } from '@/features/consent/lib/analytics-tag';

const CONTAINER = 'GTM-TEST123';
const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const granted = { ...denied, analytics_storage: 'granted' };

/** The dataLayer as plain values: gtag commands (Arguments objects) become arrays. */
function queued(entries: readonly unknown[] = window.dataLayer ?? []) {
  return entries.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry as IArguments)] : entry));
}

const tagScript = () => document.querySelector<HTMLScriptElement>('script#ks-analytics-tag');

afterEach(() => {
  vi.restoreAllMocks();
  delete window.dataLayer;
  tagScript()?.remove();
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('applyAnalyticsConsent', () => {
  it('queues the all-denied default as a real gtag command before the container script is inserted', () => {
    const append = document.head.append.bind(document.head);
    let queuedWhenInserted: unknown[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      queuedWhenInserted = queued();
      append(...nodes);
    });

    applyAnalyticsConsent(CONTAINER, true, vi.fn());

    const [defaultCommand] = window.dataLayer!;
    expect(Object.prototype.toString.call(defaultCommand)).toBe('[object Arguments]');
    expect(queuedWhenInserted).toEqual([
      ['gtag', 'consent', 'default', { ...denied, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', granted],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(tagScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
  });

  it('sends an update on every choice, the default only once, and loads the container once', () => {
    applyAnalyticsConsent(CONTAINER, false, vi.fn());
    applyAnalyticsConsent(CONTAINER, true, vi.fn());
    applyAnalyticsConsent(CONTAINER, true, vi.fn());
    expect(queued().filter((entry) => Array.isArray(entry))).toEqual([
      ['gtag', 'consent', 'default', { ...denied, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', denied],
      ['gtag', 'consent', 'update', granted],
      ['gtag', 'consent', 'update', granted],
    ]);
    expect(document.querySelectorAll('script#ks-analytics-tag')).toHaveLength(1);
  });

  it('"Nur notwendige" loads nothing and does not reload', () => {
    const reload = vi.fn();
    applyAnalyticsConsent(CONTAINER, false, reload);
    expect(tagScript()).toBeNull();
    expect(queued()).toEqual([
      ['gtag', 'consent', 'default', { ...denied, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', denied],
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a withdrawal after the container ran sends the denied update, deletes the GA cookies and reloads once', () => {
    const reload = vi.fn();
    applyAnalyticsConsent(CONTAINER, true, reload);
    for (const cookie of ['_ga=GA1.1.42.1700000000', '_ga_ABC123=GS1.1.1700000000', '_gid=GA1.1.7', '_gat_UA-1-1=1', '_gat=1', 'ks-other=1']) {
      document.cookie = `${cookie}; Path=/`;
    }

    applyAnalyticsConsent(CONTAINER, false, reload);

    expect(queued().at(-1)).toEqual(['gtag', 'consent', 'update', denied]);
    expect(document.cookie).toBe('ks-other=1');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refusal on a page without the container still removes leftover GA cookies, without reloading', () => {
    const reload = vi.fn();
    document.cookie = '_ga=GA1.1.42.1700000000; Path=/';
    applyAnalyticsConsent(CONTAINER, false, reload);
    expect(document.cookie).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('cookieDomains', () => {
  it.each([
    ['www.kreditvergleich-smart.de', ['.www.kreditvergleich-smart.de', '.kreditvergleich-smart.de']],
    ['kreditvergleich-smart.de', ['.kreditvergleich-smart.de']],
    ['a.b.example.co.uk', ['.a.b.example.co.uk', '.b.example.co.uk', '.example.co.uk', '.co.uk']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
  ])('%s → %j', (hostname, domains) => {
    expect(cookieDomains(hostname)).toEqual(domains);
  });
});

/** Vitest's handle on the test's JSDOM instance, to serve the page from the production host. */
const testDom = (globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } }).jsdom;

describe('deleteAnalyticsCookies', () => {
  afterEach(() => testDom.reconfigure({ url: 'http://localhost:3000/' }));

  it('deletes GA cookies set on the registrable domain (leading dot) and on the host, and keeps others', () => {
    testDom.reconfigure({ url: 'https://www.kreditvergleich-smart.de/ratenkredit' });
    document.cookie = '_ga=GA1.1.42.1700000000; Domain=.kreditvergleich-smart.de; Path=/';
    document.cookie = '_ga_ABC123=GS1.1.1700000000; Domain=kreditvergleich-smart.de; Path=/';
    document.cookie = '_gid=GA1.1.7; Path=/';
    document.cookie = 'partner=1; Domain=.kreditvergleich-smart.de; Path=/';
    expect(document.cookie.split('; ')).toHaveLength(4);

    deleteAnalyticsCookies();

    expect(document.cookie).toBe('partner=1');
    document.cookie = 'partner=; Max-Age=0; Domain=.kreditvergleich-smart.de; Path=/';
  });

  it('deletes every cookie the cookie policy lists', () => {
    const names = analyticsCookies.map((cookie) => cookie.name.replace('<Kennung>', 'ABC123XYZ'));
    for (const name of names) document.cookie = `${name}=1; Path=/`;
    deleteAnalyticsCookies();
    expect(document.cookie).toBe('');
  });
});
