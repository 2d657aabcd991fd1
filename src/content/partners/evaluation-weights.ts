/**
 * The weights of the Ratenkredit evaluation (percent, adding up to 100), the criteria's names and
 * the score scale: all the ranking and its note need. The descriptions are in evaluation.ts,
 * loaded only where they are shown.
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

/** The criteria's names, as the ranking note, the "So bewerten wir" section and the score tables show them. */
export const evaluationLabels: Record<EvaluationCriterionKey, string> = {
  cost: 'Effektiver Jahreszins',
  flexibility: 'Flexibilität',
  speed: 'Geschwindigkeit',
  access: 'Zugangsvoraussetzungen',
  transparency: 'Transparenz und Service',
};

/** "Effektiver Jahreszins (35 %), Flexibilität (20 %) … und Transparenz und Service (10 %)" */
export function criteriaWithWeights(): string {
  const parts = evaluationCriterionKeys.map((key) => `${evaluationLabels[key]} (${evaluationWeights[key]} %)`);
  return `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}`;
}
