import { routes } from '@/routes/manifest';

/**
 * Every URL the prerender writes: static routes as they are, dynamic ones expanded.
 * Server-only: dynamic slugs are imported here so no client bundle carries them.
 */
export async function getStaticPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routes) {
    if (!route.path.includes(':')) {
      paths.push(route.path);
      continue;
    }
    paths.push(...(await expandDynamicRoute(route.id)));
  }
  return paths;
}

async function expandDynamicRoute(id: string): Promise<string[]> {
  switch (id) {
    case 'glossar-term': {
      const { getGlossarySlugs } = await import('@/features/glossary/lib/glossary-slugs');
      return getGlossarySlugs().map((slug) => `/glossar/${slug}`);
    }
    default:
      throw new Error(`No static paths known for dynamic route "${id}"`);
  }
}
