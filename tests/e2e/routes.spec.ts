import { expect, test } from '@playwright/test';
import { routes } from '../../src/routes/manifest';
import { canonicalFor, trackErrors, waitForHydration } from './helpers';

const staticRoutes = routes.filter((route) => !route.path.includes(':'));

test.describe('every static route of the manifest', () => {
  for (const route of staticRoutes) {
    test(`${route.path} renders with its head and no console error`, async ({ page }) => {
      const errors = trackErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonicalFor(route.path));
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', route.description);
      // The e2e suite runs against the demo build, which no page may let crawlers index.
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('head title')).toHaveCount(1);
      for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(block)).not.toThrow();
      }
      expect(errors).toEqual([]);
    });

    test(`${route.path} raw HTML carries head and h1 before JavaScript`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="canonical" href="${canonicalFor(route.path)}"/>`);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toContain('<meta name="description"');
      expect(head).toContain('<meta property="og:title"');
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    });
  }
});

test('the home page carries FinancialService structured data without a rating', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  const service = blocks.find((block) => block['@type'] === 'FinancialService');
  expect(service.areaServed.name).toBe('DE');
  expect(service).not.toHaveProperty('aggregateRating');
});
