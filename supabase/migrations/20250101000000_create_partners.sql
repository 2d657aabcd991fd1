-- Partner offers shown on the comparison pages.
-- Visitors read them with the public anon key; only the service role may write.

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null,
  name text not null,
  description text not null default '',
  category text not null,
  is_active boolean not null default true,
  display_order integer not null default 0,
  logo_filename text,
  amount_range text,
  apr_from text,
  pros text[] not null default '{}',
  cons text[] not null default '{}',
  requirements text[] not null default '{}',
  adtraction_tracking_url text not null,
  created_at timestamptz not null default now(),

  -- Same list as partnerCategories in src/entities/partner/model.ts.
  constraint partners_category_check check (
    category in ('ratenkredit', 'kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'sparkonto', 'comparison')
  ),
  constraint partners_tracking_url_https check (
    adtraction_tracking_url ~ '^https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^[:space:]]*)?$'
  ),
  constraint partners_name_not_blank check (length(btrim(name)) > 0),
  constraint partners_brand_id_format check (brand_id ~ '^[a-z0-9][a-z0-9-]*$'),
  -- A bare file name under /images/partners/: no paths, no schemes.
  constraint partners_logo_filename_format check (
    logo_filename is null or logo_filename ~ '^[a-z0-9][a-z0-9-]*\.(svg|png|webp)$'
  ),
  constraint partners_brand_category_unique unique (brand_id, category)
);

comment on table public.partners is 'Partner offers for the comparison pages; anon reads active rows only.';
comment on column public.partners.adtraction_tracking_url is 'Affiliate link of the partner network; https only.';

-- Serves: where is_active and (category = $1 or category = 'comparison') order by display_order.
create index partners_active_category_order_idx
  on public.partners (category, display_order)
  where is_active;

alter table public.partners enable row level security;

-- Supabase grants everything on new public tables to anon and authenticated by default: take it back.
revoke all on table public.partners from anon, authenticated;
grant select on table public.partners to anon, authenticated;
grant all on table public.partners to service_role;

create policy "Active partners are public"
  on public.partners
  for select
  to anon, authenticated
  using (is_active = true);
