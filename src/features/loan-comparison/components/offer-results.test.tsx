// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { OfferResults } from '@/features/loan-comparison/components/offer-results';
import { defaultComparisonParams, type ComparisonParams } from '@/features/loan-comparison/inputs/defaults';
import { withoutRanking } from '@/entities/partner/evaluation';
import type { ComparisonCriteria } from '@/features/loan-comparison/engine/rank-offers';

afterEach(cleanup);

/** Four offers with different rates and limits: one lends at most 20.000 €, one needs 24 months. */
const partners = withoutRanking(
  parsePartnerRows(
    [
      { id: 'a', name: 'Bank A', rate: 5.95, borrowing: 5.79, extra: {} },
      { id: 'b', name: 'Bank B', rate: 3.49, borrowing: 3.44, extra: { max_amount: 20000, amount_range: '1.000 € – 20.000 €' } },
      { id: 'c', name: 'Bank C', rate: 7.9, borrowing: 7.63, extra: { min_term_months: 24 } },
      { id: 'd', name: 'Bank D', rate: 0.68, borrowing: 0.68, extra: { effective_rate_min: 0.68 } },
    ].map(({ id, name, rate, borrowing, extra }, index) => ({
      ...samplePartnerRow,
      id: `7d3c2f9e-0000-4000-8000-00000000000${index + 1}`,
      brand_id: `bank-${id}`,
      name,
      display_order: index,
      effective_rate_two_thirds: rate,
      borrowing_rate_two_thirds: borrowing,
      ...extra,
    })),
    () => {},
  ),
);

const params = (overrides: Partial<ComparisonParams>): ComparisonParams => ({ ...defaultComparisonParams, ...overrides });

const results = (values: ComparisonCriteria, settledValues = values) => (
  <MemoryRouter>
    <OfferResults partners={partners} values={values} settledValues={settledValues} product="ratenkredit" />
  </MemoryRouter>
);

/** The markup React renders for settled `values` from scratch. */
function freshMarkup(values: ComparisonCriteria): string {
  const { container, unmount } = render(results(values));
  const html = container.innerHTML;
  unmount();
  return html;
}

const cards = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-offer-id]')].map((card) => ({
    name: card.querySelector('h3')?.textContent,
    section: card.dataset.offers,
    pending: card.hasAttribute('data-offer-pending'),
    example: card.querySelector('[data-example-figures]')?.textContent ?? null,
    reasons: [...card.querySelectorAll('[data-mismatch-reasons] li')].map((item) => item.textContent),
  }));

describe('OfferResults', () => {
  it('lists the fitting offers in the chosen order, then the others under "Passt nicht zu Ihren Angaben" with their reasons', () => {
    const { container } = render(results(params({ betrag: 25_000, laufzeit: 12, sortierung: 'zins' })));
    expect(cards(container).map(({ name, section }) => [name, section])).toEqual([
      ['Bank D', 'fitting'],
      ['Bank A', 'fitting'],
      ['Bank B', 'not-fitting'],
      ['Bank C', 'not-fitting'],
    ]);
    expect(container.querySelector('[data-offer-list] h3:not([data-partner-card] h3)')?.textContent).toBe('Passt nicht zu Ihren Angaben');
    expect(cards(container)[2]!.reasons).toEqual(['Betrag höchstens 20.000\u00a0€']);
    expect(container.querySelector('[data-calculation-basis]')?.textContent).toBe('Berechnet für 25.000\u00a0€ · 12 Monate · freie Verwendung');
  });

  it('renders no heading while every offer fits', () => {
    const { container } = render(results(params({ laufzeit: 36 })));
    expect(container.textContent).not.toContain('Passt nicht zu Ihren Angaben');
    expect(container.querySelectorAll('[data-mismatch-reasons]')).toHaveLength(0);
  });

  it('while typing, keeps the settled order and sections; every card shows the current figures, and one whose section changes is pending', () => {
    const { container } = render(results(params({ betrag: 25_000, sortierung: 'rate' }), params({ betrag: 15_000, sortierung: 'rate' })));
    const shown = cards(container);
    // The order for 15.000 €, where Bank B still fits.
    expect(shown.map(({ name, section, pending }) => [name, section, pending])).toEqual([
      ['Bank D', 'fitting', false],
      ['Bank B', 'fitting', true],
      ['Bank A', 'fitting', false],
      ['Bank C', 'fitting', false],
    ]);
    // No card shows figures for other inputs than the basis line: Bank B, over its maximum, shows why instead.
    expect(shown.filter(({ example }) => example !== null).every(({ example }) => example!.startsWith('Nettodarlehensbetrag 25.000,00\u00a0€'))).toBe(true);
    expect(shown[1]!.example).toBeNull();
    expect(shown[1]!.reasons).toEqual(['Betrag höchstens 20.000\u00a0€']);
    expect(container.querySelector('[data-calculation-basis]')?.textContent).toContain('25.000');
    expect(container.querySelector('[data-comparison-summary]')?.textContent).toMatch(/^3 von 4 Angeboten passen/);
    expect(container.querySelector('[data-offer-list]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('once settled, shows exactly what a fresh render of the same inputs shows, each card kept', () => {
    const view = render(results(params({ betrag: 25_000 }), params({ betrag: 15_000 })));
    const before = new Map([...view.container.querySelectorAll('[data-offer-id]')].map((card) => [card.getAttribute('data-offer-id'), card]));
    view.rerender(results(params({ betrag: 25_000 })));
    const html = view.container.innerHTML;
    for (const card of view.container.querySelectorAll('[data-offer-id]')) expect(card).toBe(before.get(card.getAttribute('data-offer-id')));
    view.unmount();
    expect(html).toBe(freshMarkup(params({ betrag: 25_000 })));
    expect(html).not.toContain('data-offer-pending');
  });

  it('shows for a Wunschrate what it buys from each offer, and every card follows a switch of the mode at once', () => {
    const view = render(results(params({ betrag: 93_500 })));
    const budget = params({ betrag: 93_500, modus: 'wunschrate', wunschrate: 450, sortierung: 'betrag' });
    view.rerender(results(budget));
    const amounts = [...view.container.querySelectorAll('[data-offers="fitting"]')].map((card) => [
      card.querySelector('[data-loan-amount]')?.textContent,
      card.querySelector('[data-example-figures]')?.textContent,
    ]);
    expect(amounts).toHaveLength(4);
    for (const [amount, example] of amounts) expect(example).toContain(`Nettodarlehensbetrag ${amount!.replace('\u00a0€', ',00\u00a0€')}`);
    expect(amounts).toContainEqual(['20.000\u00a0€', expect.any(String)]);
    expect(view.container.querySelector('[data-comparison-summary]')?.textContent).toMatch(/^Alle 4 Angebote passen · höchster Kreditbetrag /);
    view.rerender(results(params({ betrag: 93_500 })));
    expect(view.container.querySelectorAll('[data-loan-amount]')).toHaveLength(0);
    expect(view.container.innerHTML).toBe(freshMarkup(params({ betrag: 93_500 })));
  });

  it('moves a card across "Passt nicht zu Ihren Angaben" instead of building it anew', () => {
    const view = render(results(params({ betrag: 15_000 })));
    const bankB = view.container.querySelector('[data-partner-card="bank-b"]');
    expect(bankB?.closest('[data-offers]')?.getAttribute('data-offers')).toBe('fitting');
    view.rerender(results(params({ betrag: 30_000 })));
    expect(view.container.querySelector('[data-partner-card="bank-b"]')).toBe(bankB);
    expect(bankB?.closest('[data-offers]')?.getAttribute('data-offers')).toBe('not-fitting');
    expect(bankB?.textContent).toContain('Passt nicht, weil:');
  });
});
