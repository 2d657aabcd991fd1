-- Representative example (§ 17 PAngV) for every offer that advertises an interest rate.
-- Keys: net_loan_amount, borrowing_rate (Sollzins), borrowing_rate_type ('gebunden' | 'veränderlich'),
-- effective_rate, term_months, monthly_instalment, total_amount, lender.

alter table public.partners add column representative_example jsonb;

alter table public.partners add constraint partners_representative_example_shape check (
  representative_example is null
  or (
    jsonb_typeof(representative_example) = 'object'
    and representative_example ?& array[
      'net_loan_amount', 'borrowing_rate', 'borrowing_rate_type', 'effective_rate',
      'term_months', 'monthly_instalment', 'total_amount', 'lender'
    ]
    and representative_example ->> 'borrowing_rate_type' in ('gebunden', 'veränderlich')
  )
);

comment on column public.partners.representative_example is
  'Representative example (§ 17 PAngV) as JSON; null means the example is on the partner''s page.';
