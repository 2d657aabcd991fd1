/** Content of /ratenkredit/beste. */
export const besteIntro =
  'Die fünf Ratenkredite mit der höchsten Punktzahl in unserer Bewertung. Nach welchen Kriterien wir bewerten und welche Punkte jedes Angebot erhalten hat, lesen Sie unter „So bewerten wir“.';
