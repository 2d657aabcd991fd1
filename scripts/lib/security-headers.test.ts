import { describe, expect, it } from 'vitest';
import { isPrivateOrigin, netlifyHeadersFile, nginxHeaders, previewSecurityHeaders, securityHeaders, vercelConfig } from './security-headers.ts';

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
  });

  it.each([
    'http://127.0.0.1:54321',
    'http://127.8.9.10',
    'http://localhost:54321',
    'http://api.localhost',
    'http://[::1]:54321',
    'http://10.1.2.3',
    'http://172.16.0.1',
    'http://172.31.255.254',
    'http://192.168.1.20:8000',
  ])('never writes the private backend %s into the host configuration', (supabaseUrl) => {
    const headers = securityHeaders({ supabaseUrl, gtmId: null });
    expect(directives(headers['Content-Security-Policy']!)['connect-src']).toEqual(["'self'"]);
    const written = [netlifyHeadersFile(headers), JSON.stringify(vercelConfig(headers)), nginxHeaders(headers)].join('\n');
    expect(written).not.toContain(new URL(supabaseUrl).host);
  });

  it('the preview server, itself on loopback, allows the embedded demo backend', () => {
    const preview = previewSecurityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', gtmId: null });
    expect(directives(preview['Content-Security-Policy']!)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321']);
    const remote = previewSecurityHeaders({ supabaseUrl: 'https://abcd.supabase.co', gtmId: null });
    expect(directives(remote['Content-Security-Policy']!)['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co']);
    const { 'Content-Security-Policy': previewCsp, ...previewRest } = preview;
    const { 'Content-Security-Policy': hostCsp, ...hostRest } = local;
    expect(previewRest).toEqual(hostRest);
    expect(previewCsp!.replace(' http://127.0.0.1:54321', '')).toBe(hostCsp);
  });

  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost', true],
    ['http://[::1]', true],
    ['http://[fd12:3456::1]', true],
    ['http://[fe80::1]', true],
    ['http://169.254.169.254', true],
    ['http://172.15.0.1', false],
    ['http://172.32.0.1', false],
    ['http://192.169.0.1', false],
    ['http://11.0.0.1', false],
    ['https://abcd.supabase.co', false],
    ['https://localhost.example.com', false],
    ['http://[2001:db8::1]', false],
  ])('isPrivateOrigin(%s) is %s', (url, expected) => {
    expect(isPrivateOrigin(url)).toBe(expected);
  });

  it('adds Google Tag Manager and the GA4 endpoints only when a container is configured', () => {
    const withTag = directives(securityHeaders({ supabaseUrl: 'https://abcd.supabase.co', gtmId: 'GTM-ABC123' })['Content-Security-Policy']!);
    expect(withTag['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    const endpoints = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
    expect(withTag['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co', ...endpoints]);
    expect(withTag['img-src']).toEqual(["'self'", 'data:', ...endpoints]);
    expect(local['Content-Security-Policy']).not.toMatch(/google/);
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
