import { describe, expect, it } from 'vitest';
import { median } from './stats.ts';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[], Number.NaN],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
