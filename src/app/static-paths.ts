import { routes } from '@/routes/manifest';

type ManifestRoute = (typeof routes)[number];
type DynamicRoute = Extract<ManifestRoute, { path: `${string}:${string}` }>;

const isDynamic = (route: ManifestRoute): route is DynamicRoute => route.path.includes(':');

/**
 * The URLs of each dynamic route. Keyed by route id, so a new dynamic route without an entry here
 * fails the typecheck instead of the build. Server-only: the slugs are imported here so no client
 * bundle carries them.
 */
const dynamicPaths: Record<DynamicRoute['id'], () => Promise<string[]>> = {
  'glossar-term': async () => {
    const { getGlossarySlugs } = await import('@/features/glossary/lib/glossary-slugs');
    return getGlossarySlugs().map((slug) => `/glossar/${slug}`);
  },
};

/** Every URL the prerender writes: static routes as they are, dynamic ones expanded. */
export async function getStaticPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routes) paths.push(...(isDynamic(route) ? await dynamicPaths[route.id]() : [route.path]));
  return paths;
}
