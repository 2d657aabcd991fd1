import type { GuideSource } from '@/content/guides/guide-types';

/**
 * Tax and benefit figures for Germany 2025 used by several guides.
 * Where a figure has changed since earlier years, the earlier value is kept for context.
 */
export const taxFigures = {
  /** Sparerpauschbetrag, § 20 Abs. 9 EStG, since 2023. */
  saverAllowance: { single: 1_000, couple: 2_000 },
  /** Abgeltungsteuer 25 % plus Solidaritätszuschlag 5,5 % of the tax (church tax not included). */
  flatTaxPercent: 25,
  solidaritySurchargePercent: 5.5,
  /** Homeoffice-Pauschale, § 4 Abs. 5 Satz 1 Nr. 6c EStG, since 2023. */
  homeOffice: { perDay: 6, maxDays: 210 },
  /** Arbeitnehmer-Pauschbetrag, § 9a EStG, since 2023. */
  employeeAllowance: 1_230,
  /** Highest meal voucher per working day taxed only at the official meal value (2025: 4,40 € + 3,10 €). */
  mealVoucherPerDay: { 2025: 7.5, 2024: 7.23 },
  /** Deutschlandticket per month (49 € at its launch in 2023, 58 € since January 2025). */
  deutschlandticket: { current: 58, launch: 49 },
  /** Sachbezugsfreigrenze, § 8 Abs. 2 Satz 11 EStG, per month. */
  benefitInKindLimitMonthly: 50,
  /**
   * bAV: 8 % of the pension insurance contribution ceiling tax-free (§ 3 Nr. 63 EStG).
   * 2025 the ceiling is 96.600 € a year; the figures for 2023 (87.600 €) were 584 € / 7.008 €.
   */
  pensionContributionCeiling2025: 96_600,
  pensionTaxFreeShare: 0.08,
  pensionSocialSecurityFreeShare: 0.04,
  pensionTaxFree2023: { monthly: 584, yearly: 7_008 },
  /** Dienstrad: 0,25 % of the list price a month as taxable benefit (salary conversion). */
  bikeLeasingPercent: 0.25,
  /** Dienstwagen: 1 % of the list price a month; pure electric cars 0,25 %. */
  companyCarPercent: 1,
  electricCompanyCarPercent: 0.25,
} as const;

/** Abgeltungsteuer plus Soli in percent (26,375 %). */
export const flatTaxWithSoliPercent =
  taxFigures.flatTaxPercent * (1 + taxFigures.solidaritySurchargePercent / 100);

export const homeOfficeMaxPerYear = taxFigures.homeOffice.perDay * taxFigures.homeOffice.maxDays;

export const pensionTaxFree2025 = {
  yearly: taxFigures.pensionContributionCeiling2025 * taxFigures.pensionTaxFreeShare,
  monthly: (taxFigures.pensionContributionCeiling2025 * taxFigures.pensionTaxFreeShare) / 12,
  socialSecurityFreeMonthly: (taxFigures.pensionContributionCeiling2025 * taxFigures.pensionSocialSecurityFreeShare) / 12,
};

/** Tax the saver allowance keeps on the table: allowance × 26,375 %. */
export function flatTaxOn(amount: number): number {
  return Math.round(amount * flatTaxWithSoliPercent) / 100;
}

export const taxSources = {
  saverAllowance: { label: '§ 20 EStG: Sparerpauschbetrag', href: 'https://www.gesetze-im-internet.de/estg/__20.html' },
  flatTax: { label: '§ 32d EStG: Abgeltungsteuer', href: 'https://www.gesetze-im-internet.de/estg/__32d.html' },
  homeOffice: { label: '§ 4 EStG: Tagespauschale für das häusliche Arbeiten', href: 'https://www.gesetze-im-internet.de/estg/__4.html' },
  taxFree: { label: '§ 3 EStG: Steuerfreie Einnahmen (bAV, Jobticket)', href: 'https://www.gesetze-im-internet.de/estg/__3.html' },
  benefitsInKind: { label: '§ 8 EStG: Sachbezüge und 1-%-Regelung', href: 'https://www.gesetze-im-internet.de/estg/__8.html' },
  mealValues: { label: '§ 2 SvEV: Sachbezugswerte für Mahlzeiten', href: 'https://www.gesetze-im-internet.de/svev/__2.html' },
  bmf: { label: 'Bundesfinanzministerium: Themen Steuern', href: 'https://www.bundesfinanzministerium.de/' },
  drv: { label: 'Deutsche Rentenversicherung: Beitragsbemessungsgrenzen', href: 'https://www.deutsche-rentenversicherung.de/' },
} satisfies Record<string, GuideSource>;
