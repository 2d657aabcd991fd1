import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './urls.ts';

describe('absoluteUrl', () => {
  it.each([
    ['https://www.example.de', '/', 'https://www.example.de/'],
    ['https://www.example.de', '', 'https://www.example.de/'],
    ['https://www.example.de', '/ratenkredit', 'https://www.example.de/ratenkredit'],
    ['https://www.example.de', 'sitemap.xml', 'https://www.example.de/sitemap.xml'],
    ['https://www.example.de/', '/glossar/bonitaet', 'https://www.example.de/glossar/bonitaet'],
    ['https://example.de/portal', '/', 'https://example.de/portal/'],
    ['https://example.de/portal', '/cookies', 'https://example.de/portal/cookies'],
  ])('%s + %j → %s', (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });
});
