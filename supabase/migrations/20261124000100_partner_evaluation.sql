-- Documented evaluation of an instalment-loan offer (UWG § 5, § 5b): one score per criterion,
-- 0 to 5 points in steps of 0.1, plus the date of the evaluation. Null means "not evaluated":
-- such an offer gets no rank and no score. Criteria, weights and labels are defined once in
-- src/content/partners/evaluation.ts; a test keeps the key list below equal to it.
-- Shape: {"evaluated_at": "2026-11-20", "scores": {"cost": 4.5, ...}, "sample": true}
-- ("sample" is optional and marks demo data).

alter table public.partners add column evaluation jsonb;

alter table public.partners add constraint partners_evaluation_shape check (
  evaluation is null
  -- coalesce: a missing key makes a test null, and a CHECK lets null pass.
  or coalesce(
    jsonb_typeof(evaluation) = 'object'
    and jsonb_typeof(evaluation -> 'evaluated_at') = 'string'
    and evaluation ->> 'evaluated_at' ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
    and jsonb_typeof(coalesce(evaluation -> 'sample', 'false'::jsonb)) = 'boolean'
    and jsonb_typeof(evaluation -> 'scores') = 'object'
    -- Exactly the criteria: every key present, no other key left over.
    and (evaluation -> 'scores') ?& array['cost', 'flexibility', 'speed', 'access', 'transparency']
    and (evaluation -> 'scores') - array['cost', 'flexibility', 'speed', 'access', 'transparency'] = '{}'::jsonb
    -- Every score a number from 0 to 5 with at most one decimal.
    and not jsonb_path_exists(
      evaluation,
      '$.scores.* ? (@.type() != "number" || @ < 0 || @ > 5 || (@ * 10).floor() != @ * 10)'
    ),
    false
  )
);

comment on column public.partners.evaluation is
  'Evaluation of the offer (scores 0-5 per criterion, evaluated_at); null = not evaluated, no rank and no score.';
