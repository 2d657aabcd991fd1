import { factSource, factValue } from '@/content/facts/facts';
import type { GuideSource } from '@/content/guides/guide-types';

/**
 * Tax and benefit figures several guides compute with. Every value comes from the dated facts
 * module (src/content/facts/facts.ts); this file only derives sums from them.
 */
export const taxFigures = {
  saverAllowance: { single: factValue('sparer-pauschbetrag'), couple: factValue('sparer-pauschbetrag') * 2 },
  flatTaxPercent: factValue('abgeltungsteuer'),
  solidaritySurchargePercent: factValue('soli-satz'),
  homeOffice: { perDay: factValue('homeoffice-pauschale-tag'), maxDays: factValue('homeoffice-pauschale-tage') },
  employeeAllowance: factValue('arbeitnehmer-pauschbetrag'),
  /** Highest meal subsidy per working day taxed only at the official meal value. */
  mealVoucherPerDay: Math.round((factValue('sachbezugswert-mittagessen') + factValue('essenszuschuss-aufschlag')) * 100) / 100,
  deutschlandticket: factValue('deutschlandticket'),
  benefitInKindLimitMonthly: factValue('sachbezugsfreigrenze'),
  pensionContributionCeiling: factValue('bbg-rv-jahr'),
  pensionTaxFreeShare: factValue('bav-steuerfrei-anteil') / 100,
  pensionSocialSecurityFreeShare: factValue('bav-sv-frei-anteil') / 100,
  bikeLeasingPercent: factValue('dienstrad-prozent'),
  companyCarPercent: factValue('dienstwagen-prozent'),
  electricCompanyCarPercent: factValue('dienstwagen-elektro-prozent'),
} as const;

/** Abgeltungsteuer plus Soli in percent (26,375 %). */
const flatTaxWithSoliPercent =
  taxFigures.flatTaxPercent * (1 + taxFigures.solidaritySurchargePercent / 100);

export const homeOfficeMaxPerYear = taxFigures.homeOffice.perDay * taxFigures.homeOffice.maxDays;

/** bAV limits of the current year: 8 % (tax) and 4 % (social security) of the pension ceiling. */
export const pensionTaxFree = {
  yearly: taxFigures.pensionContributionCeiling * taxFigures.pensionTaxFreeShare,
  monthly: (taxFigures.pensionContributionCeiling * taxFigures.pensionTaxFreeShare) / 12,
  socialSecurityFreeYearly: taxFigures.pensionContributionCeiling * taxFigures.pensionSocialSecurityFreeShare,
  socialSecurityFreeMonthly: (taxFigures.pensionContributionCeiling * taxFigures.pensionSocialSecurityFreeShare) / 12,
};

/** Tax the saver allowance keeps on the table: allowance × 26,375 %. */
export function flatTaxOn(amount: number): number {
  return Math.round(amount * flatTaxWithSoliPercent) / 100;
}

export const taxSources = {
  saverAllowance: { label: '§ 20 EStG: Sparer-Pauschbetrag', href: factSource('sparer-pauschbetrag').href },
  flatTax: { label: '§ 32d EStG: Abgeltungsteuer', href: factSource('abgeltungsteuer').href },
  homeOffice: { label: '§ 4 EStG: Tagespauschale für das häusliche Arbeiten', href: factSource('homeoffice-pauschale-tag').href },
  taxFree: { label: '§ 3 EStG: Steuerfreie Einnahmen (bAV, Jobticket)', href: 'https://www.gesetze-im-internet.de/estg/__3.html' },
  benefitsInKind: { label: '§ 8 EStG: Sachbezüge und 1-%-Regelung', href: factSource('sachbezugsfreigrenze').href },
  mealValues: { label: '§ 2 SvEV: Sachbezugswerte für Mahlzeiten', href: factSource('sachbezugswert-mittagessen').href },
  flatRateWageTax: { label: '§ 40 EStG: Pauschalierung der Lohnsteuer (Essenszuschuss)', href: 'https://www.gesetze-im-internet.de/estg/__40.html' },
  drv: factSource('bbg-rv-jahr'),
} satisfies Record<string, GuideSource>;
