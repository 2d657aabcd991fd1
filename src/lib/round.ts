/** Rounds half up (away from zero) to `decimals` places, immune to binary noise such as 1.005 → 1.00499…. */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  // Cutting to 15 significant digits first keeps 10,005 (stored as 10,00499999…) on the right side of the half.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.floor(scaled + 0.5) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A money amount rounded to whole cents, half up. */
export function roundCents(euros: number): number {
  return roundHalfUp(euros, 2);
}
