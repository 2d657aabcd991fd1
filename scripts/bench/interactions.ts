import type { CDPSession, Page } from 'playwright-core';

type Interaction = { duration: number; name: string };
type InteractionWindow = { __interactions: Interaction[] };

/** Main-thread task time so far, in seconds (Chromium's TaskDuration). */
export async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((entry) => entry.name === 'TaskDuration')?.value ?? 0;
}

/** Records the page's interactions (event timing entries with an interaction id) from its start. */
export async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: { duration: number; name: string }[] = [];
    (window as unknown as { __interactions: typeof entries }).__interactions = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) entries.push({ duration: entry.duration, name: entry.name });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest interaction so far (INP for fewer than 50 interactions), with its event. */
export async function longestInteraction(page: Page): Promise<{ ms: number; name: string }> {
  const entries = await page.evaluate(() => (window as unknown as InteractionWindow).__interactions);
  return entries.reduce((worst, entry) => (entry.duration > worst.ms ? { ms: entry.duration, name: entry.name } : worst), { ms: 0, name: 'none' });
}

/** Forgets the interactions recorded so far, so the next reading covers only what follows. */
export async function clearInteractions(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as InteractionWindow).__interactions.length = 0));
}
