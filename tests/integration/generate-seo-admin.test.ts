import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';
import { startLocalApi, type LocalApi } from '../../scripts/local-api/server';
import { signIn } from './local-api-auth';

// generate-seo and trigger-rebuild ask the local Auth (GET /auth/v1/user) for the caller, as they ask Supabase Auth in production.
let api: LocalApi;
let adminToken: string;

beforeAll(async () => {
  api = await startLocalApi({ port: 0, announceUsers: false });
  adminToken = await signIn(api.url, 'admin@kreditsmart.test', 'demo-admin-2026');
});
afterAll(() => api.close());

describe('the console functions through the local API', () => {
  const generate = (token: string) =>
    fetch(`${api.url}/functions/v1/generate-seo`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ site: 'de' }),
    });

  it('refuses the anon key with 401', async () => {
    const response = await generate(LOCAL_ANON_KEY);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'Anmeldung erforderlich.' });
  });

  it('refuses a signed-in user without a console role with 403', async () => {
    const response = await generate(await signIn(api.url, 'ohne-rolle@kreditsmart.test', 'demo-ohne-rolle-2026'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: 'Keine Berechtigung.' });
  });

  it('generates the files for an editor', async () => {
    const response = await generate(await signIn(api.url, 'redaktion@kreditsmart.test', 'demo-redaktion-2026'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  });

  it('lets only admins ask trigger-rebuild, which without DEPLOY_HOOK_URL says so and offers no rebuild', async () => {
    const status = (token: string) => fetch(`${api.url}/functions/v1/trigger-rebuild`, { headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` } });
    const asAdmin = await status(adminToken);
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual({ configured: false });
    expect((await status(await signIn(api.url, 'redaktion@kreditsmart.test', 'demo-redaktion-2026'))).status).toBe(403);
    const rebuild = await fetch(`${api.url}/functions/v1/trigger-rebuild`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${adminToken}` } });
    expect(rebuild.status).toBe(503);
  });

  it('generates the files for an admin', async () => {
    const response = await generate(adminToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; files: Record<string, string> };
    expect(body.success).toBe(true);
    expect(Object.keys(body.files).sort()).toEqual(['llms.txt', 'robots.txt', 'security.txt', 'sitemap.xml']);
  });

  it('refuses a session that was signed out', async () => {
    const token = await signIn(api.url, 'admin@kreditsmart.test', 'demo-admin-2026');
    const logout = await fetch(`${api.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    expect((await generate(token)).status).toBe(401);
  });
});
