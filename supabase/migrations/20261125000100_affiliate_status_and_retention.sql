-- Two rules the postback and the privacy notice depend on.
--
-- 1. A conversion the network has settled (approved or rejected) does not go back to pending. The
--    postback is signed but carries no timestamp, so a replayed old "pending" URL would otherwise
--    undo an approval; the repeat is acknowledged as a duplicate and changes nothing.
-- 2. Click records are kept for 25 months (the Datenschutzerklärung says so): long enough for the
--    networks' settlement and reversal periods and a year-on-year comparison. Conversions are
--    commission records and follow the commercial retention periods, so they stay.

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
    where not (v.status in ('approved', 'rejected') and excluded.status = 'pending')
  returning (v.xmax <> 0), v.unknown_click into is_repeat, is_unknown;

  if not found then
    -- A settled conversion and a stale "pending": nothing changes.
    select v.unknown_click into is_unknown from public.affiliate_conversions v where v.order_id = p_order_id;
    is_repeat := true;
  end if;

  return jsonb_build_object('duplicate', is_repeat, 'unknown_click', is_unknown);
end;
$$;

revoke all on function public.record_affiliate_conversion(text, uuid, numeric, text, text) from public, anon, authenticated;
grant execute on function public.record_affiliate_conversion(text, uuid, numeric, text, text) to service_role;

create or replace function public.delete_expired_affiliate_clicks()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  with expired as (
    delete from public.affiliate_clicks where clicked_at < now() - interval '25 months' returning 1
  )
  select count(*) from expired
$$;

comment on function public.delete_expired_affiliate_clicks() is
  'Deletes click records older than 25 months (privacy notice); run daily by pg_cron where available.';

revoke all on function public.delete_expired_affiliate_clicks() from public, anon, authenticated;
grant execute on function public.delete_expired_affiliate_clicks() to service_role;

-- Hosted Supabase offers pg_cron; the embedded database has none and runs the function in tests.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('delete-expired-affiliate-clicks', '17 3 * * *', 'select public.delete_expired_affiliate_clicks()');
  end if;
end;
$$;
