import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { distDir } from '../../scripts/lib/paths';
import { parseSiteUrl } from '../../supabase/functions/_shared/seo/site-url';
import { absoluteUrl } from '../../supabase/functions/_shared/seo/urls';

/** The site URL the build was made for, read as the build reads VITE_SITE_URL. */
export const SITE_URL = parseSiteUrl(process.env.VITE_SITE_URL, 'VITE_SITE_URL');

/**
 * Whether the build under test (dist/, or BUILD_OUT_DIR) has VITE_GTM_ID: only then is there a
 * consent banner (Statistik is the only optional category). Read from the build's own host
 * configuration, whose CSP allows Google Tag Manager exactly then. Preview it with the same VITE_GTM_ID.
 */
export const builtWithAnalytics = readFileSync(path.join(distDir, '_headers'), 'utf8').includes('https://www.googletagmanager.com');

export function canonicalFor(path: string): string {
  return absoluteUrl(SITE_URL, path);
}

/** Collects console errors and uncaught exceptions of a page. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves once the app says the whole page has hydrated, the deferred parts included
 * (`<html data-hydrated="complete">`, see src/components/deferred-hydration.tsx).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'complete');
}

/** Resolves once the page has rendered a frame after this call: what a settled promise changed is on screen. */
export async function afterNextFrame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Resolves once no finite animation or transition runs (a toast sliding in, a panel opening). */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Records every layout shift from the start, including those right after input that CLS forgives.
 * Returns one line per shift, with its score and what moved (element, top and height before and
 * after; its id, data attributes and first classes), so a failing `toEqual([])` says which element shifted.
 */
export async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; sources?: Source[] })[]) {
        const moved = (entry.sources ?? []).map(({ node, previousRect: before, currentRect: after }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const data = element ? [...element.attributes].filter(({ name }) => name.startsWith('data-')).map(({ name }) => `[${name}]`) : [];
          const classes = element ? [...element.classList].slice(0, 3).map((name) => `.${name}`) : [];
          const label = element ? `${element.localName}${element.id ? `#${element.id}` : ''}${data.join('')}${classes.join('')}` : 'a removed node';
          return `${label} top ${before.top}→${after.top}, height ${before.height}→${after.height}`;
        });
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ') || 'no source'}`);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Reading takes the entries the observer has not delivered yet, so a shift just before counts.
    (window as unknown as { __shifts: () => string[] }).__shifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: () => string[] }).__shifts());
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What axe finds against WCAG 2.1 AA and its best practices, one line per rule with the elements it flags. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
