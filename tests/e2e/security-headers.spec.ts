import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

const templates = ['/', '/ratenkredit', '/ratenkredit/beste', '/kreditkarten', '/glossar', '/ratgeber/monatliches-sparen', '/admin', '/gibt-es-nicht'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

for (const path of templates) {
  test(`${path} is served with the security headers and violates no CSP directive`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}

test('the build ships the same headers for Netlify, Cloudflare, Vercel and nginx, without the loopback demo backend', async ({ request }) => {
  const page = await request.get('/');
  // Only the preview server, itself on 127.0.0.1, may allow the embedded demo backend.
  const csp = page.headers()['content-security-policy']!.replace(' http://127.0.0.1:54321', '');
  const netlify = await (await request.get('/_headers')).text();
  expect(netlify).toContain(`Content-Security-Policy: ${csp}`);
  const vercel = await (await request.get('/vercel.json')).json();
  expect(JSON.stringify(vercel)).toContain(JSON.stringify(csp));
  const nginx = await (await request.get('/nginx-security-headers.conf')).text();
  expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  for (const written of [netlify, JSON.stringify(vercel), nginx]) expect(written).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
});
