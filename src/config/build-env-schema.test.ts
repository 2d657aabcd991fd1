import { describe, expect, it } from 'vitest';
import { parseBuildEnv } from '@/config/build-env-schema';

const now = new Date('2026-11-24T23:30:00Z');

describe('parseBuildEnv', () => {
  it.each([
    ['nothing set', {}, { siteMode: 'demo', buildDate: '2026-11-24', prerenderSupabaseUrl: null }],
    ['empty values', { SITE_MODE: '', BUILD_DATE: ' ', PRERENDER_SUPABASE_URL: '' }, { siteMode: 'demo', buildDate: '2026-11-24', prerenderSupabaseUrl: null }],
    ['demo', { SITE_MODE: 'demo' }, { siteMode: 'demo', buildDate: '2026-11-24', prerenderSupabaseUrl: null }],
    [
      'every value, trimmed',
      { SITE_MODE: ' production ', BUILD_DATE: ' 2027-01-01 ', PRERENDER_SUPABASE_URL: ' http://127.0.0.1:43117/ ', VITE_SITE_URL: 'ignored' },
      { siteMode: 'production', buildDate: '2027-01-01', prerenderSupabaseUrl: 'http://127.0.0.1:43117' },
    ],
    ['a leap day', { BUILD_DATE: '2028-02-29' }, { siteMode: 'demo', buildDate: '2028-02-29', prerenderSupabaseUrl: null }],
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
    [{ PRERENDER_SUPABASE_URL: '127.0.0.1:43117' }, 'PRERENDER_SUPABASE_URL ist keine http(s)-URL: "127.0.0.1:43117" / PRERENDER_SUPABASE_URL is not an http(s) URL: "127.0.0.1:43117"'],
    [{ PRERENDER_SUPABASE_URL: 'keine url' }, 'PRERENDER_SUPABASE_URL is not an http(s) URL: "keine url"'],
    // Several problems: the first in the order mode, date, prerender backend.
    [{ SITE_MODE: 'x', BUILD_DATE: 'x', PRERENDER_SUPABASE_URL: 'x' }, 'SITE_MODE muss'],
    [{ BUILD_DATE: 'x', PRERENDER_SUPABASE_URL: 'x' }, 'BUILD_DATE muss'],
  ])('refuses %j with its message', (variables, message) => {
    expect(() => parseBuildEnv(variables, now)).toThrow(message);
  });
});
