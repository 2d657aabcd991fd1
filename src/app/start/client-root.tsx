import { hydrate } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { readAppState } from '@/app/app-state';
import { AppProviders } from '@/app/providers';
import { revalidateOnEngagement } from '@/app/start/revalidate-on-engagement';
import { formatEuro, formatPercent } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';

export { preloadPage } from '@/app/start/lazy-page';

/** Creates the costly singletons most pages need while rendering: the Intl formatters. */
export function warmUp() {
  formatEuro(0);
  formatPercent(0);
}

/** The whole client app, with the query cache filled from the data the prerender embedded. */
export function createClientApp(): ReactElement {
  const queryClient = createQueryClient();
  const state = readAppState(document);
  if (state) {
    hydrate(queryClient, state);
    revalidateOnEngagement(queryClient, state.queries.map((query) => query.queryHash));
  }
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
