import { describe, expect, it } from 'vitest';
import { generateSecurityTxt } from './security-txt.ts';

function fields(text: string): Map<string, string> {
  return new Map(
    text
      .trimEnd()
      .split('\n')
      .map((line) => {
        const colon = line.indexOf(': ');
        return [line.slice(0, colon), line.slice(colon + 2)] as const;
      }),
  );
}

describe('generateSecurityTxt', () => {
  const site = { baseUrl: 'https://www.example.de', contactEmail: 'kontakt@example.de' };

  it.each(['2025-01-01T00:00:00Z', '2024-02-29T12:34:56.789Z', '2027-12-31T23:59:59Z'])(
    'expires in the future and within one year when generated at %s',
    (generatedAt) => {
      const now = new Date(generatedAt);
      const expires = new Date(fields(generateSecurityTxt(site, now)).get('Expires')!);
      const oneYearLater = new Date(now);
      oneYearLater.setUTCFullYear(now.getUTCFullYear() + 1);
      expect(expires.getTime()).toBeGreaterThan(now.getTime());
      expect(expires.getTime()).toBeLessThanOrEqual(oneYearLater.getTime());
    },
  );

  it('has the RFC 9116 fields with a mailto contact and the canonical address', () => {
    const text = generateSecurityTxt(site, new Date('2025-10-19T08:00:00Z'));
    expect(Object.fromEntries(fields(text))).toEqual({
      Contact: 'mailto:kontakt@example.de',
      Expires: '2026-10-19T08:00:00.000Z',
      'Preferred-Languages': 'de, en',
      Canonical: 'https://www.example.de/.well-known/security.txt',
    });
  });
});
