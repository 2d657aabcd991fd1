import type { PageModule, RouteEntry } from '@/routes/route-types';

const pageModules = import.meta.glob<PageModule>('../pages/*-page.tsx');

function pageModulePath(page: string): string {
  return `../pages/${page}.tsx`;
}

export function hasPageModule(page: string): boolean {
  return pageModulePath(page) in pageModules;
}

/** Loads a route's page module; the same promise-returning import the bundler splits per page. */
export function loadPage(route: Pick<RouteEntry, 'page'>): Promise<PageModule> {
  const load = pageModules[pageModulePath(route.page)];
  if (!load) return Promise.reject(new Error(`No page module for "${route.page}"`));
  return load();
}
