import { matchPath } from 'react-router-dom';
import { notFoundRoute, routes } from '@/routes/manifest';
import type { RouteEntry } from '@/routes/route-types';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

/** Matches a pathname the way the router does: case-sensitive, optional trailing slash. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of routes) {
    const match = matchPath({ path: route.path, caseSensitive: true, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return { route: notFoundRoute, params: {} };
}
