import { createContext, useContext } from 'react';

/**
 * JSON-LD is written into <head> by the prerender, outside the hydrated root, so that the
 * markup React hydrates never depends on where structured data sits. The server collects it here.
 */
export interface HeadCollector {
  jsonLd: string[];
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadCollectorContext);
}
