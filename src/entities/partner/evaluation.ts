import { evaluationCriterionKeys, evaluationWeights } from '@/content/partners/evaluation-weights';
import { isValidScore } from '@/entities/partner/score';
import type { Partner, PartnerEvaluation } from '@/entities/partner/schema/validate-partner';
import { formatDecimal } from '@/lib/format';

/** A partner with its place in the evaluation: rank 1 is the highest score. */
export type EvaluatedPartner = Partner & { evaluation: PartnerEvaluation; rank: number; score: number };
/** A partner of a list: evaluated (rank and score) or not (neither). */
export type RankedPartner = EvaluatedPartner | (Partner & { rank: null; score: null });

const TOTAL_WEIGHT = evaluationCriterionKeys.reduce((sum, key) => sum + evaluationWeights[key], 0);

/**
 * The weighted total of an evaluation, rounded to one decimal (half up), or null without a
 * (complete, valid) evaluation. Computed in tenths of a point, so no float error decides a rank.
 */
export function scoreOffer(evaluation: PartnerEvaluation | null): number | null {
  if (!evaluation) return null;
  let weightedTenths = 0;
  for (const key of evaluationCriterionKeys) {
    const weight = evaluationWeights[key];
    const score = evaluation.scores[key];
    if (!isValidScore(score)) return null;
    weightedTenths += Math.round(score * 10) * weight;
  }
  return Math.round(weightedTenths / TOTAL_WEIGHT) / 10;
}

const byDisplayOrder = (a: Partner, b: Partner) => a.display_order - b.display_order;

/**
 * The order of an evaluated list: evaluated offers by score, highest first (ties: lower
 * display_order first), each with its rank; then the offers without evaluation in display_order,
 * with neither rank nor score.
 */
export function rankByEvaluation(partners: readonly Partner[]): RankedPartner[] {
  const evaluated: { partner: Partner & { evaluation: PartnerEvaluation }; score: number }[] = [];
  const unevaluated: Partner[] = [];
  for (const partner of partners) {
    const score = scoreOffer(partner.evaluation);
    if (score === null || !partner.evaluation) unevaluated.push(partner);
    else evaluated.push({ partner: { ...partner, evaluation: partner.evaluation }, score });
  }
  evaluated.sort((a, b) => b.score - a.score || byDisplayOrder(a.partner, b.partner));
  unevaluated.sort(byDisplayOrder);
  return [
    ...evaluated.map(({ partner, score }, index) => ({ ...partner, score, rank: index + 1 })),
    ...unevaluated.map((partner) => ({ ...partner, score: null, rank: null })),
  ];
}

/** A list in its editorial order (display_order, as loaded): no rank and no score for anyone. */
export function withoutRanking(partners: readonly Partner[]): RankedPartner[] {
  return partners.map((partner) => ({ ...partner, score: null, rank: null }));
}

export const isEvaluated = (partner: RankedPartner): partner is EvaluatedPartner => partner.rank !== null;

/** The best-scored offers, at most `size`; offers without evaluation never make the list. */
export function selectTopOffers(partners: readonly Partner[], size: number): EvaluatedPartner[] {
  return rankByEvaluation(partners).filter(isEvaluated).slice(0, Math.max(0, size));
}

/** The latest evaluation date of a list (ISO), or null when nothing is evaluated. */
export function latestEvaluationDate(partners: readonly RankedPartner[]): string | null {
  return partners.filter(isEvaluated).reduce<string | null>((latest, partner) => {
    const date = partner.evaluation.evaluated_at;
    return latest === null || date > latest ? date : latest;
  }, null);
}

/** A score as shown: always one decimal, "4,0". */
export function formatScore(score: number): string {
  return formatDecimal(score, 1);
}
