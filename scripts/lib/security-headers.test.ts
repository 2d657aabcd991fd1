import { describe, expect, it } from 'vitest';
import { netlifyHeadersFile, nginxHeaders, securityHeaders, vercelConfig } from './security-headers.ts';

const local = securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', gtmId: null });

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('security headers', () => {
  it('allows scripts only from the site itself, without unsafe-inline', () => {
    const csp = directives(local['Content-Security-Policy']!);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('limits connections to the site and the configured Supabase project', () => {
    const remote = securityHeaders({ supabaseUrl: 'https://abcd.supabase.co/', gtmId: null });
    expect(directives(remote['Content-Security-Policy']!)['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(directives(local['Content-Security-Policy']!)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('adds the tag manager only when a container is configured', () => {
    const withTag = securityHeaders({ supabaseUrl: 'https://abcd.supabase.co', gtmId: 'GTM-ABC123' });
    expect(directives(withTag['Content-Security-Policy']!)['script-src']).toContain('https://www.googletagmanager.com');
    expect(local['Content-Security-Policy']).not.toContain('googletagmanager');
  });

  it('sets HSTS, nosniff, referrer and permissions policies', () => {
    expect(local['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(local['X-Content-Type-Options']).toBe('nosniff');
    expect(local['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
      expect(local['Permissions-Policy']).toContain(feature);
    }
  });

  it('writes the same headers for Netlify/Cloudflare, Vercel and nginx', () => {
    const netlify = netlifyHeadersFile(local);
    const vercel = vercelConfig(local).headers[0]!.headers;
    const nginx = nginxHeaders(local);
    for (const [name, value] of Object.entries(local)) {
      expect(netlify).toContain(`  ${name}: ${value}`);
      expect(vercel).toContainEqual({ key: name, value });
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
