import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes } from '@/routes/manifest';

/**
 * The pages the site was built with, written out by hand: a route that disappears from the manifest
 * (and with it from the router, the prerender and the sitemap) fails here instead of going unnoticed.
 */
const requiredRoutes = [
  '/', '/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/kreditkarten',
  '/unternehmenskredit', '/baufinanzierung', '/glossar', '/glossar/{slug}', '/impressum', '/datenschutz', '/cookies',
  '/uber-uns', '/ratgeber/bester-kredit', '/ratgeber/zinsen', '/ratgeber/gehaltsoptimierung', '/ratgeber/sparkonto',
  '/ratgeber/finanz-tipps', '/ratgeber/karriere', '/ratgeber/monatliches-sparen', '/ratgeber/auto-kosten',
  '/ratgeber/banken-vergleich', '/ratgeber/immobilienmarkt', '/ratgeber/deutsche-einkommen', '/admin',
];

/** Routes added since, each for a stated reason. */
const addedRoutes = [
  '/barrierefreiheit', // accessibility statement the BFSG requires
];

describe('route manifest', () => {
  it('lists exactly the required routes and the ones added since', () => {
    const paths = routes.map((route) => route.path.replace(':slug', '{slug}'));
    expect([...paths].sort()).toEqual([...requiredRoutes, ...addedRoutes].sort());
  });

  it('has unique ids and paths', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it.each([...routes, notFoundRoute])('$id has a German head', (route) => {
    expect(route.title.length).toBeGreaterThan(10);
    expect(route.title.length).toBeLessThanOrEqual(75);
    expect(route.description.length).toBeGreaterThanOrEqual(50);
    expect(route.description.length).toBeLessThanOrEqual(170);
  });

  it('marks legal pages, admin and 404 as noindex and keeps them out of the sitemap', () => {
    for (const id of ['impressum', 'datenschutz', 'cookies', 'admin']) {
      const route = routes.find((entry) => entry.id === id)!;
      expect(route.indexable).toBe(false);
      expect(route.sitemap).toBeNull();
    }
    expect(notFoundRoute.indexable).toBe(false);
  });

  it('wraps every page but the glossary term page in header and footer', () => {
    const bare = routes.filter((route) => route.layout === 'bare').map((route) => route.id);
    expect(bare).toEqual(['glossar-term']);
  });

  it('gives every indexable route sitemap hints', () => {
    for (const route of routes.filter((entry) => entry.indexable)) {
      expect(route.sitemap?.priority).toBeGreaterThan(0);
    }
  });
});

describe('route heads (search snippets)', () => {
  const heads = [...routes, notFoundRoute].map((route) => ({ id: route.id, text: `${route.title} ${route.description}` }));

  it.each(heads)('$id states no rate: a snippet cannot carry the § 17 PAngV information', ({ text }) => {
    expect(text).not.toMatch(/\d\s*%/);
  });

  it.each(heads)('$id makes no invented claim', ({ text }) => {
    expect(text).not.toMatch(/über \d|\d\+|\d\s*Banken|Testsieger|TÜV|\d,\d\/5|unabhängig|seit \d{4}|24 Stunden/i);
    expect(text).not.toMatch(/\d{1,3}(\.\d{3})+\s*€/);
  });
});
