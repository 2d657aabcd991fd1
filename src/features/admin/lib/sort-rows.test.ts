import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from '@/features/admin/lib/sort-rows';

const rows = [
  { name: 'Zeta Bank', clicks: 5 },
  { name: 'Ärztebank', clicks: 12 },
  { name: 'Alpha Kredit', clicks: 5 },
];

describe('sortRows', () => {
  it('sorts numbers by value and keeps the order of ties', () => {
    expect(sortRows(rows, { key: 'clicks', direction: 'descending' }).map((row) => row.name)).toEqual(['Ärztebank', 'Zeta Bank', 'Alpha Kredit']);
    expect(sortRows(rows, { key: 'clicks', direction: 'ascending' }).map((row) => row.clicks)).toEqual([5, 5, 12]);
  });

  it('sorts text in German order (Ä with A)', () => {
    expect(sortRows(rows, { key: 'name', direction: 'ascending' }).map((row) => row.name)).toEqual(['Alpha Kredit', 'Ärztebank', 'Zeta Bank']);
  });

  it('leaves the input untouched', () => {
    sortRows(rows, { key: 'name', direction: 'ascending' });
    expect(rows[0]!.name).toBe('Zeta Bank');
  });
});

describe('nextSort', () => {
  it('flips the current column and starts another one with its first direction', () => {
    expect(nextSort({ key: 'clicks', direction: 'descending' }, 'clicks', 'descending')).toEqual({ key: 'clicks', direction: 'ascending' });
    expect(nextSort({ key: 'clicks', direction: 'ascending' }, 'name', 'ascending')).toEqual({ key: 'name', direction: 'ascending' });
  });
});
