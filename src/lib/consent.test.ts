// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_STORAGE_KEY,
  hasConsent,
  noConsent,
  parseConsent,
  pushDataLayerEvent,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '@/lib/consent';

const now = Date.parse('2025-10-19T12:00:00Z');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
});

describe('parseConsent', () => {
  it.each([
    ['nothing stored', null],
    ['malformed JSON', '{nope'],
    ['no decision date', '{"statistics":true,"marketing":true}'],
    ['an invalid date', '{"statistics":true,"decidedAt":"gestern"}'],
    ['a choice older than twelve months', '{"statistics":true,"marketing":true,"decidedAt":"2024-10-18T12:00:00Z"}'],
  ])('treats %s as undecided with nothing allowed', (_label, raw) => {
    expect(parseConsent(raw, now)).toEqual(noConsent);
  });

  it('reads a valid choice and only accepts true for a category', () => {
    const raw = '{"statistics":true,"marketing":"yes","decidedAt":"2025-10-01T00:00:00Z"}';
    expect(parseConsent(raw, now)).toEqual({ statistics: true, marketing: false, decidedAt: '2025-10-01T00:00:00Z' });
  });
});

describe('consent store', () => {
  it('allows nothing before the visitor decides and pushes no event', () => {
    expect(hasConsent('statistics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
    expect(pushDataLayerEvent('statistics', { event: 'glossary_view_de' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('stores a choice, pushes the consent state and notifies listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ statistics: true, marketing: false });
    unsubscribe();

    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ statistics: true, marketing: false });
    expect(readConsent()).toMatchObject({ statistics: true, marketing: false });
    expect(window.dataLayer).toEqual([
      { event: 'consent_update', consent: { analytics_storage: 'granted', ad_storage: 'denied' } },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gates events by category', () => {
    saveConsent({ statistics: true, marketing: false });
    expect(pushDataLayerEvent('statistics', { event: 'glossary_view_de' })).toBe(true);
    expect(pushDataLayerEvent('marketing', { event: 'affiliate_click' })).toBe(false);
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['consent_update', 'glossary_view_de']);
  });

  it('removes stored click records when marketing consent is withdrawn', () => {
    saveConsent({ statistics: false, marketing: true });
    sessionStorage.setItem('ks-affiliate-session', '{"clicks":[]}');
    saveConsent({ statistics: false, marketing: false });
    expect(sessionStorage.getItem('ks-affiliate-session')).toBeNull();
  });

  it('dispatches the change event on the window', () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    saveConsent({ statistics: false, marketing: false });
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalled();
  });
});
