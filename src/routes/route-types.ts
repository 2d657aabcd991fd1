import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
}

/** What every page module exports: the page and, optionally, the data it needs before rendering. */
export interface PageModule {
  default: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<void>;
  /** Loads the code of parts that hydrate after the page (components/lazy-parts.tsx); awaited before a client-side navigation renders the page. */
  preloadParts?: () => Promise<unknown>;
}

type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface RouteEntry {
  id: string;
  path: string;
  /** File name in src/pages without extension, e.g. 'home-page'. */
  page: string;
  title: string;
  description: string;
  indexable: boolean;
  /** 'site' wraps the page in header and footer; 'bare' renders it alone. */
  layout: 'site' | 'bare';
  sitemap: { changefreq: ChangeFrequency; priority: number } | null;
}
