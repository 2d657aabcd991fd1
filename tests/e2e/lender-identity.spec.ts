import { expect, test } from '@playwright/test';
import { seedPartners } from '../../scripts/local-api/seed/seed-partners';

/** Every page that shows a representative example (§ 17 Abs. 2 S. 1 Nr. 1 PAngV: the lender's name and address). */
const examplePages = ['/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/ratenkredit/ohne-schufa', '/kreditkarten', '/unternehmenskredit', '/baufinanzierung'];

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

test.describe('every representative example names the lender with its address', () => {
  for (const path of examplePages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // The representative examples and the Beispielrechnungen for the visitor's inputs alike.
      const examples = page.locator('[data-representative-example], [data-example-calculation]');
      await expect(examples.first()).toBeAttached();
      for (const text of await examples.allTextContents()) {
        expect(nbsp(text), text).toMatch(/Darlehensgeber: [^,;]+, [^;]+\(Beispieladresse\)/);
      }
    });
  }

  test('a broker’s example names the broker and the lender', async ({ page }) => {
    const broker = seedPartners.find((partner) => partner.brandId === 'kreditwerk24')!;
    await page.goto('/ratenkredit/zinsen');
    await expect(page.locator('[data-partner-row="kreditwerk24"] [data-representative-example]')).toContainText(
      `Darlehensvermittler: ${broker.name}; Darlehensgeber: ${broker.lender!.name}, ${broker.lender!.address}.`,
    );
  });

  test('/ratenkredit/ohne-schufa shows no "ab" rate below its example and no unnamed lender', async ({ page }) => {
    await page.goto('/ratenkredit/ohne-schufa');
    await expect(page.locator('main')).not.toContainText('Kreditbrücke');
    for (const card of await page.locator('[data-partner-card]').all()) {
      const example = nbsp(await card.locator('[data-representative-example]').innerText());
      const effective = /effektiver Jahreszins (\d+,\d\d) %/.exec(example)![1];
      await expect(card.getByText(new RegExp(`^ab ${effective}\\s%$`))).toBeVisible();
    }
  });
});
