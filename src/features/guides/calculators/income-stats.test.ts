import { describe, expect, it } from 'vitest';
import { eastWestGap, percentDifference } from '@/features/guides/calculators/income-stats';

describe('income statistics helpers', () => {
  it('measures the lowest eastern median against the highest western one', () => {
    const gap = eastWestGap([
      { region: 'West A', teil: 'West', median: 50_000 },
      { region: 'West B', teil: 'West', median: 56_000 },
      { region: 'Ost A', teil: 'Ost', median: 39_200 },
      { region: 'Ost B', teil: 'Ost', median: 41_000 },
      { region: 'Berlin', teil: 'Ost und West', median: 30_000 },
    ]);
    expect(gap).toMatchObject({ highestWest: { region: 'West B' }, lowestEast: { region: 'Ost A' }, gapPercent: 30 });
  });

  it('has no gap without regions on both sides', () => {
    expect(eastWestGap([{ region: 'West', teil: 'West', median: 1 }])).toBeNull();
    expect(eastWestGap([])).toBeNull();
  });

  it('computes the difference to a reference in whole percent', () => {
    expect(percentDifference(55_104, 49_200)).toBe(12);
    expect(percentDifference(33_600, 49_200)).toBe(-32);
    expect(percentDifference(49_200, 49_200)).toBe(0);
    expect(() => percentDifference(1, 0)).toThrow(RangeError);
  });
});
