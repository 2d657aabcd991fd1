/**
 * POST /rest/v1/rpc/<name> with PostgREST's semantics: named JSON arguments matched against the
 * function's parameter names, set-returning functions answer a JSON array, others a JSON value.
 * Argument types come from the catalogue and every value is bound, so a body cannot inject SQL.
 */
import type { Transaction } from '@electric-sql/pglite';
import { ApiError, parseError } from './postgrest-query.ts';

interface FunctionRow {
  names: string[];
  types: string[];
  required: number;
  returns_set: boolean;
  returns_void: boolean;
}

// Input parameters only (modes i, b, v); `returns table` columns are OUT parameters and are skipped.
const LOOKUP_SQL = `
  select
    coalesce(array(
      select a.name from unnest(coalesce(p.proargnames, array_fill(''::text, array[p.pronargs])), coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
        with ordinality as a(name, mode, position)
      where a.mode in ('i', 'b', 'v') order by a.position
    ), '{}') as names,
    array(select format_type(t.type, null) from unnest(p.proargtypes::oid[]) with ordinality as t(type, position) order by t.position) as types,
    p.pronargs - p.pronargdefaults as required,
    p.proretset as returns_set,
    p.prorettype = 'void'::regtype as returns_void
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

function notFound(name: string, keys: readonly string[]) {
  return new ApiError(404, {
    code: 'PGRST202',
    message: `Could not find the function public.${name.slice(0, 63)}(${keys.join(', ').slice(0, 200)}) in the schema cache`,
    details: null,
    hint: null,
  });
}

function bindValue(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (typeof value === 'object') throw parseError(`"a ${type} argument cannot be an object or array"`);
  return String(value);
}

export interface RpcResult {
  status: number;
  body?: string;
}

/** Runs the call inside the caller's transaction, so it executes under the caller's role and claims. */
export async function callRpc(tx: Transaction, name: string, body: unknown): Promise<RpcResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw parseError('"rpc arguments must be a JSON object"');
  const args = body as Record<string, unknown>;
  const keys = Object.keys(args).sort();
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw notFound(name, keys);

  const candidates = (await tx.query<FunctionRow>(LOOKUP_SQL, [name])).rows;
  const match = candidates.find((fn) => keys.every((key) => fn.names.includes(key)) && fn.names.slice(0, fn.required).every((arg) => keys.includes(arg)));
  if (!match) throw notFound(name, keys);

  const params: unknown[] = [];
  const argumentSql = match.names.flatMap((arg, index) => {
    if (!keys.includes(arg)) return [];
    params.push(bindValue(args[arg], match.types[index]!));
    return [`${ident(arg)} => $${params.length}::${match.types[index]}`];
  });
  const call = `public.${ident(name)}(${argumentSql.join(', ')})`;
  if (match.returns_void) {
    await tx.query(`select ${call}`, params);
    return { status: 204 };
  }
  const sql = match.returns_set ? `select coalesce(json_agg(t), '[]'::json)::text as body from ${call} t` : `select to_json(${call})::text as body`;
  const { rows } = await tx.query<{ body: string | null }>(sql, params);
  return { status: 200, body: rows[0]?.body ?? 'null' };
}
