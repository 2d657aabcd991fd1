-- Deny by default for everything later migrations create in public (security review 2026-11-23, F3).
-- A hosted Supabase project starts with
--   alter default privileges for role postgres in schema public grant all on tables/sequences/functions
--     to anon, authenticated, service_role;
-- so a new table that a migration forgets to lock down would be readable and writable with the public
-- anon key, and a new function callable through /rest/v1/rpc. From here on anon and authenticated get
-- nothing implicitly: each migration grants exactly what they need (as partners does) and enables RLS.
-- service_role keeps its defaults. Migrations run as postgres on hosted Supabase, hence `for role postgres`;
-- objects that supabase_admin creates (self-hosted setups) would need the same for that role.

alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;

-- EXECUTE for PUBLIC is a built-in global default, which a per-schema revoke cannot take back
-- (see ALTER DEFAULT PRIVILEGES in the PostgreSQL docs), so this one applies to every schema.
-- Without it anon could still call every new function through PUBLIC.
alter default privileges for role postgres revoke execute on functions from public;
