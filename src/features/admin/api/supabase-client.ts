import { createClient, FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import { env } from '@/config/env';
import { OPERATOR_SESSION_STORAGE_KEY } from '@/config/storage-keys';

let client: SupabaseClient | undefined;

/**
 * The console's own client: loaded on demand, so no other page carries supabase-js. The session
 * lives in sessionStorage (it ends with the tab) and is refreshed before its access token expires.
 */
export function getSupabaseClient(): SupabaseClient {
  client ??= createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      persistSession: true,
      storage: window.sessionStorage,
      storageKey: OPERATOR_SESSION_STORAGE_KEY,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });
  return client;
}

/** A function's failure body, {success: false, error}: the error when it says something. */
const failureBodySchema = v.union([
  v.object({ error: v.pipe(v.string(), v.check((error) => error.trim() !== '')) }),
  v.pipe(
    v.object({ success: v.literal(false) }),
    v.transform(() => ({ error: 'Unbekannter Fehler' })),
  ),
]);

async function describeHttpError(response: Response): Promise<string> {
  const body = v.safeParse(failureBodySchema, await response.json().catch(() => null));
  if (body.success) return body.output.error;
  if (response.status === 401 || response.status === 403) return 'Keine Berechtigung: Bitte melden Sie sich mit einem Konto der Redaktion oder Administration an.';
  return `Die Funktion antwortete mit HTTP ${response.status}.`;
}

/**
 * Calls an edge function with the signed-in operator's access token (supabase-js sends the
 * session's token instead of the anon key); every failure becomes an Error with a readable message.
 */
export async function invokeFunction(name: string, body?: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
  const { data, error } = await getSupabaseClient().functions.invoke<unknown>(name, { body, method });
  if (!error) return data;
  if (error instanceof FunctionsHttpError) throw new Error(await describeHttpError(error.context as Response));
  if (error instanceof FunctionsFetchError) throw new Error(`Die Funktion ${name} ist nicht erreichbar.`);
  throw new Error(error.message || 'Unbekannter Fehler');
}

/** What a failed RPC reports: PostgREST's error code and the HTTP status (0 without an answer). */
export class RpcError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.status = status;
  }
}

export async function callRpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error, status } = await getSupabaseClient().rpc(name, args);
  if (error) throw new RpcError(error.code ?? '', status, error.message);
  return data;
}
