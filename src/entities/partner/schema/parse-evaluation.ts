import * as v from 'valibot';
import { evaluationCriterionKeys, type EvaluationCriterionKey } from '@/content/partners/evaluation-weights';
import { isValidScore } from '@/entities/partner/score';

const score = v.custom<number>(isValidScore);

/** A day that exists (Date.parse accepts 2026-02-30). */
function isExistingDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Evaluation of an offer (partners.evaluation, jsonb): 0–5 points per criterion, one decimal. */
const evaluationSchema = v.object({
  scores: v.object(Object.fromEntries(evaluationCriterionKeys.map((key) => [key, score])) as Record<EvaluationCriterionKey, typeof score>),
  /** ISO date (YYYY-MM-DD) of the evaluation. */
  evaluated_at: v.pipe(v.string(), v.isoDate(), v.check(isExistingDay)),
  /** Demo data: shown as "Beispielbewertung". */
  sample: v.optional(v.boolean(), false),
});

export type PartnerEvaluation = v.InferOutput<typeof evaluationSchema>;

/** The evaluation of a database row, or null when it is missing or malformed. */
export function parseEvaluation(value: unknown): PartnerEvaluation | null {
  const parsed = v.safeParse(evaluationSchema, value);
  return parsed.success ? parsed.output : null;
}
