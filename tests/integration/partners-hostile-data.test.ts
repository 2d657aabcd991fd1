/**
 * Hostile partner data must render safely: a fresh local database holds only partners
 * whose texts carry script and markup payloads. The real server entry prerenders the pages
 * from it; Chromium then loads the HTML and must run no script, parse every JSON-LD block and
 * find no unsafe link.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import type * as EntryServer from '@/app/entry-server';

const SCRIPT_BREAKOUT = '</script><script>alert(1)</script>';
const IMG_ONERROR = '<img src=x onerror=alert(1)>';
const JS_URL = 'javascript:alert(1)';

const loanCategories = ['ratenkredit', 'comparison', 'unternehmenskredit', 'baufinanzierung'];

/** Loans and cards need valid figures, and their texts are then the rendered figures; a card keeps a free, hostile credit line. */
const conditionColumns = (category: string): Record<string, string> =>
  loanCategories.includes(category)
    ? {
        amount_range: `'1.000 € – 10.000 €'`,
        apr_from: `'1,00 %'`,
        min_amount: '1000',
        max_amount: '10000',
        min_term_months: '12',
        max_term_months: '84',
        effective_rate_min: '1.00',
        effective_rate_max: '9.99',
        effective_rate_two_thirds: '5.12',
        borrowing_rate_two_thirds: '5',
        borrowing_rate_fixed: 'true',
        purposes: `array['frei']`,
        features: `'{}'`,
        ...(category === 'baufinanzierung' && {
          mortgage_rates: `'{"5": 5}'`,
          max_loan_to_value: '100',
          // The rates' scope and the example's Zinsbindung and Beleihungsauslauf (20261127000300_lender_identity.sql).
          mortgage_rates_min_amount: '1000',
          mortgage_rates_max_amount: '10000',
          mortgage_rates_max_loan_to_value: '80',
          example_fixed_rate_years: '5',
          example_loan_to_value: '80',
          representative_example: `'{"net_loan_amount":1000,"borrowing_rate":5,"borrowing_rate_type":"gebunden","effective_rate":5.12,"term_months":60,"monthly_instalment":18.87,"total_amount":1132.28,"lender":"${IMG_ONERROR.replaceAll('"', '\\"')}"}'`,
        }),
      }
    : {
        // A card with the Teilzahlung preset: its rates are figures, its texts hostile.
        amount_range: `'<b onmouseover=alert(1)>1.000 €</b>'`,
        apr_from: `'5,12 %'`,
        effective_rate_min: '5.12',
        effective_rate_max: '5.12',
        effective_rate_two_thirds: '5.12',
        borrowing_rate_two_thirds: '5',
        borrowing_rate_fixed: 'true',
        card_conditions: `'${JSON.stringify({
          type: 'revolving', annual_fee_first_year: 0, annual_fee: 29, foreign_currency_fee: 1.75, cash_fee_percent: 2, cash_fee_min: 5,
          cashback_percent: 0.5, apple_pay: true, google_pay: true, schufa_check: true, full_payment_switch: `${SCRIPT_BREAKOUT} ${IMG_ONERROR}`,
        })}'`,
      };

const hostileSql = (category: string, brand: string, order: number) => {
  const columns: Record<string, string> = {
    brand_id: `'${brand}'`,
    name: `'${SCRIPT_BREAKOUT} ${brand}'`,
    description: `'${IMG_ONERROR} ${JS_URL}'`,
    category: `'${category}'`,
    display_order: String(order),
    logo_filename: 'null',
    pros: `array['${SCRIPT_BREAKOUT} Vorteil', '${IMG_ONERROR}', '${JS_URL}']`,
    cons: `array['${IMG_ONERROR}']`,
    requirements: `array['<svg onload=alert(1)>']`,
    adtraction_tracking_url: `'https://evil.example/"><script>alert(1)</script>?u=${JS_URL}'`,
    representative_example: `'{"net_loan_amount":1000,"borrowing_rate":5,"borrowing_rate_type":"gebunden","effective_rate":5.12,"term_months":12,"monthly_instalment":85.6,"total_amount":1027.2,"lender":"${IMG_ONERROR.replaceAll('"', '\\"')}"}'`,
    lender_name: `'${IMG_ONERROR}'`,
    lender_address: `'${SCRIPT_BREAKOUT} ${JS_URL}'`,
    ...conditionColumns(category),
  };
  return `insert into public.partners (${Object.keys(columns).join(', ')}) values (${Object.values(columns).join(', ')});`;
};

const pages = ['/ratenkredit', '/ratenkredit/beste', '/ratenkredit/zinsen', '/kreditkarten', '/unternehmenskredit', '/baufinanzierung'];

let api: LocalApi;
let browser: Browser;
let render: typeof EntryServer.render;

beforeAll(async () => {
  api = await startLocalApi({
    port: 0,
    seed: false,
    extraSql: [
      hostileSql('ratenkredit', 'evil-loan', 1),
      hostileSql('comparison', 'evil-portal', 2),
      hostileSql('kreditkarte', 'evil-card', 3),
      hostileSql('unternehmenskredit', 'evil-business', 4),
      hostileSql('baufinanzierung', 'evil-home', 5),
    ],
  });
  vi.stubEnv('VITE_SUPABASE_URL', api.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY);
  ({ render } = await import('@/app/entry-server'));
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  vi.unstubAllEnvs();
});

const assets = () => ({ entryScript: '/assets/none.js', stylesheets: [], modulePreloads: [] });

describe.each(pages)('%s with hostile partner data', (path) => {
  it('renders the payloads as text only', async () => {
    const { html } = await render(path, assets);
    expect(html).toContain('evil-');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<img[^>]+onerror/i);
    expect(html).not.toMatch(/<svg[^>]+onload/i);
    expect(html).not.toMatch(/<b onmouseover/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);

    const page = await browser.newPage({ javaScriptEnabled: true });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    await page.waitForTimeout(200);

    expect(dialogs).toEqual([]);
    const report = await page.evaluate(() => {
      const scripts = [...document.querySelectorAll('script')];
      return {
        executableInline: scripts.filter((s) => !s.src && !['application/json', 'application/ld+json'].includes(s.type)).length,
        jsonLd: scripts.filter((s) => s.type === 'application/ld+json').map((s) => s.textContent ?? ''),
        state: scripts.filter((s) => s.type === 'application/json').map((s) => s.textContent ?? ''),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
        eventHandlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((attr) => attr.name.startsWith('on'))).length,
        text: document.body.textContent ?? '',
      };
    });
    expect(report.executableInline).toBe(0);
    expect(report.eventHandlers).toBe(0);
    expect(report.jsonLd.length).toBeGreaterThan(0);
    for (const block of [...report.jsonLd, ...report.state]) expect(() => JSON.parse(block)).not.toThrow();
    for (const href of report.hrefs) expect(new URL(href, 'https://site.example/').protocol, href).toMatch(/^(https:|mailto:)$/);
    expect(report.text).toContain(SCRIPT_BREAKOUT);
    await page.close();
  });
});
