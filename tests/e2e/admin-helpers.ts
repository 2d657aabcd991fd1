import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** The local API's seeded operator accounts (see the README, "Operator console"). */
const ADMIN = { email: 'admin@kreditsmart.test', password: 'demo-admin-2026' } as const;
export const EDITOR = { email: 'redaktion@kreditsmart.test', password: 'demo-redaktion-2026' } as const;

const LOCAL_API = 'http://127.0.0.1:54321';
// The Supabase CLI's public local demo anon key (src/config/env.ts).
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

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
  const response = await request.post(`${LOCAL_API}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY },
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls an admin stats RPC as the admin. */
export async function adminRpc<T>(request: APIRequestContext, token: string, name: string, args: Record<string, string>): Promise<T> {
  const response = await request.post(`${LOCAL_API}/rest/v1/rpc/${name}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    data: args,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}
