import { describe, expect, it } from 'vitest';
import { buildDefines } from './build-defines.ts';

describe('buildDefines', () => {
  it('gives every bundle the same mode, date, year and conditions age', () => {
    expect(buildDefines({ SITE_MODE: 'production', BUILD_DATE: '2027-03-05', MAX_CONDITIONS_AGE_DAYS: '14' })).toEqual({
      __BUILD_YEAR__: '2027',
      __BUILD_DATE__: '"2027-03-05"',
      __SITE_MODE__: '"production"',
      __MAX_CONDITIONS_AGE_DAYS__: '14',
    });
  });

  it('stops at a malformed variable with its message', () => {
    expect(() => buildDefines({ SITE_MODE: 'prod' })).toThrow('SITE_MODE muss "demo" oder "production" sein, nicht "prod"');
  });
});
