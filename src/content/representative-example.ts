import { loanCost } from '@/lib/finance';

/**
 * The site-wide representative example of the warning banner (§ 17 PAngV).
 * Instalment and total are computed from amount, rate and term, so they always agree.
 */
export const bannerExampleInput = {
  netLoanAmount: 10_000,
  months: 84,
  effectiveAnnualRate: 3.99,
} as const;

export const bannerExample = {
  ...bannerExampleInput,
  ...loanCost(bannerExampleInput.netLoanAmount, bannerExampleInput.effectiveAnnualRate, bannerExampleInput.months),
};

export const supportLinks = {
  debtCounselling: {
    label: 'Schuldnerberatung der Verbraucherzentralen',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/kredit-schulden-insolvenz',
  },
  supervisor: {
    label: 'Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
    href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html',
  },
} as const;
