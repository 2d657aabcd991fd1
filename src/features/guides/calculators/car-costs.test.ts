import { describe, expect, it } from 'vitest';
import { monthlyRange, sumRanges, yearlyEnergyCost, yearlySaving } from '@/features/guides/calculators/car-costs';

describe('car cost helpers', () => {
  it('adds ranges item by item', () => {
    expect(sumRanges([])).toEqual({ min: 0, max: 0 });
    expect(sumRanges([{ min: 1, max: 2 }, { min: 10, max: 20 }])).toEqual({ min: 11, max: 22 });
  });

  it('turns a yearly range into monthly amounts', () => {
    expect(monthlyRange({ min: 5600, max: 12_750 })).toEqual({ min: 466.67, max: 1062.5 });
  });

  it('computes the yearly saving of an alternative', () => {
    expect(yearlySaving(5600, 58)).toBe(4904);
    expect(yearlySaving(5600, 500)).toBe(-400);
  });

  it('computes the yearly electricity cost', () => {
    expect(yearlyEnergyCost(15_000, 16, 0.38)).toBe(912);
    expect(yearlyEnergyCost(0, 16, 0.38)).toBe(0);
  });
});
