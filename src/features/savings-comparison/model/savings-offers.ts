import type { Partner, SavingsConditions } from '@/entities/partner/schema/validate-partner';
import { monthsDative, monthsText, productLabels, type SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { festgeldOutcome, tagesgeldOutcome, type SavingsOutcome } from '@/features/savings-comparison/model/savings-interest';
import { formatEuroWhole } from '@/lib/format';

/** A savings partner with usable conditions. */
export interface SavingsOffer {
  id: string;
  partner: Partner;
  conditions: SavingsConditions;
}

/** The offers the comparison can compute, in the list's order, and the partners without usable conditions. */
export function toSavingsOffers(partners: readonly Partner[]): { offers: SavingsOffer[]; uncalculated: Partner[] } {
  const offers: SavingsOffer[] = [];
  const uncalculated: Partner[] = [];
  for (const partner of partners) {
    if (partner.savings) offers.push({ id: partner.id, partner, conditions: partner.savings });
    else uncalculated.push(partner);
  }
  return { offers, uncalculated };
}

export type SavingsResult =
  | {
      offer: SavingsOffer;
      fits: true;
      outcome: SavingsOutcome;
      /** The rate the order "Höchster Zinssatz" compares: the new-customer rate where it applies, the term's rate for Festgeld. */
      headlineRate: number;
    }
  | { offer: SavingsOffer; fits: false; reasons: string[] };

type FittingResult = Extract<SavingsResult, { fits: true }>;

/** "12 Monate", "6 und 12 Monate", "3, 6 und 12 Monate". */
function termsText(months: readonly number[]): string {
  const numbers = months.map(String);
  const list = numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} und ${numbers.at(-1)}` : numbers[0];
  return `${list} ${months.length === 1 && months[0] === 1 ? 'Monat' : 'Monate'}`;
}

/** Whether the offer takes the amount and term, and if so what it earns; reasons in German otherwise. */
export function evaluateSavingsOffer(offer: SavingsOffer, values: SavingsValues): SavingsResult {
  const { conditions } = offer;
  const reasons: string[] = [];
  if (values.betrag < conditions.minAmount) reasons.push(`Mindestanlage ${formatEuroWhole(conditions.minAmount)}`);
  if (values.betrag > conditions.maxAmount) reasons.push(`Höchstens ${formatEuroWhole(conditions.maxAmount)} je Kunde`);
  if (conditions.product === 'festgeld') {
    const term = conditions.terms.find(({ months }) => months === values.dauer);
    if (!term) reasons.push(`Keine Laufzeit von ${monthsDative(values.dauer)}, angeboten: ${termsText(conditions.terms.map(({ months }) => months))}`);
    if (reasons.length > 0 || !term) return { offer, fits: false, reasons };
    return { offer, fits: true, outcome: festgeldOutcome(values.betrag, values.dauer, { rate: term.rate, crediting: conditions.crediting }), headlineRate: term.rate };
  }
  if (reasons.length > 0) return { offer, fits: false, reasons };
  const newCustomer = values.neukunde === 'ja';
  const headlineRate = newCustomer && conditions.promotion ? conditions.promotion.rate : conditions.baseRate;
  return { offer, fits: true, outcome: tagesgeldOutcome(values.betrag, values.dauer, conditions, newCustomer), headlineRate };
}

export interface SavingsComparison {
  /** Offers of the chosen product that fit, in the chosen order. */
  fitting: FittingResult[];
  /** Offers of the chosen product that do not, in the list's order, with their reasons. */
  nonFitting: Extract<SavingsResult, { fits: false }>[];
}

/**
 * The offers of the chosen product for the inputs. "ertrag": the highest Zinsertrag first; "zins":
 * the highest headline rate first, then the higher Zinsertrag. Remaining ties keep the list's order.
 */
export function compareSavingsOffers(offers: readonly SavingsOffer[], values: SavingsValues): SavingsComparison {
  const results = offers.filter((offer) => offer.conditions.product === values.anlage).map((offer) => evaluateSavingsOffer(offer, values));
  const fitting = results.filter((result): result is FittingResult => result.fits);
  const byInterest = (a: FittingResult, b: FittingResult) => b.outcome.interest - a.outcome.interest;
  fitting.sort(values.sortierung === 'zins' ? (a, b) => b.headlineRate - a.headlineRate || byInterest(a, b) : byInterest);
  return { fitting, nonFitting: results.filter((result) => !result.fits) };
}

/** The inputs the figures are for: "10.000 € Tagesgeld über 12 Monate, als Neukunde". */
export function savingsBasisText(values: SavingsValues): string {
  const customer = values.anlage === 'tagesgeld' ? (values.neukunde === 'ja' ? ', als Neukunde' : ', ohne Neukundenzins') : '';
  return `${formatEuroWhole(values.betrag)} ${productLabels[values.anlage]} über ${monthsText(values.dauer)}${customer}`;
}

/** "8 von 10 Tagesgeldkonten passen zu Ihren Angaben." */
export function savingsSummaryText({ fitting, nonFitting }: SavingsComparison, values: SavingsValues): string {
  const total = fitting.length + nonFitting.length;
  const [one, many] = values.anlage === 'tagesgeld' ? ['Tagesgeldkonto', 'Tagesgeldkonten'] : ['Festgeldangebot', 'Festgeldangeboten'];
  if (total === 0) return 'Derzeit keine Angebote verfügbar.';
  if (fitting.length === 0) return `Keines der ${total} Angebote passt zu Ihren Angaben.`;
  return `${fitting.length} von ${total} ${total === 1 ? one : many} ${fitting.length === 1 ? 'passt' : 'passen'} zu Ihren Angaben.`;
}
