import { createClient, FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

let client: SupabaseClient | undefined;

/** The admin page's own client: loaded on demand, so no other page carries supabase-js. */
function getSupabaseClient(): SupabaseClient {
  client ??= createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

async function describeHttpError(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object') {
    const { error, success } = body as { error?: unknown; success?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (success === false) return 'Unbekannter Fehler';
  }
  return `Die Funktion antwortete mit HTTP ${response.status}.`;
}

/** Calls an edge function; every failure becomes an Error with a readable message. */
export async function invokeFunction(name: string, body: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await getSupabaseClient().functions.invoke<unknown>(name, { body });
  if (!error) return data;
  if (error instanceof FunctionsHttpError) throw new Error(await describeHttpError(error.context as Response));
  if (error instanceof FunctionsFetchError) throw new Error(`Die Funktion ${name} ist nicht erreichbar.`);
  throw new Error(error.message || 'Unbekannter Fehler');
}
