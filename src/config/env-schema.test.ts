import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('falls back to the local backend and the public site without any variable', () => {
    expect(parseEnv({})).toMatchObject({ supabaseUrl: 'http://127.0.0.1:54321', gtmId: null, siteUrl: 'https://www.kreditvergleich-smart.de' });
    expect(parseEnv({}).supabaseAnonKey).toMatch(/^eyJ/);
  });

  it('trims the values and drops trailing slashes from the URLs', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: ' https://ref.supabase.co/ ',
      VITE_SUPABASE_ANON_KEY: ' anon-key ',
      VITE_GTM_ID: ' GTM-AB12CD ',
      VITE_SITE_URL: 'https://www.example.de/de//',
      BASE_URL: '/',
    });
    expect(env).toEqual({ supabaseUrl: 'https://ref.supabase.co', supabaseAnonKey: 'anon-key', gtmId: 'GTM-AB12CD', siteUrl: 'https://www.example.de/de' });
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'keine url' }, 'VITE_SUPABASE_URL ist keine gültige URL: "keine url"'],
    [{ VITE_SUPABASE_URL: 'ftp://ref.example', VITE_SUPABASE_ANON_KEY: 'k' }, 'VITE_SUPABASE_URL muss mit http:// oder https:// beginnen: "ftp://ref.example"'],
    [{ VITE_SUPABASE_URL: 'https://ref.supabase.co' }, 'VITE_SUPABASE_URL ist gesetzt, aber VITE_SUPABASE_ANON_KEY fehlt.'],
    [{ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: '  ' }, 'VITE_SUPABASE_URL ist gesetzt, aber VITE_SUPABASE_ANON_KEY fehlt.'],
    [{ VITE_GTM_ID: 'UA-12345' }, 'VITE_GTM_ID hat nicht die Form GTM-XXXXXXX: "UA-12345"'],
    [{ VITE_SITE_URL: 'mailto:info@example.de' }, 'VITE_SITE_URL muss mit http:// oder https:// beginnen: "mailto:info@example.de"'],
    // Several problems: the first in the order backend URL, its key, container, site URL.
    [{ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_GTM_ID: 'x', VITE_SITE_URL: 'x' }, 'VITE_SUPABASE_URL ist gesetzt, aber VITE_SUPABASE_ANON_KEY fehlt.'],
  ])('refuses %j with its message', (variables, message) => {
    expect(() => parseEnv(variables)).toThrow(message);
  });
});
