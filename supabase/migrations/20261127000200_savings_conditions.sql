-- Structured conditions of savings offers (issue 35): what the savings interest model
-- (src/features/savings-comparison/model/savings-interest.ts) computes with, in one checked jsonb.
--
--   {"product": "tagesgeld", "base_rate": 1.5, "promotion": {"rate": 3.25, "months": 4, "max_amount": 100000},
--    "crediting": "monatlich", "min_amount": 1, "max_amount": 1000000,
--    "country": "DE", "deposit_guarantee": "Entschädigungseinrichtung deutscher Banken"}
--   {"product": "festgeld", "term_rates": {"12": 2.6, "24": 2.5}, "crediting": "jaehrlich", …}
--
-- Rates are percent p. a. with at most two decimals, amounts whole euros, terms whole months. The
-- vocabularies equal those in src/entities/partner/model.ts and the rules equal the valibot schema in
-- src/entities/partner/schema/parse-savings-conditions.ts (tests/integration/savings-conditions.test.ts
-- keeps them equal). Countries: the euro area, where the statutory cover is 100.000 € per customer and
-- bank (Art. 6 Directive 2014/49/EU); elsewhere it is a sum in another currency.
-- Every rule is a jsonpath or a key test, so no malformed value is ever cast (a cast would raise, not refuse).

alter table public.partners add column savings_conditions jsonb;

comment on column public.partners.savings_conditions is
  'Sparkonto only: product (tagesgeld, festgeld), rates, crediting, amount limits, country and deposit guarantee scheme.';

alter table public.partners
  add constraint partners_savings_category check (savings_conditions is null or category = 'sparkonto'),
  add constraint partners_savings_shape check (
    savings_conditions is null
    or coalesce(
      jsonb_typeof(savings_conditions) = 'object'
      and savings_conditions - array[
        'product', 'base_rate', 'promotion', 'term_rates', 'crediting', 'min_amount', 'max_amount', 'country', 'deposit_guarantee', 'sample'
      ] = '{}'::jsonb
      and (not savings_conditions ? 'sample' or jsonb_typeof(savings_conditions -> 'sample') = 'boolean'),
      false
    )
  ),
  add constraint partners_savings_product check (
    savings_conditions is null
    or coalesce(
      (savings_conditions ->> 'product' = 'tagesgeld' and savings_conditions ->> 'crediting' in ('monatlich', 'vierteljaehrlich', 'jaehrlich'))
      or (savings_conditions ->> 'product' = 'festgeld' and savings_conditions ->> 'crediting' in ('jaehrlich', 'endfaellig')),
      false
    )
  ),
  add constraint partners_savings_amounts check (
    savings_conditions is null
    or coalesce(
      jsonb_path_exists(
        savings_conditions,
        '$ ? (@.min_amount.type() == "number" && @.max_amount.type() == "number"
              && @.min_amount >= 1 && @.min_amount <= @.max_amount
              && @.min_amount == @.min_amount.floor() && @.max_amount == @.max_amount.floor())'
      ),
      false
    )
  ),
  add constraint partners_savings_guarantee check (
    savings_conditions is null
    or coalesce(
      savings_conditions ->> 'country' in (
        'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'
      )
      and jsonb_typeof(savings_conditions -> 'country') = 'string'
      and jsonb_typeof(savings_conditions -> 'deposit_guarantee') = 'string'
      and length(btrim(savings_conditions ->> 'deposit_guarantee')) > 0,
      false
    )
  ),
  -- Tagesgeld: a base rate from 0; a promotion comes with its rate (above the base rate), its months
  -- (1 to 120) and the largest amount it applies to, or is absent (null). No term rates.
  add constraint partners_savings_tagesgeld check (
    savings_conditions is null
    or savings_conditions ->> 'product' is distinct from 'tagesgeld'
    or coalesce(
      jsonb_path_exists(savings_conditions, '$.base_rate ? (@.type() == "number" && @ >= 0 && @ <= 30 && (@ * 100).floor() == @ * 100)')
      and not savings_conditions ? 'term_rates'
      and (
        coalesce(jsonb_typeof(savings_conditions -> 'promotion'), 'null') = 'null'
        or (
          jsonb_typeof(savings_conditions -> 'promotion') = 'object'
          and (savings_conditions -> 'promotion') - array['rate', 'months', 'max_amount'] = '{}'::jsonb
          and jsonb_path_exists(
            savings_conditions,
            '$.promotion ? (@.rate.type() == "number" && @.rate > $.base_rate && @.rate <= 30 && (@.rate * 100).floor() == @.rate * 100
                            && @.months.type() == "number" && @.months >= 1 && @.months <= 120 && @.months == @.months.floor()
                            && @.max_amount.type() == "number" && @.max_amount >= 1 && @.max_amount == @.max_amount.floor())'
          )
        )
      ),
      false
    )
  ),
  -- Festgeld: at least one term (months the comparison offers) with a rate above 0; no base rate or promotion.
  add constraint partners_savings_festgeld check (
    savings_conditions is null
    or savings_conditions ->> 'product' is distinct from 'festgeld'
    or coalesce(
      jsonb_typeof(savings_conditions -> 'term_rates') = 'object'
      and savings_conditions -> 'term_rates' <> '{}'::jsonb
      and (savings_conditions -> 'term_rates') - array['3', '6', '12', '24', '36', '48', '60', '120'] = '{}'::jsonb
      and not jsonb_path_exists(
        savings_conditions,
        '$.term_rates.* ? (@.type() != "number" || @ <= 0 || @ > 30 || (@ * 100).floor() != @ * 100)'
      )
      and not savings_conditions ? 'base_rate'
      and not savings_conditions ? 'promotion',
      false
    )
  );
