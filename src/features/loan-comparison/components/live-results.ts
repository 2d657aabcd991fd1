import { hydrationComplete } from '@/components/deferred-hydration';
import type { LoanOffer } from '@/features/loan-comparison/engine/loan-offers';
import { offerFigureTexts, resultStructure } from '@/features/loan-comparison/engine/offer-figures';
import { TYPING_PAUSE_MS } from '@/features/loan-comparison/inputs/search-writer';
import {
  calculationBasisText,
  compareOffers,
  comparisonSummaryText,
  type ComparisonCriteria,
  type ComparisonResult,
} from '@/features/loan-comparison/engine/rank-offers';
import { formatEuro, formatEuroAmount } from '@/lib/format';
import { arrangeChildren } from '@/lib/reorder';

/**
 * The live comparison without React for typing.
 *
 * Most keystrokes in the amount or term field change figures only: the same offers fit, in the
 * same order, for the same reasons. For those, re-rendering 50 cards through React costs several
 * times what the figures themselves cost. So React renders the results for what the visitor
 * chooses (a purpose, a filter, an order, the mode) and each card's figures when it mounts; a
 * keystroke writes the new figure texts into the elements that hold only them, and React renders
 * nothing. After every commit of the results the writer shows the committed results again on
 * every card, so a card React left alone never keeps what was written for other values.
 *
 * A keystroke that changes the structure (an offer crossing "Passt nicht", another order, other
 * reasons) writes what it can at once: the summary, the basis line and the figures of every card
 * that stays in its section. A card whose section or reasons change is marked
 * (data-offer-pending: dimmed, its figures or reasons hidden, so no card shows figures for other
 * inputs) and the list is aria-busy. Once typing pauses the writer shows the new structure itself:
 * each card always holds both its figures and its reasons, one of them hidden, so a card that
 * changes section changes attributes and texts, and the cards move with the fewest moves the new
 * order needs (React's keyed list would move every card between an old and a new place). The
 * list does not jump on every digit on the way to 25.000 €, and a burst of typing costs one
 * reordering, without a React render of the cards (useUrlInputs keeps the results' values while
 * typed values show; a changed hint renders the form only).
 *
 * A keystroke writes the cards on or near the screen (within a quarter of a viewport height of
 * it) at once, and the others, which the browser does not paint, when typing pauses, when focus
 * leaves the field, or as soon as one comes that near the screen: like the address bar, once per
 * burst of typing instead of once per digit. (A card scrolled in faster than a quarter of the
 * viewport per frame within the pause could show its older figures for a frame.) A commit of the
 * results writes every card: it answers a choice, not a digit.
 */

const comparedFor = new WeakMap<ComparisonCriteria, { offers: readonly LoanOffer[]; result: ComparisonResult<LoanOffer> }>();

/**
 * compareOffers, remembered for the last offers per values object: a keystroke that changes the
 * structure compares once to find that out (LiveResults.show) and React's render for the same
 * values reuses the result.
 */
export function compareFor(offers: readonly LoanOffer[], values: ComparisonCriteria): ComparisonResult<LoanOffer> {
  const known = comparedFor.get(values);
  if (known?.offers === offers) return known.result;
  const result = compareOffers(offers, values);
  comparedFor.set(values, { offers, result });
  return result;
}

/**
 * What a keystroke's figures need: 'all' when the page now shows the results for its values
 * completely, 'figures' when the figures are written but the structure differs from the one
 * shown (it follows when typing pauses), false when React has to render now.
 */
export type Shown = 'all' | 'figures' | false;

/** The committed results, as the inputs side may update them. */
interface ResultsView<Values> {
  /** The values React rendered the results for. */
  values: Values;
  /**
   * Writes what it can for `values` without React (see Shown). A method, so a page's wider values
   * type can be given to results that read fewer fields.
   */
  show(values: Values): Shown;
  /** Writes the figures a keystroke left for later (cards far from the screen). */
  settle(): void;
}

/** Connects a comparison's inputs (useUrlInputs) with its rendered results (OfferResults). */
export class LiveResults<Values> {
  private view: ResultsView<Values> | null = null;
  private renderedValues: Values | null = null;
  /** Typed values written over the results React committed for `base`. */
  private typed: { base: Values; values: Values } | null = null;
  /** The React render a keystroke left for the pause in typing. */
  private pendingRender: ((idle: boolean) => void) | null = null;

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
   * Writes the figures for `values` without a React render, if that is safe: the results for the
   * last rendered values are committed (no deferred render is pending), every card is hydrated
   * (text written into a card still awaiting hydration would not match the server's) and the mode
   * is the same. See Shown for the answer.
   */
  show(values: Values): Shown {
    const view = this.view;
    if (!view || view.values !== this.renderedValues || !hydrationComplete()) return false;
    const shown = view.show(values);
    if (shown) {
      this.typed = { base: view.values, values };
      this.settleLater();
    }
    return shown;
  }

  /**
   * For the results committed for `values`: the typed values shown over them, which a commit for
   * the same values (new offers, say) must show again. A commit for other values ends them.
   */
  typedOver(values: Values): Values | null {
    if (this.typed?.base !== values) this.typed = null;
    return this.typed?.values ?? null;
  }

  /**
   * Runs `render` when typing pauses (or focus leaves the field, or the form is sent), instead of
   * a render a keystroke would have caused. `idle` is true when the pause timer ran it: no event
   * of the visitor's waits for that render.
   */
  renderAtPause(render: (idle: boolean) => void) {
    this.pendingRender = render;
    this.settleLater();
  }

  /** Cards far from the screen were left with older figures: they follow when typing pauses. */
  private settleLater() {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(this.settleIdle, TYPING_PAUSE_MS);
  }

  /** Brings every card up to date now (focus left the field, the form was sent). */
  readonly settle = () => this.bringUpToDate(false);

  /** The same when typing pauses. */
  private readonly settleIdle = () => this.bringUpToDate(true);

  private bringUpToDate(idle: boolean) {
    clearTimeout(this.settleTimer);
    this.view?.settle();
    const render = this.pendingRender;
    this.pendingRender = null;
    render?.(idle);
  }

  private settleTimer: ReturnType<typeof setTimeout> | undefined;
}

/** The elements of one fitting card that hold its figures. */
interface FigureSlots {
  /** The offer's amount, shown with a Wunschrate. */
  amount: HTMLElement | null;
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

/**
 * How far beyond the screen a card counts as near, so a keystroke writes it at once: a quarter of
 * the viewport height above and below. Measured: with a whole viewport height, the cards the
 * browser renders just off screen cost a keystroke about 3 ms more at 4x CPU slowdown.
 */
const NEAR_SCREEN = '25% 0px';

type Fitting = ComparisonResult<LoanOffer>['fitting'][number];

const FITS = 'fits';

/** Where a card belongs: 'fits' (no reasons), or not fitting for these reasons. */
const statusFor = (reasons: readonly string[] | null) => (reasons === null ? FITS : `not:${reasons.join('\n')}`);

/** Each card's status for a result (see statusFor). */
function statusOf(result: ComparisonResult<LoanOffer>): Map<string, string> {
  const statuses = new Map<string, string>();
  for (const { offer } of result.fitting) statuses.set(offer.id, FITS);
  for (const { offer, reasons } of result.nonFitting) statuses.set(offer.id, statusFor(reasons));
  return statuses;
}

/** The two blocks of a card, one of them hidden: its figures, and why it does not fit. */
interface SectionSlots {
  figures: HTMLElement;
  mismatch: HTMLElement;
  /** One item per possible reason (see OfferMismatch). */
  reasons: HTMLElement[];
}

interface CardSlots {
  /** The card's wrapper, marked data-offer-id. */
  card: HTMLElement;
  /** Null for a card without figures (still hydrating, or without calculation). */
  figures: FigureSlots | null;
  sections: SectionSlots | null;
  /** Where the card shows now (see statusOf). */
  status: string | undefined;
}

/** Finds the figure elements of one card; null when it has none. */
function findSlots(card: HTMLElement): FigureSlots | null {
  const monthly = card.querySelector<HTMLElement>('[data-monthly-instalment]');
  const total = card.querySelector<HTMLElement>('[data-total-amount]');
  const example = card.querySelector<HTMLElement>('[data-example-figures]');
  if (!monthly || !total || !example) return null;
  return { amount: card.querySelector<HTMLElement>('[data-loan-amount]'), monthly, total, example };
}

function findSections(card: HTMLElement): SectionSlots | null {
  const figures = card.querySelector<HTMLElement>('[data-offer-figures]');
  const mismatch = card.querySelector<HTMLElement>('[data-mismatch-reasons]');
  if (!figures || !mismatch) return null;
  return { figures, mismatch, reasons: [...mismatch.querySelectorAll<HTMLElement>('li')] };
}

/** Sets or removes the `hidden` attribute, as React does for the prop. */
function setHidden(element: HTMLElement, hidden: boolean) {
  if (element.hasAttribute('hidden') !== hidden) element.toggleAttribute('hidden', hidden);
}

/**
 * The rendered results inside `container`: basis line, summary, the list with its cards and the
 * "Passt nicht" heading, and each card's figure and reason elements. One writer lives as long as
 * the results do; after each commit `refresh` finds the elements again where React may have
 * changed them, and keeps following which cards are near the screen.
 *
 * A keystroke writes figures (writeNear, preview); when typing pauses, `settle` also shows the
 * structure of the latest results: each card in its section with its reasons, in the new order
 * (moving as few cards as possible), the heading only above offers that do not fit. React renders
 * the same markup for the same values, so whatever renders next starts from what it would have
 * rendered itself.
 */
export class FigureWriter {
  private basis: Element | null = null;
  private list: Element | null = null;
  private summary: Element | null = null;
  private heading: HTMLElement | null = null;
  private readonly cards = new Map<string, CardSlots>();
  /** The mode the slots were found for: with a Wunschrate, every card has an amount element. */
  private mode: string | undefined;
  /** Cards on or near the screen; null until the browser has told (then every card counts as near). */
  private near: Set<string> | null = null;
  /** Cards whose figures are older than `latest`. */
  private readonly stale = new Set<string>();
  /**
   * The values each card's figures were last written or rendered for (the same object), so a
   * commit for values a keystroke has already written writes nothing again and leaves nothing
   * for later.
   */
  private readonly writtenFor = new Map<string, ComparisonCriteria>();
  /** Cards marked data-offer-pending: their section or reasons differ from the latest keystroke's. */
  private readonly pending = new Set<string>();
  /** The structure (resultStructure) the list shows. */
  private shownStructure = '';
  private latest: { result: ComparisonResult<LoanOffer>; structure: string; values: ComparisonCriteria; amountText: string } | null = null;
  private observer: IntersectionObserver | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly inputsLabel?: string,
  ) {}

  /**
   * Finds the elements React rendered for `values` and `result` (compared for them), and shows
   * the structure of `result` on every card: React re-renders only cards whose props changed, and
   * one it left alone may still show what a pause in typing wrote for other values. A card whose
   * DOM React kept, in the same mode, keeps the slots found before.
   */
  refresh(values: ComparisonCriteria, result: ComparisonResult<LoanOffer>) {
    this.list = this.container.querySelector('[data-offer-list]');
    this.heading = this.container.querySelector('[data-not-fitting-heading]');
    this.basis = this.container.querySelector('[data-calculation-basis]');
    this.summary = this.container.querySelector('[data-comparison-summary]');
    const modeChanged = values.modus !== this.mode;
    this.mode = values.modus;
    const seen = new Set<string>();
    for (const card of this.container.querySelectorAll<HTMLElement>('[data-offer-id]')) {
      const id = card.dataset.offerId!;
      seen.add(id);
      const known = this.cards.get(id);
      if (known && known.card === card && !modeChanged && (!known.figures || known.figures.monthly.isConnected)) continue;
      if (known && known.card !== card) this.observer?.unobserve(known.card);
      if (!known || known.card !== card) this.observer?.observe(card);
      this.cards.set(id, { card, figures: findSlots(card), sections: findSections(card), status: undefined });
      // React rendered this card for `values`.
      this.stale.delete(id);
      this.writtenFor.set(id, values);
    }
    for (const [id, { card }] of this.cards) {
      if (seen.has(id)) continue;
      this.observer?.unobserve(card);
      this.cards.delete(id);
      this.near?.delete(id);
      this.stale.delete(id);
      this.writtenFor.delete(id);
    }
    this.showStructure(result);
  }

  /** Whether the rendered cards are exactly the offers of `result`, so its structure can be shown without React. */
  covers(result: ComparisonResult<LoanOffer>): boolean {
    if (result.fitting.length + result.nonFitting.length !== this.cards.size) return false;
    for (const { offer } of result.fitting) if (!this.cards.has(offer.id)) return false;
    for (const { offer } of result.nonFitting) if (!this.cards.has(offer.id)) return false;
    return true;
  }

  /**
   * Writes the texts React would render for `values`: the basis and summary lines, and the figures
   * of each card that shows as fitting, those on or near the screen at once, the others when
   * `settle` is called or they come near. A card already written for these very values is left
   * alone, and so is one that still shows as not fitting (settle writes it once it moves).
   */
  writeNear(result: ComparisonResult<LoanOffer>, values: ComparisonCriteria, structure = resultStructure(result)) {
    if (this.basis) setText(this.basis, `Berechnet für ${calculationBasisText(values)}`);
    if (this.summary) setText(this.summary, comparisonSummaryText(result.summary, this.inputsLabel));
    this.latest = { result, structure, values, amountText: formatEuro(values.betrag) };
    for (const entry of result.fitting) {
      const id = entry.offer.id;
      if (this.writtenFor.get(id) === values || this.cards.get(id)?.status !== FITS) this.stale.delete(id);
      else if (this.near && !this.near.has(id)) this.stale.add(id);
      else this.writeCard(entry);
    }
  }

  /**
   * A keystroke's results: writes what writeNear writes and marks each card whose section or
   * reasons differ from what the list shows, so it shows neither figures nor reasons until typing
   * pauses (settle) or React renders. Returns whether the structure differs, which makes the list
   * busy even where only the order changed.
   */
  preview(result: ComparisonResult<LoanOffer>, values: ComparisonCriteria): boolean {
    const structure = resultStructure(result);
    const moved = structure !== this.shownStructure;
    const statuses = moved ? statusOf(result) : null;
    for (const [id, { card, status }] of this.cards) {
      const differs = statuses !== null && statuses.get(id) !== status;
      if (differs === this.pending.has(id)) continue;
      if (differs) {
        this.pending.add(id);
        card.setAttribute('data-offer-pending', '');
      } else {
        this.pending.delete(id);
        card.removeAttribute('data-offer-pending');
      }
    }
    // On the cards' list, not around the summary: its announcement is not held back.
    if (moved) this.list?.setAttribute('aria-busy', 'true');
    else this.list?.removeAttribute('aria-busy');
    this.writeNear(result, values, structure);
    return moved;
  }

  /** Brings the list up to the latest results: their structure, then every card's figures. */
  settle() {
    const latest = this.latest;
    if (!latest) return;
    if (latest.structure !== this.shownStructure) this.showStructure(latest.result, latest.structure);
    for (const entry of latest.result.fitting) if (this.writtenFor.get(entry.offer.id) !== latest.values) this.writeCard(entry);
    this.stale.clear();
  }

  /**
   * Shows `result`'s structure: each card's section (data-offers, which of its two blocks shows)
   * and reasons, the heading, and the order, with the fewest moves. A card that stops fitting
   * loses its figures; one that starts fitting gets them from writeNear or settle. Only what
   * differs from the card's shown status is written.
   */
  private showStructure(result: ComparisonResult<LoanOffer>, structure = resultStructure(result)) {
    const order: Element[] = [];
    const show = (id: string, reasons: readonly string[] | null) => {
      const slots = this.cards.get(id);
      if (!slots) return;
      order.push(slots.card);
      const status = statusFor(reasons);
      if (slots.status === status) return;
      slots.status = status;
      const fits = reasons === null;
      slots.card.setAttribute('data-offers', fits ? 'fitting' : 'not-fitting');
      if (slots.sections) {
        setHidden(slots.sections.figures, !fits);
        setHidden(slots.sections.mismatch, fits);
        slots.sections.reasons.forEach((item, index) => {
          const reason = reasons?.[index];
          setText(item, reason ?? '');
          setHidden(item, reason === undefined);
        });
      }
      if (!fits && slots.figures) {
        // As React renders a card that does not fit: its hidden figures are empty.
        for (const element of [slots.figures.amount, slots.figures.monthly, slots.figures.total, slots.figures.example]) if (element) setText(element, '');
        this.writtenFor.delete(id);
        this.stale.delete(id);
      }
    };
    for (const { offer } of result.fitting) show(offer.id, null);
    if (this.heading) {
      order.push(this.heading);
      setHidden(this.heading, result.nonFitting.length === 0);
    }
    for (const { offer, reasons } of result.nonFitting) show(offer.id, reasons);
    // React's list holds exactly these; anything else is left as React rendered it.
    if (this.list && order.length === this.list.children.length) arrangeChildren(this.list, order);
    for (const id of this.pending) this.cards.get(id)?.card.removeAttribute('data-offer-pending');
    this.pending.clear();
    this.list?.removeAttribute('aria-busy');
    this.shownStructure = structure;
  }

  /** Follows which cards are near the screen, for writeNear (where IntersectionObserver exists). */
  observe() {
    if (this.observer || typeof IntersectionObserver === 'undefined') return;
    this.observer = new IntersectionObserver(
      (entries) => {
        this.near ??= new Set();
        for (const { target, isIntersecting } of entries) {
          const id = (target as HTMLElement).dataset.offerId!;
          if (!isIntersecting) {
            this.near.delete(id);
            continue;
          }
          this.near.add(id);
          const entry = this.stale.has(id) ? this.latest?.result.fitting.find((fitting) => fitting.offer.id === id) : undefined;
          if (entry) this.writeCard(entry);
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    for (const { card } of this.cards.values()) this.observer.observe(card);
  }

  disconnect() {
    this.observer?.disconnect();
    this.observer = null;
  }

  private writeCard({ offer, amount, example }: Fitting) {
    const slots = this.cards.get(offer.id)?.figures;
    this.stale.delete(offer.id);
    if (!slots || !this.latest) return;
    const { values, amountText } = this.latest;
    const texts =
      amount === values.betrag
        ? offerFigureTexts(offer, example, values, amountText)
        : offerFigureTexts(offer, example, { betrag: amount, laufzeit: values.laufzeit });
    if (slots.amount) setText(slots.amount, formatEuroAmount(amount));
    setText(slots.monthly, texts.monthly);
    setText(slots.total, texts.total);
    setText(slots.example, texts.example);
    this.writtenFor.set(offer.id, values);
  }
}

/** The results side of `LiveResults` for a rendered list: compares, and writes what it can. */
export function resultsView(values: ComparisonCriteria, offers: readonly LoanOffer[], writer: FigureWriter): ResultsView<ComparisonCriteria> {
  return {
    values,
    show: (next) => {
      // The mode decides the cards' markup (an amount or not): switching it is a choice, rendered at once.
      if (next.modus !== values.modus) return false;
      const result = compareFor(offers, next);
      if (!writer.covers(result)) return false;
      return writer.preview(result, next) ? 'figures' : 'all';
    },
    settle: () => writer.settle(),
  };
}
