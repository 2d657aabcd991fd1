import { describe, expect, it } from 'vitest';
import { parseBuildEnv } from '@/config/build-env-schema';

const now = new Date('2026-11-24T23:30:00Z');

describe('parseBuildEnv', () => {
  it.each([
    ['nothing set', {}, { siteMode: 'demo', buildDate: '2026-11-24', maxConditionsAgeDays: 30, prerenderSupabaseUrl: null }],
    ['empty values', { SITE_MODE: '', BUILD_DATE: ' ', PRERENDER_SUPABASE_URL: '' }, { siteMode: 'demo', buildDate: '2026-11-24', maxConditionsAgeDays: 30, prerenderSupabaseUrl: null }],
    ['demo', { SITE_MODE: 'demo' }, { siteMode: 'demo', buildDate: '2026-11-24', maxConditionsAgeDays: 30, prerenderSupabaseUrl: null }],
    [
      'every value, trimmed',
      {
        SITE_MODE: ' production ',
        BUILD_DATE: ' 2027-01-01 ',
        MAX_CONDITIONS_AGE_DAYS: ' 14 ',
        PRERENDER_SUPABASE_URL: ' http://127.0.0.1:43117/ ',
        VITE_SITE_URL: 'ignored',
      },
      { siteMode: 'production', buildDate: '2027-01-01', maxConditionsAgeDays: 14, prerenderSupabaseUrl: 'http://127.0.0.1:43117' },
    ],
    ['the bounds of the conditions age', { MAX_CONDITIONS_AGE_DAYS: '365' }, { siteMode: 'demo', buildDate: '2026-11-24', maxConditionsAgeDays: 365, prerenderSupabaseUrl: null }],
    ['a leap day', { BUILD_DATE: '2028-02-29' }, { siteMode: 'demo', buildDate: '2028-02-29', maxConditionsAgeDays: 30, prerenderSupabaseUrl: null }],
  ])('%s', (_label, variables, expected) => {
    expect(parseBuildEnv(variables, now)).toEqual(expected);
  });

  it.each([
    [{ SITE_MODE: 'prod' }, 'SITE_MODE muss "demo" oder "production" sein, nicht "prod" / SITE_MODE must be "demo" or "production", not "prod"'],
    [{ SITE_MODE: 'Production' }, 'SITE_MODE muss "demo" oder "production" sein, nicht "Production"'],
    [{ SITE_MODE: 'staging' }, 'SITE_MODE must be "demo" or "production", not "staging"'],
    [{ BUILD_DATE: '2026-13-01' }, 'BUILD_DATE muss ein Datum JJJJ-MM-TT sein, nicht "2026-13-01" / BUILD_DATE must be a date YYYY-MM-DD, not "2026-13-01"'],
    [{ BUILD_DATE: '2026-02-30' }, 'BUILD_DATE muss ein Datum JJJJ-MM-TT sein, nicht "2026-02-30"'],
    [{ BUILD_DATE: '24.11.2026' }, 'BUILD_DATE must be a date YYYY-MM-DD, not "24.11.2026"'],
    [{ BUILD_DATE: '2026-11' }, 'BUILD_DATE must be a date YYYY-MM-DD, not "2026-11"'],
    [{ BUILD_DATE: 'morgen' }, 'BUILD_DATE must be a date YYYY-MM-DD, not "morgen"'],
    [{ MAX_CONDITIONS_AGE_DAYS: '0' }, 'MAX_CONDITIONS_AGE_DAYS muss eine ganze Zahl von 1 bis 365 sein, nicht "0"'],
    [{ MAX_CONDITIONS_AGE_DAYS: '366' }, 'MAX_CONDITIONS_AGE_DAYS must be a whole number from 1 to 365, not "366"'],
    [{ MAX_CONDITIONS_AGE_DAYS: '30.5' }, 'MAX_CONDITIONS_AGE_DAYS must be a whole number from 1 to 365, not "30.5"'],
    [{ MAX_CONDITIONS_AGE_DAYS: 'dreißig' }, 'MAX_CONDITIONS_AGE_DAYS must be a whole number from 1 to 365, not "dreißig"'],
    [{ PRERENDER_SUPABASE_URL: '127.0.0.1:43117' }, 'PRERENDER_SUPABASE_URL ist keine http(s)-URL: "127.0.0.1:43117" / PRERENDER_SUPABASE_URL is not an http(s) URL: "127.0.0.1:43117"'],
    [{ PRERENDER_SUPABASE_URL: 'keine url' }, 'PRERENDER_SUPABASE_URL is not an http(s) URL: "keine url"'],
    // Several problems: the first in the order mode, date, prerender backend.
    [{ SITE_MODE: 'x', BUILD_DATE: 'x', PRERENDER_SUPABASE_URL: 'x' }, 'SITE_MODE muss'],
    [{ BUILD_DATE: 'x', PRERENDER_SUPABASE_URL: 'x' }, 'BUILD_DATE muss'],
  ])('refuses %j with its message', (variables, message) => {
    expect(() => parseBuildEnv(variables, now)).toThrow(message);
  });
});
