import { describe, expect, it } from 'vitest';
import { buildDefines, readBuildDate, readSiteMode } from './build-defines.ts';

describe('readSiteMode', () => {
  it.each([
    [undefined, 'demo'],
    ['', 'demo'],
    [' production ', 'production'],
    ['demo', 'demo'],
  ])('%s → %s', (value, expected) => {
    expect(readSiteMode(value)).toBe(expected);
  });

  it.each(['prod', 'Production', 'staging'])('refuses %s', (value) => {
    expect(() => readSiteMode(value)).toThrow(/SITE_MODE muss "demo" oder "production" sein/);
  });
});

describe('readBuildDate', () => {
  const now = new Date('2026-11-24T23:30:00Z');
  it('defaults to the current UTC date', () => {
    expect(readBuildDate(undefined, now)).toBe('2026-11-24');
  });
  it('takes an explicit date', () => {
    expect(readBuildDate('2027-01-01', now)).toBe('2027-01-01');
  });
  it.each(['24.11.2026', '2026-13-01', '2026-11', 'morgen'])('refuses %s', (value) => {
    expect(() => readBuildDate(value, now)).toThrow(/BUILD_DATE/);
  });
});

describe('buildDefines', () => {
  it('gives every bundle the same mode, date and year', () => {
    const previous = { mode: process.env.SITE_MODE, date: process.env.BUILD_DATE };
    process.env.SITE_MODE = 'production';
    process.env.BUILD_DATE = '2027-03-05';
    try {
      expect(buildDefines()).toEqual({ __BUILD_YEAR__: '2027', __BUILD_DATE__: '"2027-03-05"', __SITE_MODE__: '"production"' });
    } finally {
      process.env.SITE_MODE = previous.mode ?? '';
      process.env.BUILD_DATE = previous.date ?? '';
    }
  });
});
