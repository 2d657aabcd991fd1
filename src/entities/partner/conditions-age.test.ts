import { describe, expect, it } from 'vitest';
import { conditionsAgeDays, isConditionsOutdated } from '@/entities/partner/conditions-age';

describe('conditionsAgeDays', () => {
  it.each([
    ['2026-11-27T08:00:00Z', '2026-11-27', 0],
    ['2026-11-26T23:30:00Z', '2026-11-27', 0],
    ['2026-11-26T22:59:00Z', '2026-11-27', 1],
    ['2026-10-28T10:00:00Z', '2026-11-27', 30],
    ['2026-10-27T10:00:00Z', '2026-11-27', 31],
    ['2026-03-28T12:00:00Z', '2026-03-30', 2],
    ['2026-11-28T10:00:00Z', '2026-11-27', -1],
  ])('from %s to %s: %i days', (checkedAt, day, days) => {
    expect(conditionsAgeDays(checkedAt, day)).toBe(days);
  });
});

describe('isConditionsOutdated', () => {
  it.each([
    ['checked today', '2026-11-27T08:00:00Z', 30, false],
    ['exactly the limit', '2026-10-28T10:00:00Z', 30, false],
    ['one day beyond the limit', '2026-10-27T10:00:00Z', 30, true],
    ['one day beyond a shorter limit', '2026-11-19T10:00:00Z', 7, true],
    ['checked after the reference day', '2026-12-01T10:00:00Z', 30, false],
    ['never checked', null, 30, true],
  ])('%s', (_case, checkedAt, maxAgeDays, outdated) => {
    expect(isConditionsOutdated(checkedAt, '2026-11-27', maxAgeDays)).toBe(outdated);
  });
});
