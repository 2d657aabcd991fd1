import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';

describe('site configuration', () => {
  it('describes the German market', () => {
    expect(siteConfig).toMatchObject({ market: 'DE', locale: 'de-DE', theme: 'finance' });
    expect(siteConfig.tagline).toBe('Kredite & Kreditkarten smart vergleichen');
    expect(Object.values(siteConfig.features).every(Boolean)).toBe(true);
  });

  it('links three Swedish sister sites over https', () => {
    expect(siteConfig.sisterSites).toHaveLength(3);
    for (const site of siteConfig.sisterSites) expect(new URL(site.href).protocol).toBe('https:');
  });

  it('has a contact e-mail and an absolute base URL without trailing slash', () => {
    expect(siteConfig.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(env.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });
});
