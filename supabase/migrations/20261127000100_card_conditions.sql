-- Structured conditions of card offers (issue 34): what the card cost model
-- (src/features/card-comparison/model/card-cost.ts) computes with, in one checked jsonb.
--
--   {"type": "charge", "annual_fee_first_year": 0, "annual_fee": 29, "fee_waiver_spend": null,
--    "foreign_currency_fee": 1.75, "cash_fee_percent": 2, "cash_fee_min": 5, "free_withdrawals": null,
--    "cashback_percent": 0.5, "cashback_cap": null, "apple_pay": true, "google_pay": true, "schufa_check": true}
--
-- type: 'charge' (Kreditkarte mit monatlicher Abrechnung), 'revolving' (Teilzahlung voreingestellt), 'debit',
-- 'prepaid' (the same list as cardProductTypes in src/entities/partner/model.ts). Fees and amounts are euros with
-- cents, percentages have at most two decimals. annual_fee_first_year is the fee of the first year, annual_fee the
-- fee from the second; fee_waiver_spend the annual card spend from which the year's fee is waived.
-- foreign_currency_fee (Fremdwährungsentgelt) applies to payments and withdrawals in a foreign currency;
-- cash_fee_percent with its minimum cash_fee_min to each withdrawal outside the euro area beyond free_withdrawals a year.
-- A revolving card's Teilzahlung is credit: its Sollzins and effective rate are the 2/3 columns, its representative
-- example (§ 17 PAngV, Kreditrahmen as net_loan_amount) and lender the existing columns; full_payment_switch says
-- how to switch to paying the full bill each month. Other cards advertise no credit, so they have none of these.
--
-- The rules equal the valibot schema in src/entities/partner/schema/parse-card-conditions.ts
-- (tests/integration/card-conditions.test.ts runs the same rows through both). Every rule is a jsonpath or a key
-- test, so no malformed value is ever cast (a cast would raise, not refuse). The constraints are named
-- partners_kreditkarte_*: Postgres reports the first violated CHECK by name, and the example's own CHECKs come first.

alter table public.partners add column card_conditions jsonb;

comment on column public.partners.card_conditions is
  'Kreditkarte only: card type, annual fees, waiver, Fremdwährungsentgelt, cash withdrawal fees, cashback, mobile payment, SCHUFA query.';

alter table public.partners
  -- Every card has them, no other offer does.
  add constraint partners_kreditkarte_conditions check ((category = 'kreditkarte') = (card_conditions is not null)),
  add constraint partners_kreditkarte_shape check (
    card_conditions is null
    or coalesce(
      jsonb_typeof(card_conditions) = 'object'
      and card_conditions - array[
        'type', 'annual_fee_first_year', 'annual_fee', 'fee_waiver_spend', 'foreign_currency_fee', 'cash_fee_percent',
        'cash_fee_min', 'free_withdrawals', 'cashback_percent', 'cashback_cap', 'apple_pay', 'google_pay', 'schufa_check',
        'full_payment_switch', 'sample'
      ] = '{}'::jsonb
      and card_conditions ->> 'type' in ('charge', 'revolving', 'debit', 'prepaid')
      and jsonb_typeof(card_conditions -> 'type') = 'string'
      and jsonb_typeof(card_conditions -> 'apple_pay') = 'boolean'
      and jsonb_typeof(card_conditions -> 'google_pay') = 'boolean'
      and jsonb_typeof(card_conditions -> 'schufa_check') = 'boolean'
      and coalesce(jsonb_typeof(card_conditions -> 'sample'), 'boolean') = 'boolean',
      false
    )
  ),
  -- Annual fees from 0 to 1.000 € in cents; a waiver (above 0, up to 1.000.000 € a year) only where there is a fee to waive.
  add constraint partners_kreditkarte_fees check (
    card_conditions is null
    or coalesce(
      jsonb_path_exists(
        card_conditions,
        '$ ? (@.annual_fee_first_year.type() == "number" && @.annual_fee_first_year >= 0 && @.annual_fee_first_year <= 1000
              && (@.annual_fee_first_year * 100).floor() == @.annual_fee_first_year * 100
              && @.annual_fee.type() == "number" && @.annual_fee >= 0 && @.annual_fee <= 1000
              && (@.annual_fee * 100).floor() == @.annual_fee * 100)'
      )
      and (
        coalesce(jsonb_typeof(card_conditions -> 'fee_waiver_spend'), 'null') = 'null'
        or jsonb_path_exists(
          card_conditions,
          '$ ? (@.fee_waiver_spend.type() == "number" && @.fee_waiver_spend > 0 && @.fee_waiver_spend <= 1000000
                && (@.fee_waiver_spend * 100).floor() == @.fee_waiver_spend * 100
                && (@.annual_fee_first_year > 0 || @.annual_fee > 0))'
        )
      ),
      false
    )
  ),
  -- Abroad: Fremdwährungsentgelt and cash fee 0–10 %, the minimum 0–100 € in cents, free withdrawals 1–365 a year or none (null).
  add constraint partners_kreditkarte_foreign_use check (
    card_conditions is null
    or coalesce(
      jsonb_path_exists(
        card_conditions,
        '$ ? (@.foreign_currency_fee.type() == "number" && @.foreign_currency_fee >= 0 && @.foreign_currency_fee <= 10
              && (@.foreign_currency_fee * 100).floor() == @.foreign_currency_fee * 100
              && @.cash_fee_percent.type() == "number" && @.cash_fee_percent >= 0 && @.cash_fee_percent <= 10
              && (@.cash_fee_percent * 100).floor() == @.cash_fee_percent * 100
              && @.cash_fee_min.type() == "number" && @.cash_fee_min >= 0 && @.cash_fee_min <= 100
              && (@.cash_fee_min * 100).floor() == @.cash_fee_min * 100)'
      )
      and (
        coalesce(jsonb_typeof(card_conditions -> 'free_withdrawals'), 'null') = 'null'
        or jsonb_path_exists(
          card_conditions,
          '$.free_withdrawals ? (@.type() == "number" && @ >= 1 && @ <= 365 && @.floor() == @)'
        )
      ),
      false
    )
  ),
  -- Cashback 0–10 % of the card spend; a yearly cap (above 0, up to 10.000 € in cents) only with cashback.
  add constraint partners_kreditkarte_cashback check (
    card_conditions is null
    or coalesce(
      jsonb_path_exists(
        card_conditions,
        '$.cashback_percent ? (@.type() == "number" && @ >= 0 && @ <= 10 && (@ * 100).floor() == @ * 100)'
      )
      and (
        coalesce(jsonb_typeof(card_conditions -> 'cashback_cap'), 'null') = 'null'
        or jsonb_path_exists(
          card_conditions,
          '$ ? (@.cashback_cap.type() == "number" && @.cashback_cap > 0 && @.cashback_cap <= 10000
                && (@.cashback_cap * 100).floor() == @.cashback_cap * 100 && @.cashback_percent > 0)'
        )
      ),
      false
    )
  ),
  -- A revolving card advertises credit: Sollzins and effective rate (2/3 columns), the representative example, the
  -- lender (partners_lender_identity adds the address) and how to switch to full payment. No other card states a
  -- rate, an example or a switch.
  add constraint partners_kreditkarte_teilzahlung check (
    card_conditions is null
    or coalesce(
      case
        when card_conditions ->> 'type' = 'revolving' then
          representative_example is not null
          and lender_name is not null
          and borrowing_rate_two_thirds is not null
          and effective_rate_two_thirds is not null
          and jsonb_typeof(card_conditions -> 'full_payment_switch') = 'string'
          and length(btrim(card_conditions ->> 'full_payment_switch')) > 0
        else
          representative_example is null
          and num_nulls(apr_from, effective_rate_min, effective_rate_max, borrowing_rate_two_thirds, effective_rate_two_thirds) = 5
          and coalesce(jsonb_typeof(card_conditions -> 'full_payment_switch'), 'null') = 'null'
      end,
      false
    )
  );
