import { expect } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/config/local-backend';

/** Signs in through the local Auth (password grant), as supabase-js does, and returns the access token. */
export async function signIn(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
