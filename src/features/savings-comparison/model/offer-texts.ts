import { savingsComparisonTexts } from '@/content/guides/sparkonto';
import type { SavingsConditions } from '@/entities/partner/schema/validate-partner';
import { monthsDative, monthsText, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import type { SavingsOutcome } from '@/features/savings-comparison/model/savings-interest';
import { countryNames, creditingLabels } from '@/features/savings-comparison/model/savings-labels';
import { formatEuro, formatEuroWhole, formatPercent } from '@/lib/format';

const perYear = (rate: number) => `${formatPercent(rate)} p. a.`;

/**
 * What a card says the arithmetic uses: "Zins: 1,50 % p. a.", "Neukunden: 3,25 % p. a. für 4 Monate,
 * bis 100.000,00 €", "Zinsgutschrift: monatlich"; for a Festgeld "Zins für 12 Monate: 2,60 % p. a.".
 */
export function conditionLines(conditions: SavingsConditions, values: Pick<SavingsValues, 'dauer' | 'neukunde'>): string[] {
  const crediting = `Zinsgutschrift: ${creditingLabels[conditions.crediting]}`;
  if (conditions.product === 'festgeld') {
    const term = conditions.terms.find(({ months }) => months === values.dauer);
    const offered = conditions.terms.map(({ months, rate }) => `${monthsText(months)}: ${perYear(rate)}`).join(' · ');
    return [term ? `Zins für ${monthsText(term.months)}: ${perYear(term.rate)}` : `Zinsen: ${offered}`, crediting];
  }
  const { promotion } = conditions;
  const lines = [`Zins: ${perYear(conditions.baseRate)}`];
  if (promotion) {
    const notForYou = values.neukunde === 'nein' ? ' (nicht berücksichtigt: Sie sind schon Kunde)' : '';
    lines.push(`Neukunden: ${perYear(promotion.rate)} für ${monthsText(promotion.months)}, bis ${formatEuro(promotion.maxAmount)}${notForYou}`);
  }
  return [...lines, crediting];
}

/** What the arithmetic gives: "Zinsertrag in 12 Monaten: 210,31 €", "Endbetrag: 10.210,31 €", "Rendite: 2,10 % p. a.". */
export function outcomeTexts(outcome: SavingsOutcome, months: number) {
  return {
    interestLabel: `Zinsertrag in ${monthsDative(months)}:`,
    interest: formatEuro(outcome.interest),
    finalBalance: formatEuro(outcome.finalBalance),
    yieldPerYear: perYear(outcome.yieldPercent),
  };
}

/** "Anlagebetrag: 1 € bis 1.000.000 €" and "Einlagensicherung: Deutschland, Entschädigungseinrichtung deutscher Banken, bis 100.000 € je Kunde und Bank". */
export function bankLines(conditions: SavingsConditions): { amounts: string; guarantee: string } {
  return {
    amounts: `Anlagebetrag: ${formatEuroWhole(conditions.minAmount)} bis ${formatEuroWhole(conditions.maxAmount)}`,
    guarantee: `Einlagensicherung: ${countryNames[conditions.country]}, ${conditions.depositGuarantee}, bis ${formatEuroWhole(savingsComparisonTexts.guaranteeLimit)} je Kunde und Bank`,
  };
}
