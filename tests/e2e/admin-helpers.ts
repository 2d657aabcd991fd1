import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../../src/config/local-backend';
import { waitForHydration } from './helpers';

/** The local API's seeded operator accounts (docs/operations.md, "Local demo accounts"). */
export const ADMIN = { email: 'admin@kreditsmart.test', password: 'demo-admin-2026' } as const;
export const EDITOR = { email: 'redaktion@kreditsmart.test', password: 'demo-redaktion-2026' } as const;
export const NO_ROLE = { email: 'ohne-rolle@kreditsmart.test', password: 'demo-ohne-rolle-2026' } as const;

export async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'Anmelden' });
  // Enabled once the session check has run (the prerendered form cannot submit).
  await expect(submit).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await submit.click();
}

export async function signInAsAdmin(page: Page) {
  await fillSignIn(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

/** An admin access token straight from the local Auth endpoint, for checks the UI does not show. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${LOCAL_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls an admin stats RPC as the admin. */
export async function adminRpc<T>(request: APIRequestContext, token: string, name: string, args: Record<string, string>): Promise<T> {
  const response = await request.post(`${LOCAL_SUPABASE_URL}/rest/v1/rpc/${name}`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` },
    data: args,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}
