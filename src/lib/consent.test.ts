// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/config/storage-keys';
import {
  CONSENT_CHANGE_EVENT,
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
    const raw = '{"statistics":"yes","decidedAt":"2025-10-01T00:00:00Z"}';
    expect(parseConsent(raw, now)).toEqual({ statistics: false, decidedAt: '2025-10-01T00:00:00Z' });
  });

  it('ignores the former Marketing category of an older stored choice', () => {
    const raw = '{"statistics":true,"marketing":true,"decidedAt":"2025-10-01T00:00:00Z"}';
    expect(parseConsent(raw, now)).toEqual({ statistics: true, decidedAt: '2025-10-01T00:00:00Z' });
  });
});

describe('consent store', () => {
  it('allows nothing before the visitor decides and pushes no event', () => {
    expect(hasConsent('statistics')).toBe(false);
    expect(pushDataLayerEvent('statistics', { event: 'glossary_view_de' })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('stores only the choice and its date, notifies listeners and pushes nothing itself', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ statistics: true }, new Date('2026-11-24T10:00:00Z'));
    unsubscribe();

    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ statistics: true, decidedAt: '2026-11-24T10:00:00.000Z' });
    expect(readConsent()).toEqual({ statistics: true, decidedAt: '2026-11-24T10:00:00.000Z' });
    expect(window.dataLayer).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gates events by the Statistik choice', () => {
    saveConsent({ statistics: false });
    expect(pushDataLayerEvent('statistics', { event: 'glossary_view_de' })).toBe(false);
    saveConsent({ statistics: true });
    expect(pushDataLayerEvent('statistics', { event: 'glossary_view_de' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'glossary_view_de' }]);
  });

  it('dispatches the change event on the window', () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    saveConsent({ statistics: false });
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(listener).toHaveBeenCalled();
  });
});
