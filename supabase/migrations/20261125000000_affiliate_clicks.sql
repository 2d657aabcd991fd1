-- Operator console: affiliate clicks, conversions and the statistics the /admin console reads.
--
-- Who may do what (the database enforces it, the UI only follows):
--   anon, authenticated  may only call record_affiliate_click; they cannot read or write the tables.
--   service_role         records conversions (the affiliate-postback edge function).
--   admins               read statistics. An admin is a signed-in user whose JWT carries
--                        app_metadata.role = 'admin'. app_metadata is writable only with the service
--                        role (or SQL on auth.users), never by the user, so the claim can be trusted.
--
-- Per click we keep partner, product, page path, a random click_id and the time. No IP address, user
-- agent, referrer or user id: the statistics do not need them (data minimisation).

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

comment on function public.is_admin() is 'True when the caller''s JWT has app_metadata.role = admin (set only by the service role).';

-- Same product list as partnerCategories in src/entities/partner/model.ts, without 'comparison',
-- which is a kind of partner, not a product a visitor applies for.
create table public.affiliate_clicks (
  id bigint generated always as identity primary key,
  click_id uuid not null unique,
  brand_id text not null,
  product text not null,
  page_path text not null,
  clicked_at timestamptz not null default now(),
  is_sample boolean not null default false,

  constraint affiliate_clicks_brand_id_format check (brand_id ~ '^[a-z0-9][a-z0-9-]*$' and length(brand_id) <= 64),
  constraint affiliate_clicks_product_check check (
    product in ('ratenkredit', 'kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'sparkonto')
  ),
  -- A path of this site: lower-case slugs, no query, fragment, host or dot segments.
  constraint affiliate_clicks_page_path_format check (
    length(page_path) <= 200 and page_path ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$'
  )
);

comment on table public.affiliate_clicks is 'One row per affiliate click; no personal data. Written only through record_affiliate_click.';
comment on column public.affiliate_clicks.is_sample is 'Demo data from supabase/seed.sql; never real traffic.';

-- Serves the rate bound in record_affiliate_click: recent clicks of one partner.
create index affiliate_clicks_brand_time_idx on public.affiliate_clicks (brand_id, clicked_at);

create table public.affiliate_conversions (
  id bigint generated always as identity primary key,
  order_id text not null unique,
  click_id uuid not null,
  brand_id text,
  commission numeric(12, 2) not null check (commission >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  unknown_click boolean not null,
  received_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  -- Copied from the click, so statistics attribute a conversion to its click's day and page without a join.
  click_day date,
  page_path text,

  constraint affiliate_conversions_order_id_format check (order_id ~ '^[A-Za-z0-9._-]{1,100}$'),
  constraint affiliate_conversions_attribution check (
    (unknown_click and brand_id is null and click_day is null and page_path is null)
    or (not unknown_click and brand_id is not null and click_day is not null and page_path is not null)
  )
);

comment on table public.affiliate_conversions is 'Conversions reported by the affiliate network, one per order_id; unknown_click when no recorded click matches.';

-- Counted conversions (pending or approved) per Berlin day, partner and page, kept by trigger so the
-- statistics never scan the conversions. A conversion of an unknown click is filed under the day it was
-- received, with '' for partner and page.
create table public.affiliate_conversion_daily (
  day date not null,
  unknown_click boolean not null,
  brand_id text not null,
  page_path text not null,
  conversions bigint not null default 0,
  revenue numeric(14, 2) not null default 0,
  primary key (day, unknown_click, brand_id, page_path)
);

comment on table public.affiliate_conversion_daily is 'Pending and approved conversions per Europe/Berlin day of their click, partner and page; EUR revenue. Maintained by trigger.';

create or replace function public.affiliate_conversion_daily_add(v public.affiliate_conversions, sign integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.affiliate_conversion_daily as d (day, unknown_click, brand_id, page_path, conversions, revenue)
  values (
    case when v.unknown_click then (v.received_at at time zone 'Europe/Berlin')::date else v.click_day end,
    v.unknown_click, coalesce(v.brand_id, ''), coalesce(v.page_path, ''), sign,
    case when v.currency = 'EUR' then sign * v.commission else 0 end
  )
  on conflict (day, unknown_click, brand_id, page_path) do update
    set conversions = d.conversions + excluded.conversions, revenue = d.revenue + excluded.revenue
$$;

-- A status change moves a conversion in or out of the counts; a new commission replaces the old one.
create or replace function public.affiliate_conversion_daily_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status in ('pending', 'approved') then
    perform public.affiliate_conversion_daily_add(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status in ('pending', 'approved') then
    perform public.affiliate_conversion_daily_add(new, 1);
  end if;
  return null;
end;
$$;

create trigger affiliate_conversions_roll_up
  after insert or update or delete on public.affiliate_conversions
  for each row execute function public.affiliate_conversion_daily_apply();

-- Daily roll-up of clicks (Berlin days) so the console's 90-day statistics read a few thousand rows
-- instead of every click. Maintained by a statement trigger, which also covers bulk inserts.
create table public.affiliate_click_daily (
  day date not null,
  brand_id text not null,
  page_path text not null,
  clicks bigint not null default 0,
  sample_clicks bigint not null default 0,
  primary key (day, brand_id, page_path)
);

comment on table public.affiliate_click_daily is 'Clicks per Europe/Berlin day, partner and page; maintained by trigger from affiliate_clicks.';

create or replace function public.affiliate_click_daily_add()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.affiliate_click_daily as d (day, brand_id, page_path, clicks, sample_clicks)
  select (n.clicked_at at time zone 'Europe/Berlin')::date, n.brand_id, n.page_path, count(*), count(*) filter (where n.is_sample)
  from new_clicks n
  group by 1, 2, 3
  on conflict (day, brand_id, page_path) do update
    set clicks = d.clicks + excluded.clicks, sample_clicks = d.sample_clicks + excluded.sample_clicks;
  return null;
end;
$$;

create trigger affiliate_clicks_roll_up
  after insert on public.affiliate_clicks
  referencing new table as new_clicks
  for each statement execute function public.affiliate_click_daily_add();

-- Clicks are never updated or deleted through the API; a manual delete must not leave the roll-up too high.
create or replace function public.affiliate_click_daily_remove()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.affiliate_click_daily d
  set clicks = d.clicks - o.clicks, sample_clicks = d.sample_clicks - o.sample_clicks
  from (
    select (c.clicked_at at time zone 'Europe/Berlin')::date as day, c.brand_id, c.page_path,
           count(*) as clicks, count(*) filter (where c.is_sample) as sample_clicks
    from old_clicks c group by 1, 2, 3
  ) o
  where d.day = o.day and d.brand_id = o.brand_id and d.page_path = o.page_path;
  return null;
end;
$$;

create trigger affiliate_clicks_roll_down
  after delete on public.affiliate_clicks
  referencing old table as old_clicks
  for each statement execute function public.affiliate_click_daily_remove();

create or replace function public.affiliate_clicks_no_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'affiliate clicks are append-only' using errcode = '55000';
end;
$$;

create trigger affiliate_clicks_append_only
  before update on public.affiliate_clicks
  for each row execute function public.affiliate_clicks_no_update();

alter table public.affiliate_clicks enable row level security;
alter table public.affiliate_conversions enable row level security;
alter table public.affiliate_click_daily enable row level security;
alter table public.affiliate_conversion_daily enable row level security;

revoke all on table public.affiliate_clicks, public.affiliate_conversions, public.affiliate_click_daily, public.affiliate_conversion_daily
  from anon, authenticated;
grant select on table public.affiliate_clicks, public.affiliate_conversions, public.affiliate_click_daily, public.affiliate_conversion_daily
  to authenticated;
grant all on table public.affiliate_clicks, public.affiliate_conversions, public.affiliate_click_daily, public.affiliate_conversion_daily
  to service_role;

-- `(select …)` lets Postgres evaluate the claim once per query instead of once per row.
create policy "Admins read clicks" on public.affiliate_clicks for select to authenticated using ((select public.is_admin()));
create policy "Admins read conversions" on public.affiliate_conversions for select to authenticated using ((select public.is_admin()));
create policy "Admins read daily clicks" on public.affiliate_click_daily for select to authenticated using ((select public.is_admin()));
create policy "Admins read daily conversions" on public.affiliate_conversion_daily for select to authenticated using ((select public.is_admin()));

-- At most this many clicks per partner within any 60 seconds are counted; more are acknowledged
-- (false) but not stored, so a script cannot inflate a partner's figures. Repeated click_ids are ignored.
create or replace function public.record_affiliate_click(p_click_id uuid, p_brand_id text, p_product text, p_page_path text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_clicks_per_brand_minute constant integer := 120;
  inserted integer;
begin
  if p_click_id is null then
    raise exception 'click_id is required' using errcode = '22023';
  end if;
  if p_brand_id is null or length(p_brand_id) > 64 or p_brand_id !~ '^[a-z0-9][a-z0-9-]*$' then
    raise exception 'brand_id is malformed' using errcode = '22023';
  end if;
  if p_product is null or p_product not in ('ratenkredit', 'kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'sparkonto') then
    raise exception 'product is not a partner category' using errcode = '22023';
  end if;
  if p_page_path is null or length(p_page_path) > 200 or p_page_path !~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' then
    raise exception 'page_path is not a site path' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.partners p
    where p.brand_id = p_brand_id and p.is_active and p.category in (p_product, 'comparison')
  ) then
    raise exception 'brand_id is not an active partner for this product' using errcode = '22023';
  end if;

  if exists (select 1 from public.affiliate_clicks c where c.click_id = p_click_id) then
    return false;
  end if;
  if (
    select count(*) from (
      select 1 from public.affiliate_clicks c
      where c.brand_id = p_brand_id and c.clicked_at > now() - interval '60 seconds'
      limit max_clicks_per_brand_minute
    ) recent
  ) >= max_clicks_per_brand_minute then
    return false;
  end if;

  insert into public.affiliate_clicks (click_id, brand_id, product, page_path)
  values (p_click_id, p_brand_id, p_product, p_page_path)
  on conflict (click_id) do nothing;
  get diagnostics inserted = row_count;
  return inserted = 1;
end;
$$;

comment on function public.record_affiliate_click(uuid, text, text, text) is
  'Records one affiliate click; false for a repeated click_id or above 120 clicks per partner per minute. 22023 on malformed input.';

-- Idempotent per order_id: the network may repeat a postback (retries, status changes); a repeat
-- updates status and commission and never adds a second conversion.
create or replace function public.record_affiliate_conversion(
  p_order_id text, p_click_id uuid, p_commission numeric, p_currency text, p_status text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  click record;
  is_repeat boolean;
  is_unknown boolean;
begin
  if p_order_id is null or p_order_id !~ '^[A-Za-z0-9._-]{1,100}$' then
    raise exception 'order_id is malformed' using errcode = '22023';
  end if;
  if p_click_id is null then
    raise exception 'click_id is required' using errcode = '22023';
  end if;
  if p_commission is null or p_commission < 0 or p_commission >= 10000000000 or p_commission <> round(p_commission, 2) then
    raise exception 'commission must be a non-negative amount with at most two decimals' using errcode = '22023';
  end if;
  if p_currency is null or p_currency !~ '^[A-Z]{3}$' then
    raise exception 'currency must be an ISO 4217 code' using errcode = '22023';
  end if;
  if p_status is null or p_status not in ('pending', 'approved', 'rejected') then
    raise exception 'status must be pending, approved or rejected' using errcode = '22023';
  end if;

  select c.brand_id, (c.clicked_at at time zone 'Europe/Berlin')::date as day, c.page_path
  into click
  from public.affiliate_clicks c where c.click_id = p_click_id;

  insert into public.affiliate_conversions as v
    (order_id, click_id, brand_id, commission, currency, status, unknown_click, click_day, page_path)
  values (p_order_id, p_click_id, click.brand_id, p_commission, p_currency, p_status, click.brand_id is null, click.day, click.page_path)
  on conflict (order_id) do update
    set commission = excluded.commission, currency = excluded.currency, status = excluded.status, updated_at = now()
  returning (v.xmax <> 0), v.unknown_click into is_repeat, is_unknown;

  return jsonb_build_object('duplicate', is_repeat, 'unknown_click', is_unknown);
end;
$$;

comment on function public.record_affiliate_conversion(text, uuid, numeric, text, text) is
  'Upserts a conversion by order_id (service role only); returns {duplicate, unknown_click}.';

-- Shared checks of every statistics function: admin only, a sane Berlin-day range.
create or replace function public.admin_stats_check(p_from date, p_to date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only admins may read affiliate statistics' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 365 then
    raise exception 'the range must run from p_from to p_to (inclusive), at most 366 days' using errcode = '22023';
  end if;
end;
$$;

-- Conversions count when pending or approved; revenue is their commission in EUR (other currencies
-- are counted as conversions but not added to the EUR revenue). A conversion belongs to the Berlin day,
-- partner and page of its click. Conversions with an unknown click count in totals and daily figures
-- on the Berlin day they were received, and in no partner or page row.
create or replace function public.admin_stats_conversions(p_from date, p_to date)
returns table (day date, brand_id text, page_path text, conversions bigint, revenue numeric)
language sql
stable
set search_path = ''
as $$
  select d.day, nullif(d.brand_id, ''), nullif(d.page_path, ''), d.conversions, d.revenue
  from public.affiliate_conversion_daily d
  where d.day between p_from and p_to and d.conversions <> 0
$$;

create or replace function public.admin_stats_rate(p_conversions bigint, p_clicks bigint)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_clicks, 0) = 0 then 0::numeric else round(p_conversions * 100.0 / p_clicks, 2) end
$$;

create or replace function public.admin_stats_totals(p_from date, p_to date)
returns table (clicks bigint, conversions bigint, revenue numeric, conversion_rate numeric, sample_clicks bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.admin_stats_check(p_from, p_to);
  return query
  with c as (
    select coalesce(sum(d.clicks), 0)::bigint as clicks, coalesce(sum(d.sample_clicks), 0)::bigint as sample_clicks
    from public.affiliate_click_daily d where d.day between p_from and p_to
  ), v as (
    select coalesce(sum(x.conversions), 0)::bigint as conversions, coalesce(sum(x.revenue), 0)::numeric(14, 2) as revenue
    from public.admin_stats_conversions(p_from, p_to) x
  )
  select c.clicks, v.conversions, v.revenue, public.admin_stats_rate(v.conversions, c.clicks), c.sample_clicks
  from c cross join v;
end;
$$;

create or replace function public.admin_stats_daily(p_from date, p_to date)
returns table (day date, clicks bigint, conversions bigint, revenue numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.admin_stats_check(p_from, p_to);
  return query
  with days as (
    select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g
  ), c as (
    select d.day, sum(d.clicks)::bigint as clicks from public.affiliate_click_daily d
    where d.day between p_from and p_to group by d.day
  ), v as (
    select x.day, sum(x.conversions) as conversions, sum(x.revenue) as revenue
    from public.admin_stats_conversions(p_from, p_to) x group by x.day
  )
  select days.day, coalesce(c.clicks, 0)::bigint, coalesce(v.conversions, 0)::bigint, coalesce(v.revenue, 0)::numeric(14, 2)
  from days left join c on c.day = days.day left join v on v.day = days.day
  order by days.day;
end;
$$;

create or replace function public.admin_stats_by_partner(p_from date, p_to date)
returns table (brand_id text, partner_name text, clicks bigint, conversions bigint, revenue numeric, conversion_rate numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.admin_stats_check(p_from, p_to);
  return query
  with c as (
    select d.brand_id, sum(d.clicks)::bigint as clicks from public.affiliate_click_daily d
    where d.day between p_from and p_to group by d.brand_id
  ), v as (
    select x.brand_id, sum(x.conversions) as conversions, sum(x.revenue) as revenue
    from public.admin_stats_conversions(p_from, p_to) x where x.brand_id is not null group by x.brand_id
  ), names as (
    select p.brand_id, min(p.name) as name from public.partners p group by p.brand_id
  )
  select b.brand_id, coalesce(names.name, b.brand_id), b.clicks, b.conversions, b.revenue, public.admin_stats_rate(b.conversions, b.clicks)
  from (
    select coalesce(c.brand_id, v.brand_id) as brand_id, coalesce(c.clicks, 0)::bigint as clicks,
           coalesce(v.conversions, 0)::bigint as conversions, coalesce(v.revenue, 0)::numeric(14, 2) as revenue
    from c full join v on v.brand_id = c.brand_id
  ) b
  left join names on names.brand_id = b.brand_id
  order by b.clicks desc, b.brand_id;
end;
$$;

create or replace function public.admin_stats_by_page(p_from date, p_to date)
returns table (page_path text, clicks bigint, conversions bigint, revenue numeric, conversion_rate numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.admin_stats_check(p_from, p_to);
  return query
  with c as (
    select d.page_path, sum(d.clicks)::bigint as clicks from public.affiliate_click_daily d
    where d.day between p_from and p_to group by d.page_path
  ), v as (
    select x.page_path, sum(x.conversions) as conversions, sum(x.revenue) as revenue
    from public.admin_stats_conversions(p_from, p_to) x where x.page_path is not null group by x.page_path
  )
  select b.page_path, b.clicks, b.conversions, b.revenue, public.admin_stats_rate(b.conversions, b.clicks)
  from (
    select coalesce(c.page_path, v.page_path) as page_path, coalesce(c.clicks, 0)::bigint as clicks,
           coalesce(v.conversions, 0)::bigint as conversions, coalesce(v.revenue, 0)::numeric(14, 2) as revenue
    from c full join v on v.page_path = c.page_path
  ) b
  order by b.clicks desc, b.page_path;
end;
$$;

-- Functions are closed to PUBLIC by the default privileges; open exactly what the API needs.
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

revoke all on function public.record_affiliate_click(uuid, text, text, text) from public;
grant execute on function public.record_affiliate_click(uuid, text, text, text) to anon, authenticated, service_role;

revoke all on function public.record_affiliate_conversion(text, uuid, numeric, text, text) from public, anon, authenticated;
grant execute on function public.record_affiliate_conversion(text, uuid, numeric, text, text) to service_role;

revoke all on function public.affiliate_click_daily_add() from public, anon, authenticated;
revoke all on function public.affiliate_click_daily_remove() from public, anon, authenticated;
revoke all on function public.affiliate_clicks_no_update() from public, anon, authenticated;
revoke all on function public.affiliate_conversion_daily_add(public.affiliate_conversions, integer) from public, anon, authenticated;
revoke all on function public.affiliate_conversion_daily_apply() from public, anon, authenticated;

-- Helpers of the statistics functions, which run as the caller: authenticated needs them, the checks decide.
revoke all on function public.admin_stats_check(date, date) from public, anon;
revoke all on function public.admin_stats_conversions(date, date) from public, anon;
revoke all on function public.admin_stats_rate(bigint, bigint) from public, anon;
grant execute on function public.admin_stats_check(date, date), public.admin_stats_conversions(date, date),
  public.admin_stats_rate(bigint, bigint) to authenticated, service_role;

revoke all on function public.admin_stats_totals(date, date) from public, anon;
revoke all on function public.admin_stats_daily(date, date) from public, anon;
revoke all on function public.admin_stats_by_partner(date, date) from public, anon;
revoke all on function public.admin_stats_by_page(date, date) from public, anon;
grant execute on function public.admin_stats_totals(date, date), public.admin_stats_daily(date, date),
  public.admin_stats_by_partner(date, date), public.admin_stats_by_page(date, date) to authenticated, service_role;
