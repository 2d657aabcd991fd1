export interface RegionMedian {
  region: string;
  /** 'West', 'Ost' or both (Berlin, left out of the gap). */
  teil: string;
  median: number;
}

export interface RegionGap {
  highestWest: RegionMedian;
  lowestEast: RegionMedian;
  /** How far the lowest eastern median lies below the highest western one, in whole percent. */
  gapPercent: number;
}

/** The East-West gap: highest western median against lowest eastern median; null without both. */
export function eastWestGap(regions: readonly RegionMedian[]): RegionGap | null {
  const west = regions.filter((region) => region.teil === 'West');
  const east = regions.filter((region) => region.teil === 'Ost');
  if (west.length === 0 || east.length === 0) return null;
  const highestWest = west.reduce((best, region) => (region.median > best.median ? region : best));
  const lowestEast = east.reduce((worst, region) => (region.median < worst.median ? region : worst));
  return { highestWest, lowestEast, gapPercent: Math.round((1 - lowestEast.median / highestWest.median) * 100) };
}

/** Difference of a median to a reference median in whole percent (+12 means 12 % above). */
export function percentDifference(value: number, reference: number): number {
  if (!(reference > 0)) throw new RangeError('Der Vergleichswert muss größer als 0 sein.');
  return Math.round((value / reference - 1) * 100);
}
