import { describe, expect, it } from 'vitest';
import { buildInfo } from '@/config/build-info';
import { electricCars } from '@/content/guides/auto-kosten';
import { creditSteps } from '@/content/guides/bester-kredit';
import { salaryStrategies } from '@/content/guides/gehaltsoptimierung';
import { cities } from '@/content/guides/immobilienmarkt';
import { TOP_LIST_SIZE } from '@/content/partners/beste';
import { getRoute, notFoundRoute, routes } from '@/routes/manifest';

/** Route titles and descriptions state only what the pages and the build show. */
describe('route heads (search snippets) against the pages', () => {
  const heads = [...routes, notFoundRoute].map((route) => ({ id: route.id, text: `${route.title} ${route.description}` }));

  it.each(heads)('$id names no year but the build year', ({ text }) => {
    for (const [year] of text.matchAll(/\b20\d\d\b/g)) expect(Number(year)).toBe(buildInfo.buildYear);
  });

  it('counts in titles and descriptions match the content they describe', () => {
    const numbers: Record<string, number> = { drei: 3, sechs: 6 };
    const countsIn = (id: Parameters<typeof getRoute>[0], pattern: RegExp) => {
      const route = getRoute(id);
      const counts = [...`${route.title} ${route.description}`.matchAll(pattern)].map(([, count]) => numbers[count!] ?? Number(count));
      expect(counts.length, id).toBeGreaterThan(0);
      return new Set(counts);
    };
    expect(countsIn('ratenkredit-beste', /(?:Top|Die) (\d+) /g)).toEqual(new Set([TOP_LIST_SIZE]));
    expect(countsIn('ratgeber-bester-kredit', /(\d+) Schritten/g)).toEqual(new Set([creditSteps.length]));
    expect(countsIn('ratgeber-gehaltsoptimierung', /(\d+) (?:legale )?Strategien/g)).toEqual(new Set([salaryStrategies.length]));
    expect(countsIn('ratgeber-auto-kosten', /(\w+) Elektroautos/g)).toEqual(new Set([electricCars.length]));
    expect(countsIn('ratgeber-immobilienmarkt', /(\w+) Städte/g)).toEqual(new Set([cities.length]));
  });
});
