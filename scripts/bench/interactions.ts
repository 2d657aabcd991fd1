import type { CDPSession, Locator, Page } from 'playwright-core';
import { TYPING_PAUSE_MS } from '../../src/lib/search-writer.ts';

type Interaction = { duration: number; name: string };
type InteractionWindow = { __interactions: Interaction[] };

/** Main-thread task time so far, in seconds (Chromium's TaskDuration). */
async function taskSeconds(cdp: CDPSession): Promise<number> {
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

/** Time for the results after a key press (they render well within it), and the same idle window before it. */
export const WINDOW_MS = 300;
/** From the end of that window until after typing has paused and its work is done. */
const PAUSE_WINDOW_MS = TYPING_PAUSE_MS + 300 - WINDOW_MS;
/** About 8 keys a second, a quick typist's pace for digits. */
const BURST_KEY_MS = 120;

export interface TypingWork {
  /** Main-thread work per key of a burst typed into the emptied field, its pause included, idle time taken off. */
  burstPerKey: number;
  /** Each replaced digit: the key's own work, then the pause's, in ms. */
  keystrokes: number[];
  pauses: number[];
}

/**
 * What typing into a focused comparison field costs the main thread: `typed` in one burst into
 * the emptied field, then each of `replaced` typed over the digit at `digit` (its index), one at a
 * time. The same window idle before each measurement is taken off.
 */
export async function measureTyping(page: Page, cdp: CDPSession, field: Locator, { typed, replaced, digit }: { typed: string; replaced: readonly string[]; digit: number }): Promise<TypingWork> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(TYPING_PAUSE_MS + WINDOW_MS);
  const idleBefore = await taskSeconds(cdp);
  await page.waitForTimeout(WINDOW_MS);
  const idlePerMs = ((await taskSeconds(cdp)) - idleBefore) / WINDOW_MS;
  const started = Date.now();
  const beforeBurst = await taskSeconds(cdp);
  await page.keyboard.type(typed, { delay: BURST_KEY_MS });
  await page.waitForTimeout(TYPING_PAUSE_MS + WINDOW_MS);
  const burstPerKey = (((await taskSeconds(cdp)) - beforeBurst - idlePerMs * (Date.now() - started)) * 1000) / typed.length;

  const keystrokes: number[] = [];
  const pauses: number[] = [];
  for (const key of replaced) {
    await field.evaluate((input: HTMLInputElement, at: number) => input.setSelectionRange(at, at + 1), digit);
    const idleStart = await taskSeconds(cdp);
    await page.waitForTimeout(WINDOW_MS);
    const idle = (await taskSeconds(cdp)) - idleStart;
    const before = await taskSeconds(cdp);
    await page.keyboard.press(key);
    await page.waitForTimeout(WINDOW_MS);
    const afterKey = await taskSeconds(cdp);
    await page.waitForTimeout(PAUSE_WINDOW_MS);
    keystrokes.push((afterKey - before - idle) * 1000);
    pauses.push(((await taskSeconds(cdp)) - afterKey - (idle * PAUSE_WINDOW_MS) / WINDOW_MS) * 1000);
  }
  return { burstPerKey, keystrokes, pauses };
}
