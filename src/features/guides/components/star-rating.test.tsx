import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from '@/features/guides/components/star-rating';

describe('StarRating', () => {
  it.each([
    [4, 4],
    [1, 1],
    [5, 5],
    [7, 5],
    [-2, 0],
    [Number.NaN, 0],
    [3.6, 4],
  ])('labels %d as %d of 5 stars', (value, stars) => {
    expect(renderToStaticMarkup(<StarRating value={value} />)).toContain(`aria-label="${stars} von 5 Sternen"`);
  });
});
