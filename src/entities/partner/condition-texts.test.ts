import { describe, expect, it } from 'vitest';
import { amountRangeText, aprFromText } from '@/entities/partner/condition-texts';

describe('amountRangeText', () => {
  it.each([
    [1_000, 100_000, '1.000 € – 100.000 €'],
    [500, 2_000, '500 € – 2.000 €'],
    [2_500, 80_000, '2.500 € – 80.000 €'],
    [30_000, 1_000_000, '30.000 € – 1.000.000 €'],
  ])('renders %d to %d as %s, with plain spaces', (min, max, expected) => {
    expect(amountRangeText(min, max)).toBe(expected);
  });
});

describe('aprFromText', () => {
  it.each([
    [0.68, '0,68 %'],
    [0, '0,00 %'],
    [3.1, '3,10 %'],
    [16.06, '16,06 %'],
    [30, '30,00 %'],
  ])('renders %d as %s, with a plain space', (rate, expected) => {
    expect(aprFromText(rate)).toBe(expected);
  });
});
