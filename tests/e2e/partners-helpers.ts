import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys';
import { seedPartners, type SeedPartner } from '../../scripts/local-api/seed/seed-partners';
import type { PartnerCategory } from '../../src/entities/partner/model';
import { defaultBusinessLoanParams } from '../../src/features/loan-comparison/inputs/business-loan';
import { defaultComparisonParams } from '../../src/features/loan-comparison/inputs/defaults';
import { checkEligibility } from '../../src/features/loan-comparison/engine/eligibility';
import { scoreOffer } from '../../src/entities/partner/evaluation';
import { expectedCards } from './card-helpers';
import { waitForHydration } from './helpers';

export const API_PATTERN = '**/rest/v1/partners**';

const active = seedPartners.filter((partner) => partner.isActive !== false);

/** Active seeded partners of the given categories in display order (what a page must list). */
export function seededNames(...categories: PartnerCategory[]): string[] {
  return active
    .filter((partner) => categories.includes(partner.category))
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((partner) => partner.name);
}

/**
 * Active seeded partners in the order the ranking note of the unevaluated lists states: by the
 * effective rate of the representative example (lowest first, ties by display order); offers
 * without an example last.
 */
function seededByExampleRate(...categories: PartnerCategory[]): string[] {
  const rate = (partner: SeedPartner) => (partner.example && partner.rates ? partner.rates.twoThirds.effectiveRate : null);
  const group = (partner: SeedPartner) => (rate(partner) === null ? 1 : 0);
  return active
    .filter((partner) => categories.includes(partner.category))
    .sort((a, b) => group(a) - group(b) || (rate(a) ?? 0) - (rate(b) ?? 0) || a.displayOrder - b.displayOrder)
    .map((partner) => partner.name);
}

const seedScore = (partner: SeedPartner) =>
  partner.evaluation ? scoreOffer({ ...partner.evaluation, sample: true }) : null;

/**
 * Active seeded partners in the order of the evaluation: evaluated ones by score (ties by
 * display order), then the unevaluated ones in display order. With each partner's score.
 */
export function seededRanking(...categories: PartnerCategory[]): { name: string; score: number | null }[] {
  const entries = active
    .filter((partner) => categories.includes(partner.category))
    .map((partner) => ({ name: partner.name, displayOrder: partner.displayOrder, score: seedScore(partner) }));
  const evaluated = entries.filter((entry) => entry.score !== null).sort((a, b) => b.score! - a.score! || a.displayOrder - b.displayOrder);
  const unevaluated = entries.filter((entry) => entry.score === null).sort((a, b) => a.displayOrder - b.displayOrder);
  return [...evaluated, ...unevaluated].map(({ name, score }) => ({ name, score }));
}

const rankedLoanNames = seededRanking('ratenkredit', 'comparison').map((entry) => entry.name);

/** Whether a seeded offer fits the comparison's defaults (10.000 €, 60 Monate, freie Verwendung). */
function fitsDefaults(name: string): boolean {
  const partner = active.find((entry) => entry.name === name);
  if (!partner?.limits) return false;
  return checkEligibility({ ...partner.limits, purposes: partner.purposes ?? [] }, defaultComparisonParams).fits;
}

/** /ratenkredit at the defaults: the fitting offers in evaluation order, then the others in evaluation order. */
export const ratenkreditComparisonNames = [...rankedLoanNames.filter(fitsDefaults), ...rankedLoanNames.filter((name) => !fitsDefaults(name))];
/** Whether a seeded offer fits the business loan defaults (50.000 €, 60 Monate; no purpose asked). */
function fitsBusinessDefaults(name: string): boolean {
  const partner = active.find((entry) => entry.name === name);
  if (!partner?.limits) return false;
  return checkEligibility({ ...partner.limits, purposes: [] }, defaultBusinessLoanParams).fits;
}

const businessLoanNames = seededByExampleRate('unternehmenskredit');
/** /unternehmenskredit at the defaults: the fitting offers in the list's order (by example rate), then the others in that order. */
export const businessLoanComparisonNames = [...businessLoanNames.filter(fitsBusinessDefaults), ...businessLoanNames.filter((name) => !fitsBusinessDefaults(name))];
/** The five best-scored instalment-loan offers (what /ratenkredit/beste must list). */
export const topFiveNames = seededRanking('ratenkredit', 'comparison')
  .filter((entry) => entry.score !== null)
  .slice(0, 5)
  .map((entry) => entry.name);

export const inactiveNames = seedPartners.filter((partner) => partner.isActive === false).map((partner) => partner.name);

/** The comparison pages that list partners from the backend, with what each must show, in order. */
export const partnerPages = [
  { path: '/ratenkredit', names: ratenkreditComparisonNames, faq: true },
  { path: '/ratenkredit/beste', names: topFiveNames, faq: false },
  { path: '/ratenkredit/zinsen', names: rankedLoanNames, faq: false },
  { path: '/kreditkarten', names: expectedCards().map((card) => card.name), faq: true },
  { path: '/unternehmenskredit', names: businessLoanComparisonNames, faq: true },
  { path: '/baufinanzierung', names: seededByExampleRate('baufinanzierung'), faq: true },
] as const;

/** A decided consent, so the banner stays closed; Statistik as given. */
export async function presetConsent(page: Page, statistics = false) {
  await page.addInitScript(
    ({ key, statistics }) => {
      window.localStorage.setItem(key, JSON.stringify({ statistics, decidedAt: new Date().toISOString() }));
    },
    { key: CONSENT_STORAGE_KEY, statistics },
  );
}

/** The partner rows a test serves instead of the backend. */
export function partnerRow(overrides: Record<string, unknown>) {
  return {
    id: `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
    brand_id: 'testbank',
    name: 'Testbank',
    description: 'Beschreibung',
    category: 'ratenkredit',
    is_active: true,
    display_order: 1,
    logo_filename: null,
    amount_range: '1.000 € – 10.000 €',
    apr_from: '1,00 %',
    pros: ['Vorteil'],
    cons: [],
    requirements: [],
    adtraction_tracking_url: 'https://testbank.example/',
    representative_example: null,
    ...overrides,
  };
}

/** dataUpdatedAt of the first prerendered query in a page's raw HTML. */
export function prerenderedAt(html: string): number {
  const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no app-state in the HTML');
  const state = JSON.parse(json) as { queries: { state: { dataUpdatedAt: number } }[] };
  return state.queries[0]!.state.dataUpdatedAt;
}

/** The offer cards of a personal comparison that fit the visitor's inputs. */
export const fittingOffers = (page: Page) => page.locator('[data-offers="fitting"] [data-partner-card]');
/** The offer cards listed below them as not fitting. */
export const notFittingOffers = (page: Page) => page.locator('[data-offers="not-fitting"] [data-partner-card]');
export const amountField = (page: Page) => page.getByLabel('Kreditbetrag (€)');
export const termField = (page: Page) => page.getByLabel('Laufzeit (Monate)');

/**
 * The results show the current inputs: not hidden for the URL's inputs, not busy with a newer
 * input, and no offer waiting for the pause in typing to move.
 */
export async function resultsShown(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-comparison-pending');
  await expect(page.locator('[data-comparison-results]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('[data-comparison-results] [aria-busy="true"], [data-offer-pending]')).toHaveCount(0);
}

/** Opens a comparison URL and waits until it is hydrated and shows the results for the URL's inputs. */
export async function openComparison(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await resultsShown(page);
}
