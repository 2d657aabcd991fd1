import type { Page } from '@playwright/test';

export const SITE_URL = (process.env.VITE_SITE_URL ?? 'https://www.kreditvergleich-smart.de').replace(/\/+$/, '');

export function canonicalFor(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
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

/** Resolves once React has hydrated the page (the root has React's internal props). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
