import { berlinDay } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days (German time) from the day conditions were checked to `referenceDay` (YYYY-MM-DD). */
export function conditionsAgeDays(checkedAt: string, referenceDay: string): number {
  return Math.round((Date.parse(`${referenceDay}T00:00:00Z`) - Date.parse(`${berlinDay(checkedAt)}T00:00:00Z`)) / DAY_MS);
}

/**
 * Conditions checked more than `maxAgeDays` calendar days before `referenceDay`, or never: a production
 * build refuses such offers, a demo build and the console mark them. Null (never checked) is outdated.
 */
export function isConditionsOutdated(checkedAt: string | null, referenceDay: string, maxAgeDays: number): boolean {
  return checkedAt === null || conditionsAgeDays(checkedAt, referenceDay) > maxAgeDays;
}
