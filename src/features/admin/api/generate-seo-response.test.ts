import { describe, expect, it } from 'vitest';
import { parseGenerateSeoResponse } from '@/features/admin/api/generate-seo-response';

describe('parseGenerateSeoResponse', () => {
  it('returns the URL count and the files of a successful answer', () => {
    const files = { 'sitemap.xml': '<urlset/>', 'robots.txt': 'User-agent: *' };
    expect(parseGenerateSeoResponse({ success: true, urlCount: 2, files })).toEqual({ urlCount: 2, files });
  });

  it.each([
    [{ success: false, error: 'Unbekannte Website: "se".' }, 'Unbekannte Website: "se".'],
    [{ success: false }, 'Unbekannter Fehler'],
    [{ success: false, error: '  ' }, 'Unbekannter Fehler'],
    [{}, 'Unbekannter Fehler'],
    [null, 'Die Funktion lieferte keine gültige Antwort.'],
    ['ok', 'Die Funktion lieferte keine gültige Antwort.'],
    [{ success: true, urlCount: '3', files: {} }, 'Die Funktion lieferte keine gültige Antwort.'],
    [{ success: true, urlCount: 3, files: { 'a.txt': 1 } }, 'Die Funktion lieferte keine gültige Antwort.'],
  ])('rejects %j with "%s"', (data, message) => {
    expect(() => parseGenerateSeoResponse(data)).toThrow(message);
  });
});
