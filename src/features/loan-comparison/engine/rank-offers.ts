import { purposeLabels, type CalculationMode, type ComparisonParams, type SortOrder } from '@/features/loan-comparison/inputs/defaults';
import type { OfferFeature } from '@/entities/partner/model';
import { checkEligibility, type OfferConditions } from '@/features/loan-comparison/engine/eligibility';
import { maxLoanForBudget, representativeExample, type LoanCalculation } from '@/lib/loan-math';
import { formatEuro, formatEuroAmount, formatEuroWhole } from '@/lib/format';

/** The least an offer needs for the comparison; the partner type can extend it. */
export interface ComparableOffer {
  id: string;
  /** Editorial recommendation order, ascending. */
  editorialOrder: number;
  /** Effektiver Jahreszins in percent that at least two thirds of customers get (§ 17 Abs. 4 PAngV). */
  effectiveRateTwoThirds: number;
  /** The Sollzins p. a. in percent belonging to it: every example is computed from this rate. */
  borrowingRateTwoThirds: number;
  conditions: OfferConditions;
  features: readonly OfferFeature[];
}

interface FittingOffer<T> {
  offer: T;
  /**
   * Nettodarlehensbetrag in euros: the visitor's amount, or with a Wunschrate the most it buys
   * from this offer (whole 100 €, at most the offer's maximum).
   */
  amount: number;
  /** Instalments, Gesamtbetrag and effective rate for this amount and the visitor's term at the offer's 2/3 Sollzins. */
  example: LoanCalculation;
}

interface NonFittingOffer<T> {
  offer: T;
  reasons: string[];
}

export interface ComparisonSummary {
  /** Offers that fit amount, term and purpose. */
  fitting: number;
  /** Offers that have every selected feature, fitting or not. */
  total: number;
  /** Offers left out because they lack a selected feature. */
  hiddenByFilters: number;
  /** Lowest monthly instalment among the fitting offers, or null when none fits. */
  cheapestMonthly: number | null;
  /** Largest amount among the fitting offers, or null when none fits. */
  largestAmount: number | null;
  /** What the amounts came from: the visitor's amount or their Wunschrate. */
  mode: CalculationMode;
}

/** The visitor's inputs as the comparison reads them; a product without purpose, order or filters leaves them out. */
export type ComparisonCriteria = Pick<ComparisonParams, 'betrag' | 'laufzeit'> &
  Partial<Pick<ComparisonParams, 'zweck' | 'sortierung' | 'features' | 'modus' | 'wunschrate'>>;

export interface ComparisonResult<T> {
  /** Sorted by the chosen order, ties by editorial order, then stable. */
  fitting: FittingOffer<T>[];
  /** In editorial order, each with its reasons. */
  nonFitting: NonFittingOffer<T>[];
  summary: ComparisonSummary;
}

type Comparator = (a: FittingOffer<ComparableOffer>, b: FittingOffer<ComparableOffer>) => number;

const byEditorialOrder = (a: { offer: ComparableOffer }, b: { offer: ComparableOffer }) => a.offer.editorialOrder - b.offer.editorialOrder;

const comparators: Record<SortOrder, Comparator> = {
  empfehlung: byEditorialOrder,
  zins: (a, b) => a.offer.effectiveRateTwoThirds - b.offer.effectiveRateTwoThirds || byEditorialOrder(a, b),
  rate: (a, b) => a.example.monthlyInstalment - b.example.monthlyInstalment || byEditorialOrder(a, b),
  gesamt: (a, b) => a.example.totalAmount - b.example.totalAmount || byEditorialOrder(a, b),
  betrag: (a, b) => b.amount - a.amount || byEditorialOrder(a, b),
};

function hasFeatures(offer: ComparableOffer, selected: readonly OfferFeature[]): boolean {
  for (const feature of selected) if (!offer.features.includes(feature)) return false;
  return true;
}

/**
 * Filters, checks eligibility, computes the example and sorts in one pass over the offers:
 * the whole recomputation after a keystroke. Offers must carry validated rates and conditions.
 */
export function compareOffers<T extends ComparableOffer>(offers: readonly T[], params: ComparisonCriteria): ComparisonResult<T> {
  const { features = [], sortierung = 'empfehlung', laufzeit, zweck } = params;
  const budget = params.modus === 'wunschrate' ? params.wunschrate : undefined;
  const fitting: FittingOffer<T>[] = [];
  const nonFitting: NonFittingOffer<T>[] = [];
  let hiddenByFilters = 0;
  let cheapestMonthly: number | null = null;
  let largestAmount: number | null = null;

  for (const offer of offers) {
    if (!hasFeatures(offer, features)) {
      hiddenByFilters++;
      continue;
    }
    const borrowingRate = offer.borrowingRateTwoThirds;
    const amount =
      budget === undefined
        ? params.betrag
        : Math.min(maxLoanForBudget({ monthlyBudget: budget, borrowingRate, termMonths: laufzeit }), offer.conditions.maxAmount);
    const eligibility = checkEligibility(offer.conditions, { betrag: amount, laufzeit, zweck, fromBudget: budget !== undefined });
    if (!eligibility.fits) {
      nonFitting.push({ offer, reasons: eligibility.reasons });
      continue;
    }
    const example = representativeExample({ netLoanAmount: amount, borrowingRate, termMonths: laufzeit });
    if (cheapestMonthly === null || example.monthlyInstalment < cheapestMonthly) cheapestMonthly = example.monthlyInstalment;
    if (largestAmount === null || amount > largestAmount) largestAmount = amount;
    fitting.push({ offer, amount, example });
  }

  fitting.sort(comparators[sortierung]);
  nonFitting.sort(byEditorialOrder);
  return {
    fitting,
    nonFitting,
    summary: {
      fitting: fitting.length,
      total: fitting.length + nonFitting.length,
      hiddenByFilters,
      cheapestMonthly,
      largestAmount,
      mode: budget === undefined ? 'betrag' : 'wunschrate',
    },
  };
}

function howManyFit({ fitting, total }: ComparisonSummary): string {
  if (fitting === total) {
    if (total === 1) return '1 Angebot passt';
    return total === 2 ? 'Beide Angebote passen' : `Alle ${total} Angebote passen`;
  }
  return `${fitting} von ${total} Angeboten ${fitting === 1 ? 'passt' : 'passen'}`;
}

/**
 * "9 von 11 Angeboten passen · günstigste Rate 289,12 € im Monat" and its variants for none, one
 * and all; with a Wunschrate "… · höchster Kreditbetrag 23.400 €". `inputsLabel` names what the
 * visitor entered, for the sentence when nothing fits.
 */
export function comparisonSummaryText(summary: ComparisonSummary, inputsLabel?: string): string {
  const { fitting, total, hiddenByFilters, cheapestMonthly, largestAmount, mode } = summary;
  const entered = inputsLabel ?? (mode === 'wunschrate' ? 'Wunschrate, Laufzeit und Zweck' : 'Betrag, Laufzeit und Zweck');
  if (total === 0) return hiddenByFilters > 0 ? 'Kein Angebot hat alle gewählten Merkmale' : 'Derzeit keine Angebote';
  if (fitting === 0 || cheapestMonthly === null || largestAmount === null) {
    return total === 1 ? `Das Angebot passt nicht zu ${entered}` : `Keines der ${total} Angebote passt zu ${entered}`;
  }
  const figure =
    mode === 'wunschrate'
      ? `${fitting === 1 ? 'Kreditbetrag' : 'höchster Kreditbetrag'} ${formatEuroAmount(largestAmount)}`
      : `${fitting === 1 ? 'Rate' : 'günstigste Rate'} ${formatEuro(cheapestMonthly)} im Monat`;
  return `${howManyFit(summary)} · ${figure}`;
}

/**
 * What the figures were computed for: "10.000 € · 60 Monate · freie Verwendung", without a purpose
 * "50.000 € · 60 Monate", with a Wunschrate "Wunschrate 200 € im Monat · 60 Monate · freie Verwendung".
 */
export function calculationBasisText({
  betrag,
  laufzeit,
  zweck,
  modus,
  wunschrate,
}: Pick<ComparisonCriteria, 'betrag' | 'laufzeit' | 'zweck' | 'modus' | 'wunschrate'>): string {
  const amount = modus === 'wunschrate' && wunschrate !== undefined ? `Wunschrate ${formatEuroWhole(wunschrate)} im Monat` : formatEuroWhole(betrag);
  const amountAndTerm = `${amount} · ${laufzeit} ${laufzeit === 1 ? 'Monat' : 'Monate'}`;
  if (zweck === undefined) return amountAndTerm;
  return `${amountAndTerm} · ${zweck === 'frei' ? 'freie Verwendung' : purposeLabels[zweck]}`;
}
