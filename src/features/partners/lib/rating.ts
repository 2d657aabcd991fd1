/** The top list's shown rating: 4.(9 − rank index) out of 5, so 4.9 for the winner down to 4.5. */
export function ratingForRank(index: number): number {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Ungültiger Rang-Index: ${index}`);
  return (49 - Math.min(index, 4)) / 10;
}
