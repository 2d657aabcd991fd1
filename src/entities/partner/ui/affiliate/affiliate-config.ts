/** Affiliate tracking constants. Mock mode is off unless VITE_AFFILIATE_MODE=mock. */
export type TrackingMode = 'live' | 'mock';

export const affiliateConfig = {
  mode: (import.meta.env.VITE_AFFILIATE_MODE === 'mock' ? 'mock' : 'live') as TrackingMode,
  network: 'adtraction',
  campaign: 'loan_comparison',
  buttonResetMs: 1000,
  mockConversionRate: 0.05,
  mockRevenuePerConversion: 45,
  maxStoredClicks: 100,
} as const;
