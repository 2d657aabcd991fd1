import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { renderDocument, splitHoistedHead, type DocumentAssets } from '@/app/document';
import { preloadPage } from '@/app/start/lazy-page';
import { AppProviders } from '@/app/providers';
import { HeadCollectorContext, type HeadCollector } from '@/components/seo/head-collector';
import { createQueryClient } from '@/lib/query-client';
import { matchRoute } from '@/app/match-route';
import type { RouteEntry } from '@/routes/route-types';

export { routes, notFoundRoute } from '@/routes/manifest';
export { getStaticPaths } from '@/app/static-paths';

export interface RenderResult {
  html: string;
  route: RouteEntry;
}

/** Renders one URL to a complete HTML document with its head, data and page markup. */
export async function render(url: string, resolveAssets: (route: RouteEntry) => DocumentAssets): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  const { route, params } = matchRoute(pathname);
  const page = await preloadPage(route);
  const queryClient = createQueryClient();
  await page.prefetch?.({ queryClient, params });

  const collector: HeadCollector = { jsonLd: [] };
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </AppProviders>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // Never outline a Suspense boundary into a hidden segment revealed by an inline script:
    // the static HTML must be complete without JavaScript and under a CSP without inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, body } = splitHoistedHead(await new Response(prelude).text());
  const html = renderDocument({
    assets: resolveAssets(route),
    routeId: route.id,
    head,
    jsonLd: collector.jsonLd,
    body,
    state: dehydrate(queryClient),
  });
  queryClient.clear();
  return { html, route };
}
export { partnerListLoads } from '@/entities/partner/api/load-report';
