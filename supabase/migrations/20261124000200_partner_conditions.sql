-- Structured lending conditions of an offer: the figures the comparison computes with.
-- The text columns stay; where the figures exist, amount_range and apr_from must be their
-- exact de-DE rendering ('1.000 € – 100.000 €', '0,68 %'), so no page shows a text that disagrees.
--
-- Amounts are whole euros, terms whole months, rates percent p. a. with at most two decimals.
-- effective_rate_min is the "ab" rate; effective_rate_two_thirds the effective rate that at least
-- two thirds of customers get (§ 17 Abs. 4 PAngV) and borrowing_rate_two_thirds its Sollzins.
-- Purpose and feature lists: the same as `purposes` and `offerFeatures` in
-- src/features/loan-comparison/inputs/parse.ts; mortgage Zinsbindung keys: the same as
-- `mortgageFixedRatePeriods` in src/entities/partner/model.ts (tests keep them equal).
--
-- A CHECK lets a null result pass, so every test that may see a null is wrapped in coalesce(…, false).

alter table public.partners
  add column min_amount integer,
  add column max_amount integer,
  add column min_term_months integer,
  add column max_term_months integer,
  add column effective_rate_min numeric,
  add column effective_rate_max numeric,
  add column effective_rate_two_thirds numeric,
  add column borrowing_rate_two_thirds numeric,
  add column borrowing_rate_fixed boolean,
  add column purposes text[],
  add column features text[],
  add column lender_name text,
  add column lender_address text,
  add column is_intermediary boolean not null default false,
  add column mortgage_rates jsonb,
  add column max_loan_to_value integer;

alter table public.partners
  add constraint partners_amount_limits check (
    num_nulls(min_amount, max_amount) = 2
    or coalesce(1 <= min_amount and min_amount <= max_amount, false)
  ),
  add constraint partners_term_limits check (
    num_nulls(min_term_months, max_term_months) = 2
    or coalesce(1 <= min_term_months and min_term_months <= max_term_months and max_term_months <= 600, false)
  ),
  add constraint partners_effective_rate_range check (
    num_nulls(effective_rate_min, effective_rate_max) = 2
    or coalesce(
      0 <= effective_rate_min and effective_rate_min <= effective_rate_max and effective_rate_max <= 30
      and effective_rate_min = round(effective_rate_min, 2)
      and effective_rate_max = round(effective_rate_max, 2),
      false
    )
  ),
  -- The 2/3 rate comes with its Sollzins and rate type, lies within the "ab"–"bis" range and
  -- is at least its Sollzins (no fees lower the effective rate).
  add constraint partners_two_thirds_rate check (
    num_nulls(effective_rate_two_thirds, borrowing_rate_two_thirds, borrowing_rate_fixed) = 3
    or coalesce(
      borrowing_rate_fixed is not null
      and effective_rate_min <= effective_rate_two_thirds and effective_rate_two_thirds <= effective_rate_max
      and 0 <= borrowing_rate_two_thirds and borrowing_rate_two_thirds <= effective_rate_two_thirds
      and effective_rate_two_thirds = round(effective_rate_two_thirds, 2)
      and borrowing_rate_two_thirds = round(borrowing_rate_two_thirds, 2),
      false
    )
  ),
  -- `<@` never matches a null element, so a list holding null fails too.
  add constraint partners_purposes_known check (
    purposes is null
    or purposes <@ array['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'selbststaendige', 'sonstiges']::text[]
  ),
  add constraint partners_features_known check (
    features is null
    or features <@ array['sondertilgung', 'ratenpause', 'sofortauszahlung', 'digital', 'schufaneutral']::text[]
  ),
  -- Sollzins by Zinsbindung in years, e.g. {"5": 3.29, "10": 3.45}: known keys only, at least one,
  -- each a number above 0 and up to 30 with at most two decimals.
  add constraint partners_mortgage_rates_shape check (
    mortgage_rates is null
    or coalesce(
      jsonb_typeof(mortgage_rates) = 'object'
      and mortgage_rates <> '{}'::jsonb
      and mortgage_rates - array['5', '10', '15', '20', '30'] = '{}'::jsonb
      and not jsonb_path_exists(
        mortgage_rates,
        '$.* ? (@.type() != "number" || @ <= 0 || @ > 30 || (@ * 100).floor() != @ * 100)'
      ),
      false
    )
  ),
  add constraint partners_max_loan_to_value_range check (
    max_loan_to_value is null or max_loan_to_value between 1 and 150
  ),
  -- § 17 PAngV asks for the lender's identity and address: the two come together.
  add constraint partners_lender_identity check (
    num_nulls(lender_name, lender_address) = 2
    or coalesce(length(btrim(lender_name)) > 0 and length(btrim(lender_address)) > 0, false)
  ),
  -- What the comparison and the cards need, by category.
  add constraint partners_instalment_loan_conditions check (
    category not in ('ratenkredit', 'comparison')
    or coalesce(
      num_nulls(
        min_amount, max_amount, min_term_months, max_term_months, effective_rate_min, effective_rate_max,
        effective_rate_two_thirds, purposes, features, lender_name
      ) = 0
      and cardinality(purposes) > 0,
      false
    )
  ),
  add constraint partners_business_loan_conditions check (
    category <> 'unternehmenskredit'
    or num_nulls(min_amount, max_amount, min_term_months, max_term_months, effective_rate_min, effective_rate_max) = 0
  ),
  add constraint partners_mortgage_conditions check (
    category <> 'baufinanzierung'
    or num_nulls(
      min_amount, max_amount, min_term_months, max_term_months, effective_rate_min, effective_rate_max,
      mortgage_rates, max_loan_to_value
    ) = 0
  ),
  -- The texts are the figures, rendered: '1.000 € – 100.000 €' and '0,68 %' (plain spaces, en dash).
  -- to_char's ',' and '.' are fixed characters, independent of the server locale.
  add constraint partners_amount_range_matches check (
    num_nulls(min_amount, max_amount) > 0
    or coalesce(
      amount_range = translate(to_char(min_amount, 'FM999,999,999,990'), ',', '.') || ' € – '
        || translate(to_char(max_amount, 'FM999,999,999,990'), ',', '.') || ' €',
      false
    )
  ),
  add constraint partners_apr_from_matches check (
    effective_rate_min is null
    or coalesce(apr_from = translate(to_char(effective_rate_min, 'FM990.00'), '.', ',') || ' %', false)
  ),
  -- The representative example names the lender (so an offer with an example has one) and is
  -- the 2/3 rate's example: same rates and rate type, an amount and term the offer grants. Instalment and total are checked by the seed test.
  add constraint partners_example_matches_conditions check (
    representative_example is null
    or coalesce(
      representative_example -> 'lender' = to_jsonb(lender_name)
      and (
        effective_rate_two_thirds is null
        or (
          representative_example -> 'effective_rate' = to_jsonb(effective_rate_two_thirds)
          and representative_example -> 'borrowing_rate' = to_jsonb(borrowing_rate_two_thirds)
          and representative_example ->> 'borrowing_rate_type' = case when borrowing_rate_fixed then 'gebunden' else 'veränderlich' end
        )
      )
      and (
        min_amount is null
        or jsonb_path_exists(
          representative_example, '$.net_loan_amount ? (@ >= $min && @ <= $max)',
          jsonb_build_object('min', min_amount, 'max', max_amount)
        )
      )
      and (
        min_term_months is null
        or jsonb_path_exists(
          representative_example, '$.term_months ? (@ >= $min && @ <= $max)',
          jsonb_build_object('min', min_term_months, 'max', max_term_months)
        )
      ),
      false
    )
  );

comment on column public.partners.min_amount is 'Smallest Nettodarlehensbetrag in whole euros; amount_range renders min and max.';
comment on column public.partners.max_amount is 'Largest Nettodarlehensbetrag in whole euros.';
comment on column public.partners.min_term_months is 'Shortest term in months.';
comment on column public.partners.max_term_months is 'Longest term in months.';
comment on column public.partners.effective_rate_min is 'Lowest effective annual rate ("ab"), percent; apr_from renders it.';
comment on column public.partners.effective_rate_max is 'Highest effective annual rate, percent.';
comment on column public.partners.effective_rate_two_thirds is 'Effective annual rate at least two thirds of customers get (§ 17 Abs. 4 PAngV), percent.';
comment on column public.partners.borrowing_rate_two_thirds is 'Sollzins p. a. belonging to effective_rate_two_thirds, percent.';
comment on column public.partners.borrowing_rate_fixed is 'Sollzins fixed (gebunden) for the term; false: variable.';
comment on column public.partners.purposes is 'Verwendungszwecke the offer accepts (comparison-params.ts purposes).';
comment on column public.partners.features is 'Feature filter names the offer has (comparison-params.ts offerFeatures).';
comment on column public.partners.lender_name is 'Darlehensgeber (legal name); for an intermediary the bank of the representative example.';
comment on column public.partners.lender_address is 'Address of the Darlehensgeber, one line.';
comment on column public.partners.is_intermediary is 'The partner is a Darlehensvermittler; the contract is made with lender_name.';
comment on column public.partners.mortgage_rates is 'Baufinanzierung: Sollzins in percent by Zinsbindung in years, keys 5, 10, 15, 20, 30.';
comment on column public.partners.max_loan_to_value is 'Baufinanzierung: highest Beleihungsauslauf in percent of the purchase price.';
