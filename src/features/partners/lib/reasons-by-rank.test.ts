import { describe, expect, it } from 'vitest';
import { reasonsByRank } from '@/content/partners/beste';
import { reasonsForRank } from '@/features/partners/lib/reasons-by-rank';

describe('reasonsForRank', () => {
  it('gives each of the five ranks its own reasons', () => {
    const lists = [0, 1, 2, 3, 4].map((index) => reasonsForRank(index).join('|'));
    expect(new Set(lists).size).toBe(5);
    for (const list of lists) expect(list.length).toBeGreaterThan(0);
  });

  it('starts with the winner’s reasons', () => {
    expect(reasonsForRank(0)).toBe(reasonsByRank[0]);
  });

  it('reuses the last list beyond the top five and returns nothing for invalid indexes', () => {
    expect(reasonsForRank(9)).toBe(reasonsByRank[reasonsByRank.length - 1]);
    expect(reasonsForRank(-1)).toEqual([]);
    expect(reasonsForRank(0.5)).toEqual([]);
  });
});
