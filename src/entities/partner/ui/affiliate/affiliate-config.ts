/** Affiliate tracking constants. */
export const affiliateConfig = {
  network: 'adtraction',
  campaign: 'loan_comparison',
  buttonResetMs: 1000,
} as const;
