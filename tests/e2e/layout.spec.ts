import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a menu toggles on click and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: /Kredite/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText('Beliebt').first()).toBeVisible();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = nav.getByRole('link', { name: /Bestbewertete Ratenkredite/ });
    await expect(link).toBeVisible();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();

    await trigger.click();
    await link.click();
    await expect(page).toHaveURL(/\/ratenkredit\/beste$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('h1')).toContainText('bestbewerteten Ratenkredite');
  });

  test('one menu is open at a time; a click or focus outside the navigation closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const kredite = nav.getByRole('button', { name: /^Kredite/ });
    const produkte = nav.getByRole('button', { name: /^Produkte/ });

    await kredite.click();
    await produkte.click();
    await expect(kredite).toHaveAttribute('aria-expanded', 'false');
    await expect(produkte).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /^Kreditkarten/ })).toBeVisible();

    await page.locator('h1').click();
    await expect(produkte).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /^Kreditkarten/ })).toBeHidden();

    await produkte.click();
    await page.locator('main a').first().focus();
    await expect(produkte).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menus hold the links of the specification', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const expected: Record<string, string[]> = {
      Kredite: ['Ratenkredite', 'Bestbewertete Ratenkredite', 'Kreditzinsen', 'Kredit ohne SCHUFA'],
      Produkte: ['Kreditkarten', 'Unternehmenskredite', 'Sparkonto', 'Baufinanzierung'],
      Mehr: ['Glossar', 'Über uns'],
    };
    for (const [menu, links] of Object.entries(expected)) {
      await nav.getByRole('button', { name: new RegExp(`^${menu}`) }).click();
      for (const name of links) await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await nav.getByRole('button', { name: /^Ratgeber/ }).click();
    await expect(nav.locator('[data-state="open"] a')).toHaveCount(9);
  });

  test('the current route is highlighted and menus work with the keyboard', async ({ page }) => {
    await page.goto('/ratenkredit/zinsen');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: /Kredite/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Kreditzinsen/ })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /^Ratenkredite/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Bestbewertete Ratenkredite/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ratenkredit\/beste$/);
    // The address changes at once; the menu closes when the new page has arrived.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die 5 bestbewerteten Ratenkredite in unserem Vergleich');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from "Menü", traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menü' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();

    const kredite = drawer.locator('details', { hasText: 'Kredite' }).first();
    await expect(kredite).toHaveAttribute('open', '');
    await expect(drawer.locator('details', { hasText: 'Produkte' })).not.toHaveAttribute('open', '');

    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await drawer.evaluate((element) => element.contains(document.activeElement));
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a tap on "Menü" before the page has fully hydrated opens a drawer that Escape closes', async ({ page }) => {
    await page.goto('/ratenkredit');
    const menuButton = page.getByRole('button', { name: 'Menü' });
    // Tap as soon as the shell (the header with it) is interactive, while deferred parts may still be waiting.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { polling: 5 });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes when a link is chosen and navigates', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.locator('summary', { hasText: 'Produkte' }).click();
    await drawer.getByRole('link', { name: 'Kreditkarten' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/kreditkarten$/);
  });

  test('closes with its close button', async ({ page }) => {
    await page.goto('/uber-uns');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
  });
});

test('the footer links every page the specification lists', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const href of [
    '/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/unternehmenskredit',
    '/kreditkarten', '/kreditkarten#kostenlos', '/kreditkarten#cashback', '/impressum', '/datenschutz', '/cookies', '/barrierefreiheit',
    '/ratgeber/bester-kredit', '/ratgeber/zinsen', '/glossar', '/uber-uns',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  const external = footer.locator('a[href^="https://"][target="_blank"]');
  await expect(external).toHaveCount(3);
  for (const rel of await external.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) {
    expect(rel).toContain('noopener');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the page scrolls to the top on navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content and links work', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Kredite & Kreditkarten smart vergleichen');
    await page.locator('main').getByRole('link', { name: 'Ratenkredit vergleichen' }).click();
    await expect(page).toHaveURL(/\/ratenkredit$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click();
    await expect(page.locator('h1')).toHaveText('Impressum');
  });
});

/**
 * Content of `main` that sticks out: past the right edge of the screen, or past the inside of the
 * nearest bordered box (a card) or the padding of that box. Scroll areas and what they hold are
 * left out (they scroll on purpose), and so is content that a negative margin lets bleed into a
 * card's padding by design.
 */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const found = new Set<string>();
    const describe = (element: Element, by: number, past: string) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${by}px past ${past}`;
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.sr-only, [aria-hidden="true"]')) continue;
      let card = element.parentElement;
      let bleeds = false;
      while (card && card !== document.body) {
        const style = getComputedStyle(card);
        if (style.overflowX !== 'visible') break;
        if (style.borderRightWidth !== '0px') break;
        if (parseFloat(style.marginRight) < 0) bleeds = true;
        card = card.parentElement;
      }
      if (card && getComputedStyle(card).overflowX !== 'visible') continue;
      if (box.right > innerWidth + 1) found.add(describe(element, Math.round(box.right - innerWidth), 'the screen'));
      if (!card || card === document.body || bleeds || parseFloat(getComputedStyle(element).marginRight) < 0) continue;
      const style = getComputedStyle(card);
      const inside = card.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      if (box.right > inside + 1) found.add(describe(element, Math.round(box.right - inside), 'its card'));
    }
    // Text can run past its own box (a long word in a heading) while every box fits.
    const texts = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('.sr-only, [aria-hidden="true"], [class*="overflow-x-auto"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > innerWidth + 1) found.add(describe(parent, Math.round(box.right - innerWidth), 'the screen (text)'));
    }
    return [...found].slice(0, 8);
  });
}

test.describe('at 320 px, the narrowest width content must reflow to (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 800 }, javaScriptEnabled: false });

  // Pages with the long words, wide figures and grids that broke out before: glossary terms,
  // offer cards, tables and figures of the guides.
  for (const path of [
    '/',
    '/ratenkredit',
    '/ratenkredit/beste',
    '/kreditkarten',
    '/unternehmenskredit',
    '/baufinanzierung',
    '/ratgeber/zinsen',
    '/ratgeber/gehaltsoptimierung',
    '/ratgeber/immobilienmarkt',
    '/ratgeber/sparkonto',
    '/glossar',
    '/glossar/abgeschlossenheitsbescheinigung',
  ]) {
    test(`${path}: nothing is wider than the screen or its card`, async ({ page }) => {
      await page.goto(path);
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

/** Words of 8 or more letters that the browser split across two lines without a hyphen (an overlong word in too narrow a box). */
async function splitWords(page: Page) {
  return page.evaluate(() => {
    const found = new Set<string>();
    // The line a letter stands on. A letter right after a break may also report the end of the
    // line before (a zero-width position there), so the lowest of its boxes counts.
    const top = (node: Node, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return Math.max(...[...range.getClientRects()].map((box) => Math.round(box.top)));
    };
    const texts = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (node.parentElement!.closest('.sr-only, [hidden]')) continue;
      // A soft hyphen or a hyphen is a break the text offers, not a split.
      for (const match of node.textContent!.matchAll(/[^\s\u00ad\-–/]{8,}/g)) {
        if (top(node, match.index) !== top(node, match.index + match[0].length - 1)) found.add(match[0]);
      }
    }
    return [...found];
  });
}

test.describe('on a phone of 390 px, no word of the comparisons and guide tables is split across lines', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // Long headings of legal pages and glossary terms are left to the browser's hyphenation, which
  // this test browser lacks; these pages split no word without it.
  for (const path of ['/', '/ratenkredit', '/kreditkarten', '/baufinanzierung', '/ratgeber/zinsen', '/ratgeber/karriere']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await splitWords(page)).toEqual([]);
    });
  }
});

test.describe('on a desktop, no word is split across lines', () => {
  test.use({ javaScriptEnabled: false });

  // Card grids with long German words that split at these widths before.
  for (const width of [1024, 1280]) {
    for (const path of ['/', '/ratenkredit/beste', '/uber-uns', '/ratgeber/banken-vergleich', '/glossar']) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        expect(await splitWords(page)).toEqual([]);
      });
    }
  }
});
