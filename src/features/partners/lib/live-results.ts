import { hydrationComplete } from '@/components/deferred-hydration';
import type { LoanOffer } from '@/features/partners/lib/loan-offers';
import { offerFigureTexts, resultStructure } from '@/features/partners/lib/offer-figures';
import {
  calculationBasisText,
  compareOffers,
  comparisonSummaryText,
  type ComparisonCriteria,
  type ComparisonResult,
} from '@/features/partners/lib/rank-offers';
import { formatEuro } from '@/lib/format';

/**
 * The live comparison without React for the common keystroke.
 *
 * Most keystrokes in the amount or term field change figures only: the same offers fit, in the
 * same order, for the same reasons. For those, re-rendering 50 cards through React costs several
 * times what the figures themselves cost. So React renders the structure of the results (which
 * cards, in which section and order, the reasons, the hints) and each card's figures when it
 * mounts; a keystroke whose results have the structure already on the page writes the new figure
 * texts into the elements that hold only them, and React renders nothing. Everything else
 * (another order, an offer crossing "Passt nicht", a hint, a filter) goes through React as usual,
 * and after every commit of the results the figures are written again for the values React
 * rendered, so a card React left alone never keeps an older figure.
 */

/** The committed results, as the inputs side may update them. */
interface ResultsView<Values> {
  /** The values React rendered the results for. */
  values: Values;
  /**
   * Writes the figures for `values` if their results have the committed structure; false when
   * React must render. (A method, so a page's wider values type can be given to results that read fewer fields.)
   */
  show(values: Values): boolean;
}

/** Connects a comparison's inputs (useUrlInputs) with its rendered results (OfferResults). */
export class LiveResults<Values> {
  private view: ResultsView<Values> | null = null;
  private renderedValues: Values | null = null;

  /** The results committed for `view.values`; returns the detach function for the effect's cleanup. */
  attach(view: ResultsView<Values>): () => void {
    this.view = view;
    return () => {
      if (this.view === view) this.view = null;
    };
  }

  /** The values the inputs side last rendered; results committed for other values are still pending. */
  rendered(values: Values) {
    this.renderedValues = values;
  }

  /**
   * Shows the figures for `values` without a React render, if that is safe: the results for the
   * last rendered values are committed (no deferred render is pending), every card is hydrated
   * (text written into a card still awaiting hydration would not match the server's) and the
   * structure is the same. Returns false when React has to render.
   */
  show(values: Values): boolean {
    const view = this.view;
    if (!view || view.values !== this.renderedValues || !hydrationComplete()) return false;
    return view.show(values);
  }
}

/** The elements of one fitting card that hold its figures. */
interface FigureSlots {
  monthly: HTMLElement;
  total: HTMLElement;
  example: HTMLElement;
}

/** Changes the element's only text node in place, as React does for an element whose child is one string. */
function setText(element: Element, text: string) {
  const node = element.firstChild;
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else {
    element.textContent = text;
  }
}

/** The rendered results inside `container`: basis line, summary and each fitting card's figure elements. */
export class FigureWriter {
  private readonly basis: Element | null;
  private readonly summary: Element | null;
  private readonly slots = new Map<string, FigureSlots>();

  constructor(container: HTMLElement) {
    this.basis = container.querySelector('[data-calculation-basis]');
    this.summary = container.querySelector('[data-comparison-summary]');
    for (const card of container.querySelectorAll<HTMLElement>('[data-offer-id]')) {
      const monthly = card.querySelector<HTMLElement>('[data-monthly-instalment]');
      const total = card.querySelector<HTMLElement>('[data-total-amount]');
      const example = card.querySelector<HTMLElement>('[data-example-figures]');
      if (monthly && total && example) this.slots.set(card.dataset.offerId!, { monthly, total, example });
    }
  }

  /** Writes the texts React would render for `values` (the result must have the rendered structure). */
  write(result: ComparisonResult<LoanOffer>, values: ComparisonCriteria, inputsLabel?: string) {
    if (this.basis) setText(this.basis, `Berechnet für ${calculationBasisText(values)}`);
    if (this.summary) setText(this.summary, comparisonSummaryText(result.summary, inputsLabel));
    const amountText = formatEuro(values.betrag);
    for (const { offer, example } of result.fitting) {
      const slots = this.slots.get(offer.id);
      if (!slots) continue;
      const texts = offerFigureTexts(offer, example, values, amountText);
      setText(slots.monthly, texts.monthly);
      setText(slots.total, texts.total);
      setText(slots.example, texts.example);
    }
  }
}

/** The results side of `LiveResults` for a rendered list: compares, checks the structure, writes. */
export function resultsView(
  values: ComparisonCriteria,
  offers: readonly LoanOffer[],
  structure: string,
  writer: FigureWriter,
  inputsLabel?: string,
): ResultsView<ComparisonCriteria> {
  return {
    values,
    show: (next) => {
      const result = compareOffers(offers, next);
      if (resultStructure(result) !== structure) return false;
      writer.write(result, next, inputsLabel);
      return true;
    },
  };
}
