import '@/styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { readAppState } from '@/app/app-state';
import { preloadPage } from '@/app/lazy-page';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { matchRoute } from '@/routes/match-route';

const SERVER_HEAD_SELECTOR =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt im Dokument');

  const queryClient = createQueryClient();
  const state = readAppState(document);
  if (state) hydrate(queryClient, state);

  const { route } = matchRoute(window.location.pathname);
  await preloadPage(route);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // A static host may answer an unknown URL with 404.html; hydrate only markup made for this route.
  if (container.firstElementChild && container.dataset.routeId === route.id) {
    hydrateRoot(container, app);
    return;
  }
  document.head.querySelectorAll(SERVER_HEAD_SELECTOR).forEach((element) => element.remove());
  createRoot(container).render(app);
}

void start();
