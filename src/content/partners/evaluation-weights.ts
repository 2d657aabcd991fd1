/**
 * The weights of the Ratenkredit evaluation (percent, adding up to 100) and the score scale: all
 * the ranking needs. Labels and descriptions are in evaluation.ts, loaded only where they are shown.
 */
export const evaluationWeights = {
  cost: 35,
  flexibility: 20,
  speed: 20,
  access: 15,
  transparency: 10,
} as const;

export type EvaluationCriterionKey = keyof typeof evaluationWeights;

/** Every criterion key, in the order the criteria are shown. */
export const evaluationCriterionKeys = Object.keys(evaluationWeights) as EvaluationCriterionKey[];

/** Highest score per criterion and in total. */
export const MAX_SCORE = 5;
