/**
 * The one emergency-fund rule every guide states, so the site never gives two different
 * recommendations. Editorial guidance in line with consumer advice, not a legal figure.
 */
export const emergencyFundRule = {
  nominative: 'drei bis sechs Nettomonatsgehälter',
  sentenceStart: 'Drei bis sechs Nettomonatsgehälter',
  dative: 'drei bis sechs Nettomonatsgehältern',
} as const;
