import { describe, expect, it } from 'vitest';
import { matchRoute } from '@/app/match-route';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/ratenkredit', 'ratenkredit'],
    ['/ratenkredit/', 'ratenkredit'],
    ['/glossar/bonitaet', 'glossar-term'],
    ['/Ratenkredit', 'not-found'],
    ['/ratenkredit/beste/extra', 'not-found'],
    ['/unbekannt', 'not-found'],
  ])('%s matches %s', (pathname, id) => {
    expect(matchRoute(pathname).route.id).toBe(id);
  });

  it('passes the slug of a glossary term', () => {
    expect(matchRoute('/glossar/effektiver-jahreszins').params.slug).toBe('effektiver-jahreszins');
  });
});
