import { describe, expect, it } from 'vitest';
import { generateRobotsTxt } from './robots.ts';

describe('generateRobotsTxt', () => {
  const robots = generateRobotsTxt({ baseUrl: 'https://www.example.de', disallow: ['/admin'] });
  const lines = robots.trimEnd().split('\n');

  it('allows every crawler everything but the admin area', () => {
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin']);
  });

  it('names the absolute sitemap URL', () => {
    expect(lines).toContain('Sitemap: https://www.example.de/sitemap.xml');
  });

  it('uses only RFC 9309 records and the Sitemap extension', () => {
    for (const line of lines.filter(Boolean)) {
      expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    }
    expect(robots.endsWith('\n')).toBe(true);
  });
});
