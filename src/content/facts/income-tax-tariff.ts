import { fact, factValue } from '@/content/facts/facts';

/**
 * The income tax tariff of § 32a Abs. 1 EStG for the year of the dated facts 'grundfreibetrag',
 * 'spitzensteuersatz-ab' and 'reichensteuer-ab'. The coefficients change with every tariff
 * law; `incomeTaxTariff.validFrom/validUntil` must match those facts (a test checks it).
 */
export const incomeTaxTariff = {
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  /** First euro of the third zone; the second zone ends one euro below it. */
  zone3From: 17_800,
  zone2: { quadratic: 914.51, linear: 1_400 },
  zone3: { quadratic: 173.1, linear: 2_397, constant: 1_034.87 },
  zone4: { rate: 0.42, deduction: 11_135.63 },
  zone5: { rate: 0.45, deduction: 19_470.38 },
} as const;

const basicAllowance = () => factValue('grundfreibetrag');
const topRateFrom = () => factValue('spitzensteuersatz-ab');
const highestRateFrom = () => factValue('reichensteuer-ab');

/** Income tax in the Grundtarif: taxable income and result rounded down to the euro (§ 32a Abs. 1 EStG). */
export function incomeTax(taxableIncome: number): number {
  const x = Math.floor(taxableIncome);
  const { zone2, zone3, zone4, zone5, zone3From } = incomeTaxTariff;
  let tax: number;
  if (x <= basicAllowance()) tax = 0;
  else if (x < zone3From) {
    const y = (x - basicAllowance()) / 10_000;
    tax = (zone2.quadratic * y + zone2.linear) * y;
  } else if (x < topRateFrom()) {
    const z = (x - (zone3From - 1)) / 10_000;
    tax = (zone3.quadratic * z + zone3.linear) * z + zone3.constant;
  } else if (x < highestRateFrom()) tax = zone4.rate * x - zone4.deduction;
  else tax = zone5.rate * x - zone5.deduction;
  return Math.floor(tax + 1e-9);
}

/** Income tax of a jointly assessed couple: twice the tax on half the joint income (§ 32a Abs. 5 EStG). */
export function splittingTax(jointTaxableIncome: number): number {
  return 2 * incomeTax(Math.floor(jointTaxableIncome) / 2);
}

/** The rate on the next euro, as a fraction (0.42 for 42 %), from the derivative of the tariff formula. */
export function marginalTaxRate(taxableIncome: number): number {
  const x = Math.floor(taxableIncome);
  const { zone2, zone3, zone4, zone5, zone3From } = incomeTaxTariff;
  if (x <= basicAllowance()) return 0;
  if (x < zone3From) return (2 * zone2.quadratic * ((x - basicAllowance()) / 10_000) + zone2.linear) / 10_000;
  if (x < topRateFrom()) return (2 * zone3.quadratic * ((x - (zone3From - 1)) / 10_000) + zone3.linear) / 10_000;
  return x < highestRateFrom() ? zone4.rate : zone5.rate;
}

/** The tariff year, e.g. 2026, for texts that label an example. */
export const incomeTaxYear = Number(fact('grundfreibetrag').validFrom.slice(0, 4));
