import { describe, expect, it } from 'vitest';
import { readAuthSettings } from './auth-settings';

describe('readAuthSettings', () => {
  it('falls back to the documented demo users and a one-hour token', () => {
    const settings = readAuthSettings({});
    expect(settings.accessTokenSeconds).toBe(3600);
    expect(settings.users.map((user) => [user.email, user.password, user.appMetadata])).toEqual([
      ['admin@kreditsmart.test', 'demo-admin-2026', { role: 'admin' }],
      ['redaktion@kreditsmart.test', 'demo-redaktion-2026', { role: 'editor' }],
      ['ohne-rolle@kreditsmart.test', 'demo-ohne-rolle-2026', {}],
    ]);
  });

  it('reads the variables, normalising the e-mail address and treating blanks as unset', () => {
    const settings = readAuthSettings({ LOCAL_ADMIN_EMAIL: ' Chefin@Example.TEST ', LOCAL_AUTH_JWT_EXPIRY: '5', LOCAL_EDITOR_PASSWORD: '  ' });
    expect(settings.users[0]!.email).toBe('chefin@example.test');
    expect(settings.accessTokenSeconds).toBe(5);
    expect(settings.users[1]!.password).toBe('demo-redaktion-2026');
  });

  it.each([
    ['LOCAL_ADMIN_EMAIL', 'kein-at-zeichen'],
    ['LOCAL_ADMIN_PASSWORD', 'kurz'],
    ['LOCAL_AUTH_JWT_EXPIRY', '0'],
    ['LOCAL_AUTH_JWT_EXPIRY', '1h'],
    ['LOCAL_EDITOR_EMAIL', 'admin@kreditsmart.test'],
    ['LOCAL_NO_ROLE_EMAIL', 'redaktion@kreditsmart.test'],
    ['LOCAL_NO_ROLE_PASSWORD', 'kurz'],
  ])('refuses %s=%s with a message naming the problem', (name, value) => {
    expect(() => readAuthSettings({ [name]: value })).toThrow(/ungültig|verschieden/);
  });
});
