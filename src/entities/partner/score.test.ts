import { describe, expect, it } from 'vitest';
import { isValidScore } from '@/entities/partner/score';


describe('isValidScore', () => {
  it.each([
    [0, true],
    [5, true],
    [4.5, true],
    [0.1, true],
    [3.3, true],
    [-0.1, false],
    [5.1, false],
    [4.25, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['4.5', false],
    [null, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidScore(value)).toBe(valid);
  });
});
