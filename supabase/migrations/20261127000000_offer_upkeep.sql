-- Offer upkeep in the operator console (issue 36): roles, the date conditions were last checked,
-- consistent stored figures, one save path and an append-only history of every change.
--
-- Who may do what (the database enforces it, the console only follows):
--   editors and admins  (app_metadata.role 'editor' or 'admin', set only by the service role) read every
--                       offer and its history and change offers through save_partner and
--                       confirm_partner_conditions; they never get UPDATE on the table itself.
--   admins only         read the statistics (is_admin(), unchanged).
--   anyone else         reads active offers, as before.

create or replace function public.is_offer_editor()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('admin', 'editor')
$$;

comment on function public.is_offer_editor() is 'True when the caller''s JWT has app_metadata.role admin or editor (set only by the service role).';

-- Rows that exist before this migration get their creation time: nothing says they were checked later.
alter table public.partners add column conditions_checked_at timestamptz;
update public.partners set conditions_checked_at = created_at;
alter table public.partners
  alter column conditions_checked_at set default now(),
  alter column conditions_checked_at set not null,
  add column updated_at timestamptz not null default now();

comment on column public.partners.conditions_checked_at is 'When an editor last saved or confirmed the conditions; every public card shows its date.';
comment on column public.partners.updated_at is 'Last change of the row; save_partner compares it to refuse a save over someone else''s.';

create or replace function public.partners_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger partners_touch
  before update on public.partners
  for each row execute function public.partners_touch();

-- Not a second loan arithmetic: the app computes the figures from the schedule (src/lib/loan-math.ts). For a
-- fee-free monthly annuity the schedule's rate is the Sollzins compounded monthly (cent rounding: < 0.002 points),
-- the instalment the annuity to the cent, the last one off by ½ cent a month, compounded: 0.01 refuses typed figures.
create or replace function public.partner_example_is_consistent(example jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  amount numeric;
  i numeric;
  n numeric;
  growth numeric;
begin
  if jsonb_typeof(example) <> 'object' or exists (
    select 1 from unnest(array['net_loan_amount', 'borrowing_rate', 'term_months', 'effective_rate', 'monthly_instalment', 'total_amount']) key
    where jsonb_typeof(example -> key) is distinct from 'number'
  ) then
    return false;
  end if;
  amount := (example ->> 'net_loan_amount')::numeric;
  i := (example ->> 'borrowing_rate')::numeric / 1200;
  n := (example ->> 'term_months')::numeric;
  if amount <= 0 or i < 0 or n < 1 or n <> trunc(n) or n > 600 then
    return false;
  end if;
  growth := case when i = 0 then n else ((1 + i) ^ n - 1) / i end;
  return abs((example ->> 'effective_rate')::numeric - ((1 + i) ^ 12 - 1) * 100) <= 0.01
    and abs((example ->> 'monthly_instalment')::numeric - amount * (1 + i) ^ n / growth) <= 0.01
    and abs((example ->> 'total_amount')::numeric - n * (example ->> 'monthly_instalment')::numeric) <= 0.005 * growth + 0.01;
end;
$$;

comment on function public.partner_example_is_consistent(jsonb) is
  'True when a representative example''s effective rate, instalment and total follow from its Sollzins, within rounding.';

-- Named so that they sort after the CHECKs they refine: Postgres tests CHECKs in name order and reports the first.
alter table public.partners
  add constraint partners_two_thirds_rate_from_sollzins check (
    effective_rate_two_thirds is null or borrowing_rate_two_thirds is null
    or abs(effective_rate_two_thirds - ((1 + borrowing_rate_two_thirds / 1200) ^ 12 - 1) * 100) <= 0.01
  ),
  add constraint partners_example_schedule check (
    representative_example is null or public.partner_example_is_consistent(representative_example)
  );

-- Every insert, update and delete of an offer, with who made it and the changed columns' old and new values.
create table public.partner_changes (
  id bigint generated always as identity primary key,
  partner_id uuid not null,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  changed_at timestamptz not null default now(),
  -- auth.uid() and the e-mail of the signed-in caller; both null for SQL and the service role.
  actor_id uuid,
  actor_email text,
  changed_columns text[] not null,
  old_values jsonb,
  new_values jsonb
);

comment on table public.partner_changes is 'Append-only history of public.partners, written by trigger; editors and admins read it.';

create index partner_changes_partner_time_idx on public.partner_changes (partner_id, changed_at desc, id desc);

create or replace function public.partners_record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- updated_at changes with every update and says nothing the time of the entry does not.
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'updated_at' end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'updated_at' end;
  changed text[];
begin
  select coalesce(array_agg(key order by key), '{}') into changed
  from jsonb_object_keys(coalesce(after_row, before_row)) as key
  where before_row -> key is distinct from after_row -> key;
  if cardinality(changed) = 0 then
    return null;
  end if;
  insert into public.partner_changes (partner_id, operation, actor_id, actor_email, changed_columns, old_values, new_values)
  values (
    (coalesce(after_row, before_row) ->> 'id')::uuid,
    lower(tg_op),
    auth.uid(),
    auth.jwt() ->> 'email',
    changed,
    (select jsonb_object_agg(key, before_row -> key) from unnest(changed) key where before_row is not null),
    (select jsonb_object_agg(key, after_row -> key) from unnest(changed) key where after_row is not null)
  );
  return null;
end;
$$;

create trigger partners_record_change
  after insert or update or delete on public.partners
  for each row execute function public.partners_record_change();

create or replace function public.partner_changes_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'partner changes are append-only' using errcode = '55000';
end;
$$;

create trigger partner_changes_no_update_or_delete
  before update or delete on public.partner_changes
  for each row execute function public.partner_changes_append_only();

create trigger partner_changes_no_truncate
  before truncate on public.partner_changes
  for each statement execute function public.partner_changes_append_only();

alter table public.partner_changes enable row level security;
-- Nobody writes it but the trigger (which runs as the table owner); the service role only reads.
revoke all on table public.partner_changes from anon, authenticated, service_role;
grant select on table public.partner_changes to authenticated, service_role;

create policy "Offer editors read the change history"
  on public.partner_changes for select to authenticated
  using ((select public.is_offer_editor()));

create policy "Offer editors read every partner"
  on public.partners for select to authenticated
  using ((select public.is_offer_editor()));

-- One statement, so a refused save changes nothing; every column but identity and bookkeeping is editable, so a
-- later condition column needs no change here. amount_range and apr_from are rendered as their CHECKs expect;
-- p_expected_updated_at refuses a save over a change made meanwhile (PT409).
create or replace function public.save_partner(p_id uuid, p_changes jsonb, p_expected_updated_at timestamptz default null)
returns public.partners
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  fixed constant text[] := array['id', 'brand_id', 'category', 'created_at', 'updated_at', 'conditions_checked_at'];
  current_row public.partners;
  next_row public.partners;
  saved public.partners;
  not_editable text;
  assignments text;
begin
  if not public.is_offer_editor() then
    raise exception 'only editors and admins may change offers' using errcode = '42501';
  end if;
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' then
    raise exception 'p_changes must be a JSON object' using errcode = '22023';
  end if;
  select string_agg(format('%I = ($2).%I', a.attname, a.attname), ', ') into assignments
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.partners'::regclass and a.attnum > 0 and not a.attisdropped and a.attname <> all (fixed);
  select key into not_editable from jsonb_object_keys(p_changes) key
  where key = any (fixed) or not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = 'public.partners'::regclass and a.attname = key and a.attnum > 0 and not a.attisdropped
  )
  limit 1;
  if not_editable is not null then
    raise exception 'column % cannot be changed here', not_editable using errcode = '22023';
  end if;
  select * into current_row from public.partners where id = p_id for update;
  if not found then
    raise exception 'no offer with this id' using errcode = 'PT404';
  end if;
  if p_expected_updated_at is not null and current_row.updated_at <> p_expected_updated_at then
    raise exception 'the offer was changed after it was loaded' using errcode = 'PT409';
  end if;

  next_row := jsonb_populate_record(current_row, p_changes);
  if next_row.min_amount is not null and next_row.max_amount is not null then
    next_row.amount_range := translate(to_char(next_row.min_amount, 'FM999,999,999,990'), ',', '.') || ' € – '
      || translate(to_char(next_row.max_amount, 'FM999,999,999,990'), ',', '.') || ' €';
  end if;
  if next_row.effective_rate_min is not null then
    next_row.apr_from := translate(to_char(next_row.effective_rate_min, 'FM990.00'), '.', ',') || ' %';
  end if;

  execute format('update public.partners set %s, conditions_checked_at = now() where id = $1 returning *', assignments)
  using p_id, next_row into saved;
  return saved;
end;
$$;

comment on function public.save_partner(uuid, jsonb, timestamptz) is
  'Editors and admins: changes the given columns of one offer and marks its conditions checked now. 42501, 22023, PT404, PT409, 23514.';

create or replace function public.confirm_partner_conditions(p_id uuid, p_expected_updated_at timestamptz default null)
returns public.partners
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.partners;
begin
  if not public.is_offer_editor() then
    raise exception 'only editors and admins may confirm conditions' using errcode = '42501';
  end if;
  update public.partners p set conditions_checked_at = now()
  where p.id = p_id and (p_expected_updated_at is null or p.updated_at = p_expected_updated_at)
  returning * into saved;
  if not found then
    if exists (select 1 from public.partners p where p.id = p_id) then
      raise exception 'the offer was changed after it was loaded' using errcode = 'PT409';
    end if;
    raise exception 'no offer with this id' using errcode = 'PT404';
  end if;
  return saved;
end;
$$;

comment on function public.confirm_partner_conditions(uuid, timestamptz) is
  'Editors and admins: records that an offer''s unchanged conditions were checked now.';

revoke all on function public.is_offer_editor() from public, anon;
grant execute on function public.is_offer_editor() to authenticated, service_role;

revoke all on function public.save_partner(uuid, jsonb, timestamptz) from public, anon;
grant execute on function public.save_partner(uuid, jsonb, timestamptz) to authenticated, service_role;
revoke all on function public.confirm_partner_conditions(uuid, timestamptz) from public, anon;
grant execute on function public.confirm_partner_conditions(uuid, timestamptz) to authenticated, service_role;

-- Used by a CHECK, so whoever may write partners directly (the service role) needs it.
revoke all on function public.partner_example_is_consistent(jsonb) from public, anon, authenticated;
grant execute on function public.partner_example_is_consistent(jsonb) to service_role;

revoke all on function public.partners_touch() from public, anon, authenticated;
revoke all on function public.partners_record_change() from public, anon, authenticated;
revoke all on function public.partner_changes_append_only() from public, anon, authenticated;
