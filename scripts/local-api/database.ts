import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { rootDir } from '../lib/paths.ts';

export interface LocalDatabaseOptions {
  /** Load supabase/seed.sql (default true). */
  seed?: boolean;
  /** Extra SQL run as the database owner after the seed, e.g. test fixtures. */
  extraSql?: readonly string[];
}

const migrationsDir = path.join(rootDir, 'supabase/migrations');

/**
 * What a hosted Supabase project has before the first migration: the API roles, their schema access
 * and Supabase's default privileges, which give anon and authenticated everything on each new table,
 * sequence and function in public. The local stack is therefore as permissive as production, and only
 * the migrations tighten it. Migrations run as postgres, which owns what they create. A fresh public
 * schema is empty, so there are no existing objects to grant on.
 */
export const SUPABASE_ROLES_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
`;

/**
 * Supabase's `auth` schema as far as policies and the local Auth endpoints need it: users with bcrypt
 * passwords and app/user metadata, sessions and refresh tokens, and auth.uid(), auth.role(), auth.jwt()
 * with Supabase's definitions, which read the claims PostgREST puts into `request.jwt.claims`. Password
 * hashing (pgcrypto's crypt) is loaded by the local API only, so this SQL also runs on a bare PGlite.
 */
const SUPABASE_AUTH_SQL = `
  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;

  create table auth.users (
    instance_id uuid,
    id uuid primary key default gen_random_uuid(),
    aud varchar(255) default 'authenticated',
    role varchar(255) default 'authenticated',
    email varchar(255) unique,
    encrypted_password varchar(255),
    email_confirmed_at timestamptz,
    last_sign_in_at timestamptz,
    raw_app_meta_data jsonb not null default '{}',
    raw_user_meta_data jsonb not null default '{}',
    is_anonymous boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );

  create table auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    created_at timestamptz not null default now()
  );

  create table auth.refresh_tokens (
    id bigint generated always as identity primary key,
    token varchar(255) not null unique,
    user_id uuid not null references auth.users (id) on delete cascade,
    session_id uuid not null references auth.sessions (id) on delete cascade,
    revoked boolean not null default false,
    created_at timestamptz not null default now()
  );

  create function auth.uid() returns uuid language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    )::uuid
  $$;

  create function auth.role() returns text language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    )::text
  $$;

  create function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
  $$;

  grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;
`;

export async function migrationFiles(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => path.join(migrationsDir, file));
}

/** Roles, every migration in order, then (optionally) the seed: the same steps as `supabase db reset`. */
export async function applySchema(db: PGliteInterface, { seed = true, extraSql = [] }: LocalDatabaseOptions = {}): Promise<void> {
  await db.exec(SUPABASE_ROLES_SQL + SUPABASE_AUTH_SQL);
  for (const file of await migrationFiles()) {
    try {
      await db.exec(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`Migration ${path.basename(file)} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  if (seed) await db.exec(await readFile(path.join(rootDir, 'supabase/seed.sql'), 'utf8'));
  for (const sql of extraSql) await db.exec(sql);
}

/**
 * An in-memory Postgres with the project's schema and pgcrypto (in `extensions`, where Supabase keeps
 * it) for the local Auth passwords. The session stays the database owner, like GoTrue's and
 * PostgREST's own login roles; the API switches every REST request to the caller's role with
 * `set local role` inside a transaction, so grants and RLS apply as in production.
 */
export async function createLocalDatabase(options: LocalDatabaseOptions = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  await db.exec('create schema if not exists extensions; create extension if not exists pgcrypto with schema extensions;');
  await applySchema(db, options);
  return db;
}
