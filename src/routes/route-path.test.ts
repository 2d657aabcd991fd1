import { describe, expect, it } from 'vitest';
import { glossaryTermPath, routePath, routes, type AppHref, type StaticRouteId } from '@/routes/manifest';

const staticRoutes = routes.filter((route): route is Extract<(typeof routes)[number], { id: StaticRouteId }> => !route.path.includes(':'));

describe('routePath', () => {
  it.each(staticRoutes)('$id → $path', (route) => {
    expect(routePath(route.id)).toBe(route.path);
  });

  it('links to an element of the page with a fragment', () => {
    expect(routePath('kreditkarten', 'kostenlos')).toBe('/kreditkarten#kostenlos');
    expect(routePath('home', 'inhalt')).toBe('/#inhalt');
  });
});

describe('glossaryTermPath', () => {
  it('fills the slug into the term route', () => {
    expect(glossaryTermPath('effektiver-jahreszins')).toBe('/glossar/effektiver-jahreszins');
  });
});

describe('AppHref', () => {
  it('accepts the pages of the manifest and rejects other paths at compile time', () => {
    const valid: AppHref[] = ['/', '/ratenkredit/beste', '/kreditkarten#cashback', '/glossar/bonitaet'];
    // @ts-expect-error no route has this path
    const misspelt: AppHref = '/ratenkredt';
    expect([...valid, misspelt]).toHaveLength(5);
    // @ts-expect-error a route with a parameter has no path of its own
    expect(() => routePath('glossar-term')).toThrow('glossar-term');
  });
});
