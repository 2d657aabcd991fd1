-- Issue 37: what every representative example must state (§ 17 PAngV), and which loans a mortgage rate holds for.
--
-- 1. An offer with a representative example names its lender with address (§ 17 Abs. 2 S. 1 Nr. 1 PAngV).
--    The example's own 'lender' key must already equal lender_name, and partners_lender_identity pairs a name
--    with an address; this CHECK says the rule itself, so it holds whatever becomes of those two.
-- 2. Mortgage rates (mortgage_rates, by Zinsbindung) are quoted for a range of Darlehensbeträge up to a
--    Beleihungsauslauf, within what the offer lends at all (min_amount–max_amount, max_loan_to_value). The
--    calculator applies them only there; elsewhere the offer needs an individual quote, and without a scope always.
-- 3. A mortgage example states its Zinsbindung (its Sollzins is that period's mortgage rate) and its
--    Beleihungsauslauf, both within the rates' scope (§ 17 Abs. 2 and 4 PAngV: the example is the rate's).
--
-- The valibot schema mirrors these (src/entities/partner/schema/parse-conditions.ts, example-requirements.ts;
-- tests/integration/lender-identity.test.ts keeps them equal). Every test that may see a null is wrapped in
-- coalesce(…, false), and numbers inside the example are read with jsonpath, never cast.

alter table public.partners
  add column mortgage_rates_min_amount integer,
  add column mortgage_rates_max_amount integer,
  add column mortgage_rates_max_loan_to_value integer,
  add column example_fixed_rate_years integer,
  add column example_loan_to_value integer;

comment on column public.partners.mortgage_rates_min_amount is 'Baufinanzierung: smallest Darlehensbetrag in euros the mortgage_rates are quoted for.';
comment on column public.partners.mortgage_rates_max_amount is 'Baufinanzierung: largest Darlehensbetrag in euros the mortgage_rates are quoted for.';
comment on column public.partners.mortgage_rates_max_loan_to_value is 'Baufinanzierung: highest Beleihungsauslauf in percent the mortgage_rates are quoted for.';
comment on column public.partners.example_fixed_rate_years is 'Baufinanzierung: Zinsbindung in years of the representative example (a key of mortgage_rates).';
comment on column public.partners.example_loan_to_value is 'Baufinanzierung: Beleihungsauslauf in percent the representative example assumes.';

-- No mortgage row had the terms before this migration, so no stored mortgage example states them: it may not be
-- shown. It is taken out (partner_changes keeps it) and comes back with its Zinsbindung and Beleihungsauslauf.
update public.partners set representative_example = null
where category = 'baufinanzierung' and representative_example is not null;

alter table public.partners
  add constraint partners_example_lender_identity check (
    representative_example is null
    or coalesce(length(btrim(lender_name)) > 0 and length(btrim(lender_address)) > 0, false)
  ),
  add constraint partners_mortgage_rates_scope check (
    num_nulls(mortgage_rates_min_amount, mortgage_rates_max_amount, mortgage_rates_max_loan_to_value) = 3
    or coalesce(
      mortgage_rates is not null
      and min_amount <= mortgage_rates_min_amount
      and mortgage_rates_min_amount <= mortgage_rates_max_amount
      and mortgage_rates_max_amount <= max_amount
      and 1 <= mortgage_rates_max_loan_to_value
      and mortgage_rates_max_loan_to_value <= max_loan_to_value,
      false
    )
  ),
  add constraint partners_mortgage_example_terms check (
    case
      when category = 'baufinanzierung' and representative_example is not null then coalesce(
        mortgage_rates -> example_fixed_rate_years::text = representative_example -> 'borrowing_rate'
        and 1 <= example_loan_to_value
        and example_loan_to_value <= mortgage_rates_max_loan_to_value
        and jsonb_path_exists(
          representative_example,
          '$ ? (@.net_loan_amount >= $min && @.net_loan_amount <= $max && @.term_months >= $months)',
          jsonb_build_object('min', mortgage_rates_min_amount, 'max', mortgage_rates_max_amount, 'months', example_fixed_rate_years * 12)
        ),
        false
      )
      else num_nulls(example_fixed_rate_years, example_loan_to_value) = 2
    end
  );
