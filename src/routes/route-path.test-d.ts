import { describe, expectTypeOf, it } from 'vitest';
import { glossaryTermPath, routePath, type AppHref, type StaticRouteId } from '@/routes/manifest';

describe('AppHref', () => {
  it('accepts the pages of the manifest, glossary terms and fragments', () => {
    expectTypeOf<'/'>().toExtend<AppHref>();
    expectTypeOf<'/ratenkredit/beste'>().toExtend<AppHref>();
    expectTypeOf<'/kreditkarten#cashback'>().toExtend<AppHref>();
    expectTypeOf<'/glossar/bonitaet'>().toExtend<AppHref>();
  });

  it('rejects a path no route has', () => {
    // @ts-expect-error no route has this path
    expectTypeOf<'/ratenkredt'>().toExtend<AppHref>();
    // @ts-expect-error a link inside the site starts with a slash
    expectTypeOf<'ratenkredit'>().toExtend<AppHref>();
  });
});

describe('routePath', () => {
  it('returns the literal path of the route, and a fragment link with one', () => {
    expectTypeOf(routePath('ratenkredit-beste')).toEqualTypeOf<'/ratenkredit/beste'>();
    expectTypeOf(routePath('kreditkarten', 'kostenlos')).toEqualTypeOf<`/kreditkarten#${string}`>();
    expectTypeOf(glossaryTermPath).returns.toExtend<AppHref>();
  });

  it('takes only the ids of routes without parameters', () => {
    expectTypeOf<'ratenkredit-beste'>().toExtend<StaticRouteId>();
    expectTypeOf<'glossar-term'>().not.toExtend<StaticRouteId>();
  });
});
