import { describe, expect, it } from 'vitest';
import { ratingForRank } from '@/features/partners/lib/rating';

describe('ratingForRank', () => {
  it.each([
    [0, 4.9],
    [1, 4.8],
    [2, 4.7],
    [3, 4.6],
    [4, 4.5],
    [7, 4.5],
  ])('rank index %i → %d', (index, rating) => {
    expect(ratingForRank(index)).toBe(rating);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %d', (index) => {
    expect(() => ratingForRank(index)).toThrow(RangeError);
  });
});
