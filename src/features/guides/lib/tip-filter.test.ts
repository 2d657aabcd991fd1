import { describe, expect, it } from 'vitest';
import { savingTips, tipCategories } from '@/content/guides/finanz-tipps';
import { filterTips, parseTipFilter, tipFilterSearch } from '@/features/guides/lib/tip-filter';

describe('parseTipFilter', () => {
  it.each([
    [null, 'all'],
    [undefined, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['Sparen', 'all'],
    ['unbekannt', 'all'],
    ['sparen', 'sparen'],
    ['zeit', 'zeit'],
    ['versicherung', 'versicherung'],
    ['einkauf', 'einkauf'],
    ['technik', 'technik'],
  ])('reads %s as %s', (value, expected) => {
    expect(parseTipFilter(value)).toBe(expected);
  });
});

describe('filterTips', () => {
  it('returns every tip for all', () => {
    expect(filterTips(savingTips, 'all')).toHaveLength(savingTips.length);
  });

  it.each(tipCategories)('returns only and all tips of %s', (category) => {
    const filtered = filterTips(savingTips, category);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((tip) => tip.category === category)).toBe(true);
    expect(filtered).toHaveLength(savingTips.filter((tip) => tip.category === category).length);
  });
});

describe('tipFilterSearch', () => {
  it('drops the parameter for all and sets it otherwise', () => {
    expect(tipFilterSearch('all').toString()).toBe('');
    expect(tipFilterSearch('technik').toString()).toBe('kategorie=technik');
  });
});
