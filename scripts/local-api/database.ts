import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
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

export async function migrationFiles(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => path.join(migrationsDir, file));
}

/** Roles, every migration in order, then (optionally) the seed: the same steps as `supabase db reset`. */
export async function applySchema(db: PGliteInterface, { seed = true, extraSql = [] }: LocalDatabaseOptions = {}): Promise<void> {
  await db.exec(SUPABASE_ROLES_SQL);
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
 * An in-memory Postgres with the project's schema whose session then runs as `anon`,
 * so every query the API makes is subject to the same grants and RLS as in production.
 */
export async function createAnonDatabase(options: LocalDatabaseOptions = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await applySchema(db, options);
  await db.exec('set role anon');
  return db;
}
