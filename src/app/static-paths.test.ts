import { describe, expect, it } from 'vitest';
import { getStaticPaths } from '@/app/static-paths';
import { getGlossarySlugs } from '@/features/glossary/lib/glossary-slugs';
import { routes } from '@/routes/manifest';

describe('getStaticPaths', () => {
  it('lists every static route and one path per glossary term, each once', async () => {
    const paths = await getStaticPaths();
    const staticPaths = routes.map((route) => route.path).filter((path) => !path.includes(':'));
    const termPaths = getGlossarySlugs().map((slug) => `/glossar/${slug}`);
    expect(termPaths.length).toBeGreaterThan(0);
    expect([...paths].sort()).toEqual([...staticPaths, ...termPaths].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
