import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';

describe('site configuration', () => {
  it('links the sister sites over https', () => {
    for (const site of siteConfig.sisterSites) expect(new URL(site.href).protocol).toBe('https:');
  });

  it('has a contact e-mail and an absolute base URL without trailing slash', () => {
    expect(siteConfig.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(env.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  });
});
