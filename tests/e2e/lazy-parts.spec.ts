import { expect, test, type Page } from '@playwright/test';
import { observeShifts, trackErrors, waitForHydration } from './helpers';

/**
 * Parts whose code loads in their turn to hydrate (src/components/lazy-parts.tsx): the footer on
 * every page and the background sections of /ratgeber/sparkonto. They are in the prerendered
 * HTML, keep it until their code has come, then work like the rest of the page; a client-side
 * navigation renders them with the page.
 */

const SPARKONTO = '/ratgeber/sparkonto';
const BACKGROUND_SECTIONS = ['#tagesgeld-festgeld', '#einlagensicherung', '#steuern', '#festgeld', '#erfahrungen', '#sparertypen'];

/** Fulfils requests for the chunks matching `pattern` only once `release` is called. */
async function holdChunks(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

/** True once React has attached its props to the element: it is hydrated, not just prerendered HTML. */
const claimedByReact = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

test('the footer is prerendered, keeps its HTML while its code loads, then links within the app', async ({ page }) => {
  const errors = trackErrors(page);
  const shifts = await observeShifts(page);
  const footerChunk = await holdChunks(page, /\/assets\/site-footer-[^/]+\.js$/);
  await page.goto('/ratgeber/zinsen');
  const impressum = page.locator('footer').getByRole('link', { name: 'Impressum', exact: true });
  await expect(impressum).toBeVisible();
  // The rest of the page is interactive; the footer is still the prerendered HTML.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await expect.poll(() => footerChunk.held.length).toBe(1);
  expect(await claimedByReact(page, 'footer a')).toBe(false);
  footerChunk.release();
  await waitForHydration(page);
  expect(await claimedByReact(page, 'footer a')).toBe(true);
  // A client-side navigation: the document stays, no new page load.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await impressum.click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await shifts()).toEqual([]);
  expect(errors).toEqual([]);
});

test('/ratgeber/sparkonto: the background below the comparison is prerendered and hydrates once its code has come', async ({ page }) => {
  const errors = trackErrors(page);
  const shifts = await observeShifts(page);
  const sections = await holdChunks(page, /\/assets\/guide-sparkonto-sections-[^/]+\.js$/);
  await page.goto(SPARKONTO);
  for (const id of BACKGROUND_SECTIONS) await expect(page.locator(id)).toHaveCount(1);
  await expect(page.locator('#festgeld table')).toBeVisible();
  // The comparison works before the background's code is there.
  await expect.poll(() => sections.held.length).toBe(1);
  await page.getByLabel('Anlagebetrag (€)').fill('25000');
  await expect(page.locator('[data-calculation-basis]')).toContainText('25.000');
  expect(await claimedByReact(page, '#sparertypen a')).toBe(false);
  sections.release();
  await waitForHydration(page);
  expect(await claimedByReact(page, '#sparertypen a')).toBe(true);
  expect(await shifts()).toEqual([]);
  expect(errors).toEqual([]);
});

test('/ratgeber/sparkonto: a client-side navigation renders the background with the page', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/ratgeber/monatliches-sparen');
  await waitForHydration(page);
  // Count the sections in the very commit that shows the new page: none may come later.
  await page.evaluate((ids) => {
    const seen: number[] = [];
    (window as unknown as { __sectionsAtFirstRender: number[] }).__sectionsAtFirstRender = seen;
    new MutationObserver(() => {
      if (seen.length === 0 && document.querySelector('#sparkonten')) seen.push(ids.filter((id) => document.querySelector(id)).length);
    }).observe(document.body, { childList: true, subtree: true });
  }, BACKGROUND_SECTIONS);
  await page.locator(`main a[href="${SPARKONTO}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${SPARKONTO}$`));
  await expect(page.locator('#sparertypen')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sectionsAtFirstRender: number[] }).__sectionsAtFirstRender)).toEqual([BACKGROUND_SECTIONS.length]);
  expect(errors).toEqual([]);
});
