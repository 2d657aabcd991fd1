import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, parseSiteUrl } from './site-url.ts';

describe('parseSiteUrl', () => {
  it.each([
    [undefined, DEFAULT_SITE_URL],
    ['', DEFAULT_SITE_URL],
    ['  ', DEFAULT_SITE_URL],
    ['https://staging.example.de', 'https://staging.example.de'],
    ['https://staging.example.de/', 'https://staging.example.de'],
    [' http://127.0.0.1:4173// ', 'http://127.0.0.1:4173'],
    ['https://example.de/portal/', 'https://example.de/portal'],
  ])('%j → %s', (value, expected) => {
    expect(parseSiteUrl(value, 'SITE_URL')).toBe(expected);
  });

  it.each([
    ['www.example.de', 'is not an absolute URL'],
    ['ftp://example.de', 'must start with https:// or http://'],
    ['javascript:alert(1)', 'must start with https:// or http://'],
  ])('refuses %s, naming the variable', (value, message) => {
    expect(() => parseSiteUrl(value, 'SITE_URL')).toThrow(`SITE_URL ${message}`);
  });
});
