import { MAX_SCORE } from '@/content/partners/evaluation-weights';

/** A score is 0 to 5 points in steps of 0.1 (the same rule as the CHECK in the migration). */
export function isValidScore(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_SCORE &&
    Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
  );
}
