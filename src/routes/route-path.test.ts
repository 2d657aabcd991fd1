import { describe, expect, it } from 'vitest';
import { glossaryTermPath, routePath } from '@/routes/manifest';

// What the compiler accepts as a link is checked in route-path.test-d.ts.
describe('routePath', () => {
  it('links to an element of the page with a fragment', () => {
    expect(routePath('kreditkarten', 'kostenlos')).toBe('/kreditkarten#kostenlos');
    expect(routePath('home', 'inhalt')).toBe('/#inhalt');
  });

  it('refuses a route with parameters at run time too', () => {
    // @ts-expect-error a route with a parameter has no path of its own
    expect(() => routePath('glossar-term')).toThrow('glossar-term');
  });
});

describe('glossaryTermPath', () => {
  it('fills the slug into the term route', () => {
    expect(glossaryTermPath('effektiver-jahreszins')).toBe('/glossar/effektiver-jahreszins');
  });
});
