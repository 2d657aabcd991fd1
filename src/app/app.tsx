import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RoutePage } from '@/app/start/lazy-page';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ScrollToTop } from '@/app/scroll-to-top';
import { HydrationSignal, useHydrated } from '@/components/deferred-hydration';
import { SiteLayout } from '@/components/layout/site-layout';
import { env } from '@/config/env';
import { notFoundRoute, routes } from '@/routes/manifest';
import type { RouteEntry } from '@/routes/route-types';

const ConsentManager = lazy(() =>
  import('@/features/consent/components/consent-manager').then((module) => ({ default: module.ConsentManager })),
);

/**
 * The consent banner is loaded after hydration, so it never delays or shifts the first paint.
 * It exists only with an analytics container: without one the site asks nothing (TDDDG § 25).
 */
function DeferredConsent({ containerId }: { containerId: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ConsentManager containerId={containerId} />
    </Suspense>
  ) : null;
}

function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-slate-600">
      Seite wird geladen …
    </p>
  );
}

function RouteView({ route }: { route: RouteEntry }) {
  const { pathname } = useLocation();
  const page = (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <RoutePage route={route} />
        <HydrationSignal />
      </Suspense>
    </RouteErrorBoundary>
  );
  return route.layout === 'site' ? <SiteLayout>{page}</SiteLayout> : page;
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {routes.map((route) => (
          <Route key={route.id} path={route.path} caseSensitive element={<RouteView route={route} />} />
        ))}
        <Route path="*" element={<RouteView route={notFoundRoute} />} />
      </Routes>
      {env.gtmId && <DeferredConsent containerId={env.gtmId} />}
    </>
  );
}
