/**
 * Property-style walk through /ratenkredit (issue 33 §2): seeded random sequences of typing (fast
 * bursts, typos, odd input), purpose, sort, filters, mode, Back, Forward, reload, the footer link
 * and opened URLs, on a phone and a desktop viewport. After every step, once typing has paused,
 * the page must agree with an independent model (comparison-model.ts): URL, form, basis line,
 * summary, which offers fit and why not, their order, and every fitting card's example, on
 * screen or not. RANDOM_SEED=<n> replays another walk; a failure prints the steps to reproduce it.
 */
import { expect, test, type Page } from '@playwright/test';
import { trackErrors } from './helpers';
import { presetConsent } from './partners-helpers';
import {
  basisText,
  centsOf,
  compare,
  defaultValues,
  effectiveRateOf,
  euro,
  euroWhole,
  features,
  limits,
  modelOffers,
  normalizeSpace,
  percent,
  purposes,
  scheduleFor,
  searchFor,
  sortKeys,
  sortOrdersByMode,
  valueDifferences,
  valuesFromForm,
  valuesFromSearch,
  wholeEurosOf,
  withinBudget,
  type Comparison,
  type Feature,
  type FormState,
  type ModelOffer,
  type Mode,
  type Values,
} from './comparison-model';

const SEED = process.env.RANDOM_SEED === undefined ? 20_261_127 : Number(process.env.RANDOM_SEED);
if (!Number.isSafeInteger(SEED)) throw new Error(`RANDOM_SEED must be an integer, got ${process.env.RANDOM_SEED}`);
console.info(`comparison-random.spec.ts: RANDOM_SEED=${SEED}`);

const viewports = [
  { name: 'phone', width: 390, height: 844, sequences: 16 },
  { name: 'desktop', width: 1280, height: 900, sequences: 16 },
] as const;
const MIN_STEPS = 6;
const MAX_STEPS = 10;
/** The app writes typed text to the URL after this pause (search-writer.ts); checks wait for it. */
const TYPING_PAUSE_MS = 400;
/** How long a step may take to settle before its differences count as failures. */
const SETTLE_TIMEOUT_MS = 8_000;
/** How long a navigation may take to land on a hydrated /ratenkredit. */
const NAVIGATION_TIMEOUT_MS = 15_000;

// --- Random numbers ----------------------------------------------------------------------

class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T extends string>(weights: Partial<Record<T, number>>): T {
    const entries = Object.entries(weights) as [T, number][];
    let roll = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return entries.at(-1)![0];
  }
}

const sequenceSeed = (viewportIndex: number, sequence: number) => (SEED ^ Math.imul(0x9e3779b1, viewportIndex * 1000 + sequence)) >>> 0;

// --- What the visitor types -------------------------------------------------------------

type TextField = 'betrag' | 'laufzeit' | 'wunschrate';

/** Unusual input the form must read sensibly: a fraction, an exponent, a negative, letters, empty, grouped or spaced. */
const oddTexts = ['12,5', '1e2', '-12', 'abc', '12a', '', '2500,50', '25.000', '0', ' 300 ', 'x1', '7.500 €'];

function plausibleNumber(random: Random, field: TextField): number {
  if (field === 'laufzeit') return random.chance(0.5) ? random.pick([12, 24, 36, 48, 60, 72, 84, 96, 120]) : random.int(6, 120);
  if (field === 'wunschrate') return random.chance(0.5) ? random.int(1, 40) * 50 : random.int(25, random.chance(0.8) ? 2_000 : 10_000);
  return random.chance(0.5) ? random.int(2, 200) * 500 : random.int(1_000, 100_000);
}

const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '.');

function numberText(random: Random, field: TextField): string {
  const roll = random.next();
  if (roll > 0.7) return random.pick(oddTexts);
  const { min, max } = limits[field];
  const value = roll < 0.55 ? plausibleNumber(random, field) : random.chance(0.5) ? random.int(0, min - 1) : random.int(max + 1, max * 10);
  const style = random.next();
  if (style < 0.6 || value < 1_000) return String(value);
  if (style < 0.85) return grouped(value);
  return style < 0.95 ? `${grouped(value)} €` : grouped(value).replaceAll('.', ' ');
}

// --- Steps --------------------------------------------------------------------------------

type Choice = { kind: 'mode'; mode: Mode } | { kind: 'purpose'; purpose: string } | { kind: 'sort'; sort: string } | { kind: 'filter'; feature: Feature };

type Action =
  | { kind: 'open'; url: string }
  | { kind: 'type'; field: TextField; text: string; how: 'replace' | 'typo' | 'append' | 'correct'; delay: number; then?: Choice }
  | Choice
  | { kind: 'back' | 'forward' | 'reload' | 'link' }
  | { kind: 'goto'; url: string }
  | { kind: 'scroll'; position: number };

function describe(action: Action): string {
  switch (action.kind) {
    case 'open':
      return `open ${action.url}`;
    case 'type': {
      const speed = action.delay === 0 ? 'burst' : `${action.delay} ms/key`;
      const text = `type ${JSON.stringify(action.text)} into ${action.field} (${action.how}, ${speed})`;
      return action.then ? `${text}, then at once ${describe(action.then)}` : text;
    }
    case 'mode':
      return `choose mode ${action.mode}`;
    case 'purpose':
      return `choose purpose ${action.purpose}`;
    case 'sort':
      return `choose sort ${action.sort}`;
    case 'filter':
      return `toggle filter ${action.feature}`;
    case 'goto':
      return `go to ${action.url}`;
    case 'link':
      return 'click the footer link "Ratenkredit"';
    case 'scroll':
      return `scroll to ${Math.round(action.position * 100)} % of the offers`;
    default:
      return action.kind;
  }
}

function randomSearch(random: Random): string {
  const params = new URLSearchParams();
  const mode: Mode = random.chance(0.35) ? 'wunschrate' : 'betrag';
  if (mode === 'wunschrate') params.set('modus', mode);
  const amountField = mode === 'betrag' ? 'betrag' : 'wunschrate';
  if (random.chance(0.7)) params.set(amountField, numberText(random, amountField));
  if (random.chance(0.6)) params.set('laufzeit', numberText(random, 'laufzeit'));
  if (random.chance(0.4)) params.set('zweck', random.pick(purposes));
  if (random.chance(0.3)) params.set('sortierung', random.pick(sortOrdersByMode[mode]));
  if (random.chance(0.2)) params.set(random.pick(features), '1');
  const search = params.toString();
  return `/ratenkredit${search ? `?${search}` : ''}`;
}

interface Entry {
  /** What the entry's URL describes. */
  values: Values;
  /** The URL as opened, until a change on the entry rewrites it. */
  literal: string | null;
  /** The walk's step that made the entry. */
  step: number;
}

function randomChoice(random: Random, form: FormState, values: Values): Choice {
  const kind = random.weighted({ mode: 10, purpose: 8, sort: 8, filter: 7 });
  if (kind === 'mode') return { kind, mode: values.modus === 'betrag' ? 'wunschrate' : 'betrag' };
  if (kind === 'purpose') return { kind, purpose: random.chance(0.3) ? 'frei' : random.pick(purposes.filter((purpose) => purpose !== values.zweck)) };
  if (kind === 'sort') return { kind, sort: random.pick(sortOrdersByMode[values.modus].filter((order) => order !== values.sortierung)) };
  const on = form.features;
  const feature = on.length >= 2 && random.chance(0.7) ? random.pick(on) : random.pick(features);
  return { kind, feature };
}

function randomAction(random: Random, form: FormState, history: Entry[], index: number): Action {
  const values = valuesFromForm(form);
  for (;;) {
    const kind = random.weighted({ type: 28, choice: 28, typeThenChoice: 6, back: 25, forward: 15, reload: 4, link: 12, goto: 3, scroll: 4 });
    if (kind === 'back' && index === 0) continue;
    if (kind === 'forward' && index === history.length - 1) continue;
    // From a plain /ratenkredit the router replaces the entry; a new one is what Back needs.
    const current = history[index]!;
    if (kind === 'link' && (current.literal ?? `/ratenkredit${searchFor(current.values)}`) === '/ratenkredit') continue;
    if (kind === 'back' || kind === 'forward' || kind === 'reload' || kind === 'link') return { kind };
    if (kind === 'scroll') return { kind, position: random.next() };
    if (kind === 'goto') {
      const url = randomSearch(random);
      if (url === current.literal || url === `/ratenkredit${searchFor(current.values)}`) continue;
      return { kind, url };
    }
    if (kind === 'choice') return randomChoice(random, form, values);
    const field: TextField = random.chance(0.4) ? 'laufzeit' : values.modus;
    const text = numberText(random, field);
    const how = random.weighted({ replace: 70, typo: text.length >= 2 ? 15 : 0, append: 10, correct: 5 });
    const delay = random.pick([0, 0, 0, 25, 25, 25, 70, 70, 140]);
    const then = kind === 'typeThenChoice' ? randomChoice(random, form, values) : undefined;
    return { kind: 'type', field, text, how, delay, ...(then ? { then } : {}) };
  }
}

// --- Reading the page ---------------------------------------------------------------------

interface CardView {
  brandId: string;
  name: string;
  loanAmount: string | null;
  monthly: string;
  total: string;
  example: string;
}

interface PageView {
  path: string;
  search: string;
  pending: string[];
  form: FormState | null;
  basis: string | null;
  summary: string | null;
  fitting: CardView[];
  notFitting: { brandId: string; name: string; reasons: string[] }[];
  notFittingHeadingHidden: boolean | null;
}

/** Everything the checks need in one read; texts by textContent, so cards off screen count too. */
function readPage(page: Page): Promise<PageView> {
  return page.evaluate(() => {
    const text = (element: Element | null | undefined) => element?.textContent ?? null;
    const root = document.querySelector('[data-partner-list="ratenkredit"]');
    const form = root?.querySelector('form[data-comparison-form]');
    const field = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]:not([type="radio"])`)?.value ?? '';
    const pending: string[] = [];
    if (document.documentElement.hasAttribute('data-comparison-pending')) pending.push('<html data-comparison-pending>');
    if (document.querySelector('[data-comparison-results]')?.getAttribute('aria-busy') === 'true') pending.push('results aria-busy');
    if (document.querySelector('[data-comparison-results] [aria-busy="true"], [data-offer-pending]')) pending.push('an offer pending');
    const heading = document.querySelector<HTMLElement>('[data-not-fitting-heading]');
    return {
      path: location.pathname,
      search: location.search,
      pending,
      form: form
        ? {
            betrag: field('betrag'),
            laufzeit: field('laufzeit'),
            wunschrate: field('wunschrate'),
            zweck: field('zweck'),
            sortierung: field('sortierung'),
            modus: form.querySelector<HTMLInputElement>('input[name="modus"]:checked')?.value ?? '',
            features: [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((box) => box.name) as Feature[],
          }
        : null,
      basis: text(root?.querySelector('[data-calculation-basis]')),
      summary: text(root?.querySelector('[data-comparison-summary]')),
      fitting: [...(root?.querySelectorAll('[data-offers="fitting"]') ?? [])].map((item) => ({
        brandId: item.querySelector('[data-partner-card]')?.getAttribute('data-partner-card') ?? '?',
        name: text(item.querySelector('h3')) ?? '?',
        loanAmount: text(item.querySelector('[data-loan-amount]')),
        monthly: text(item.querySelector('[data-monthly-instalment]')) ?? '',
        total: text(item.querySelector('[data-total-amount]')) ?? '',
        example: text(item.querySelector('[data-example-figures]')) ?? '',
      })),
      notFitting: [...(root?.querySelectorAll('[data-offers="not-fitting"]') ?? [])].map((item) => ({
        brandId: item.querySelector('[data-partner-card]')?.getAttribute('data-partner-card') ?? '?',
        name: text(item.querySelector('h3')) ?? '?',
        reasons: [...item.querySelectorAll<HTMLLIElement>('[data-mismatch-reasons] li')].filter((reason) => !reason.hidden).map((reason) => reason.textContent ?? ''),
      })),
      // The heading is rendered only with offers under it: absent counts as hidden.
      notFittingHeadingHidden: heading ? heading.hidden === true : true,
    };
  });
}

// --- Checks -------------------------------------------------------------------------------

interface ExampleFigures {
  /** Cents. */
  amount: number;
  sollzins: number;
  binding: string;
  effectiveRate: number;
  term: number;
  rate: number;
  last: number;
  total: number;
}

const MONEY = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}) €`;
const RATE = String.raw`(\d+,\d{2}) %`;
const rateOf = (text: string) => Number(text.replace(',', '.'));

/** The figures of "Nettodarlehensbetrag 10.000,00 €, Sollzins 5,79 % p. a. (gebunden), …", or what is missing. */
function readExample(example: string): ExampleFigures | string {
  const text = normalizeSpace(example);
  const find = (pattern: string) => new RegExp(pattern).exec(text);
  const amount = find(`Nettodarlehensbetrag ${MONEY}`);
  const sollzins = find(String.raw`Sollzins ${RATE} p\. a\. \((gebunden|veränderlich)\)`);
  const effective = find(`effektiver Jahreszins ${RATE}`);
  const term = find(String.raw`Laufzeit (\d+) Monate?\b`);
  const rate = find(`monatliche Rate ${MONEY}`);
  const last = find(`letzte Rate ${MONEY}`);
  const total = find(`Gesamtbetrag ${MONEY}`);
  if (text === '') return 'fits but shows no example (its figures are empty)';
  if (!amount || !sollzins || !effective || !term || !rate || !total) return `example not readable: "${text}"`;
  return {
    amount: centsOf(`${amount[1]} €`)!,
    sollzins: rateOf(sollzins[1]!),
    binding: sollzins[2]!,
    effectiveRate: rateOf(effective[1]!),
    term: Number(term[1]),
    rate: centsOf(`${rate[1]} €`)!,
    last: centsOf(`${(last ?? rate)[1]} €`)!,
    total: centsOf(`${total[1]} €`)!,
  };
}

/** Fitting and total count and the figure of "9 von 11 Angeboten passen · günstigste Rate 289,12 € im Monat" and its variants. */
function readSummary(summary: string): { fitting: number; total: number; figure: { kind: 'rate' | 'amount'; cents: number } | null } | null {
  const text = normalizeSpace(summary);
  let counts: [number, number] | null = null;
  let match: RegExpExecArray | null;
  if ((match = /^(\d+) von (\d+) Angeboten pass/.exec(text))) counts = [Number(match[1]), Number(match[2])];
  else if ((match = /^Alle (\d+) Angebote passen/.exec(text))) counts = [Number(match[1]), Number(match[1])];
  else if (text.startsWith('Beide Angebote passen')) counts = [2, 2];
  else if (text.startsWith('1 Angebot passt')) counts = [1, 1];
  else if ((match = /^Keines der (\d+) Angebote passt/.exec(text))) counts = [0, Number(match[1])];
  else if (text.startsWith('Das Angebot passt nicht')) counts = [0, 1];
  else if (text.startsWith('Kein Angebot hat alle gewählten Merkmale') || text.startsWith('Derzeit keine Angebote')) counts = [0, 0];
  if (!counts) return null;
  const rate = new RegExp(`Rate ${MONEY} im Monat`).exec(text);
  const amount = /Kreditbetrag (\d{1,3}(?:\.\d{3})*) €/.exec(text);
  const figure = rate ? { kind: 'rate' as const, cents: centsOf(`${rate[1]} €`)! } : amount ? { kind: 'amount' as const, cents: wholeEurosOf(`${amount[1]} €`)! * 100 } : null;
  return { fitting: counts[0], total: counts[1], figure };
}

interface Expectation {
  values: Values;
  /** After a fresh load or the link: the other mode's amount field must also hold what the URL says. */
  allFields: boolean;
  /** When the last key went down: checks wait for the typing pause after it. */
  typedAt?: number;
}

const offerById = new Map(modelOffers.map((offer) => [offer.brandId, offer]));
const names = (ids: readonly string[]) => ids.map((id) => offerById.get(id)?.name ?? id).join(', ') || 'none';

/** The amount an offer's card must show for the values; what the URL and the form describe. */
const expectedAmount = (comparison: Comparison, brandId: string, values: Values) =>
  values.modus === 'betrag' ? values.betrag : comparison.fitting.find((fit) => fit.offer.brandId === brandId)?.amount;

/** Differences that may be transitional (the page catching up with the step): polled until none are left. */
function settleProblems(view: PageView, { values, allFields }: Expectation, comparison: Comparison): string[] {
  const problems: string[] = view.pending.map((flag) => `[results] still pending: ${flag}`);
  if (view.path !== '/ratenkredit') problems.push(`[URL] path ${view.path} instead of /ratenkredit`);
  const urlValues = valuesFromSearch(view.search);
  for (const difference of valueDifferences(values, urlValues)) problems.push(`[URL] ${view.search || '(no query)'} says ${difference}`);
  if (!view.form) problems.push('[form] not found');
  else {
    const formValues = valuesFromForm(view.form);
    for (const difference of valueDifferences(values, formValues)) problems.push(`[form] ${difference}`);
    const hidden = values.modus === 'betrag' ? 'wunschrate' : 'betrag';
    if (allFields && formValues[hidden] !== urlValues[hidden]) {
      problems.push(`[form] hidden ${hidden} field "${view.form[hidden]}" is not what the URL says (${euroWhole(urlValues[hidden])})`);
    }
  }
  const basis = basisText(values);
  if (normalizeSpace(view.basis ?? '') !== basis) problems.push(`[basis line] "${normalizeSpace(view.basis ?? '(missing)')}" instead of "${basis}"`);

  const summary = readSummary(view.summary ?? '');
  const total = comparison.fitting.length + comparison.notFitting.length;
  if (!summary) problems.push(`[summary] not readable: "${normalizeSpace(view.summary ?? '(missing)')}"`);
  else if (summary.fitting !== comparison.fitting.length || summary.total !== total) {
    problems.push(`[summary] "${normalizeSpace(view.summary!)}" counts ${summary.fitting} of ${summary.total}, the model ${comparison.fitting.length} of ${total}`);
  }

  const fittingIds = view.fitting.map((card) => card.brandId);
  const expectedFitting = comparison.fitting.map((fit) => fit.offer.brandId);
  if ([...fittingIds].sort().join() !== [...expectedFitting].sort().join()) problems.push(`[fitting] ${names(fittingIds)} instead of ${names(expectedFitting)}`);
  const notFittingIds = view.notFitting.map((card) => card.brandId);
  const expectedNotFitting = comparison.notFitting.map((unfit) => unfit.offer.brandId);
  if ([...notFittingIds].sort().join() !== [...expectedNotFitting].sort().join()) {
    problems.push(`[Passt nicht] ${names(notFittingIds)} instead of ${names(expectedNotFitting)}`);
  }

  const shown: { card: CardView; figures: ExampleFigures }[] = [];
  for (const card of view.fitting) {
    const figures = readExample(card.example);
    if (typeof figures === 'string') {
      problems.push(`[card ${card.name}] ${figures}`);
      continue;
    }
    shown.push({ card, figures });
    const amount = expectedAmount(comparison, card.brandId, values);
    if (figures.term !== values.laufzeit || (amount !== undefined && figures.amount !== amount * 100)) {
      const what = values.modus === 'betrag' ? 'the URL and form say' : `the Wunschrate ${euroWhole(values.wunschrate)} buys`;
      problems.push(`[card ${card.name}] example for ${euro(figures.amount)} / ${figures.term} Monate, ${what} ${amount === undefined ? '?' : euro(amount * 100)} / ${values.laufzeit} Monate`);
    }
    const tile = card.loanAmount === null ? null : normalizeSpace(card.loanAmount);
    if (values.modus === 'wunschrate' && wholeEurosOf(tile ?? '') !== figures.amount / 100) {
      problems.push(`[card ${card.name}] "Möglicher Kreditbetrag" ${tile ?? '(missing)'} beside an example for ${euro(figures.amount)}`);
    }
    if (values.modus === 'betrag' && tile) problems.push(`[card ${card.name}] shows "Möglicher Kreditbetrag ${tile}" in Kreditbetrag mode`);
    if (centsOf(card.monthly) !== figures.rate) problems.push(`[card ${card.name}] "Monatliche Rate" ${normalizeSpace(card.monthly)} beside an example with ${euro(figures.rate)}`);
    if (centsOf(card.total) !== figures.total) problems.push(`[card ${card.name}] "Gesamtbetrag" ${normalizeSpace(card.total)} beside an example with ${euro(figures.total)}`);
  }

  // The chosen order must hold for the figures shown (ties by our evaluation).
  const key = (card: CardView, figures: ExampleFigures): number => {
    const offer = offerById.get(card.brandId);
    const order = values.sortierung;
    if (order === 'zins') return offer?.effectiveRate ?? NaN;
    if (order === 'rate') return figures.rate;
    if (order === 'gesamt') return figures.total;
    if (order === 'betrag') return -figures.amount;
    return 0;
  };
  for (let index = 1; index < shown.length; index++) {
    const before = shown[index - 1]!;
    const after = shown[index]!;
    const difference = key(after.card, after.figures) - key(before.card, before.figures);
    const editorial = (offerById.get(after.card.brandId)?.editorialOrder ?? 0) - (offerById.get(before.card.brandId)?.editorialOrder ?? 0);
    if (difference < 0 || (difference === 0 && editorial < 0)) {
      problems.push(`[order ${sortKeys[values.sortierung].label}] ${before.card.name} before ${after.card.name}: ${names(fittingIds)}`);
      break;
    }
  }
  return problems;
}

/** Differences that waiting does not change: arithmetic, exact order, the summary's figure, reasons. */
function finalProblems(view: PageView, values: Values, comparison: Comparison): string[] {
  const problems: string[] = [];
  const expectedOrder = comparison.fitting.map((fit) => fit.offer.brandId);
  const order = view.fitting.map((card) => card.brandId);
  if (order.join() !== expectedOrder.join()) problems.push(`[order ${sortKeys[values.sortierung].label}] ${names(order)} instead of ${names(expectedOrder)}`);

  const rates: number[] = [];
  const amounts: number[] = [];
  for (const card of view.fitting) {
    const offer = offerById.get(card.brandId);
    const figures = readExample(card.example);
    if (!offer || typeof figures === 'string') continue;
    rates.push(figures.rate);
    amounts.push(figures.amount);
    problems.push(...arithmeticProblems(card.name, offer, figures, values, card.loanAmount !== null && figures.term === values.laufzeit));
  }

  const summary = readSummary(view.summary ?? '');
  if (summary && comparison.fitting.length > 0) {
    const wunschrate = values.modus === 'wunschrate';
    const model = wunschrate ? Math.max(...comparison.fitting.map((fit) => fit.amount * 100)) : Math.min(...comparison.fitting.map((fit) => fit.schedule.rate));
    const cards = wunschrate ? Math.max(...amounts) : Math.min(...rates);
    const label = wunschrate ? 'largest amount' : 'cheapest rate';
    const format = (cents: number) => (wunschrate ? euroWhole(cents / 100) : euro(cents));
    const { figure } = summary;
    if (figure?.kind !== (wunschrate ? 'amount' : 'rate')) problems.push(`[summary] "${normalizeSpace(view.summary!)}" has no ${label}`);
    else {
      if (figure.cents !== model) problems.push(`[summary] ${label} ${format(figure.cents)}, the model ${format(model)}`);
      if (view.fitting.length > 0 && figure.cents !== cards) problems.push(`[summary] ${label} ${format(figure.cents)}, the cards ${format(cards)}`);
    }
  }

  for (const card of view.notFitting) {
    const expected = comparison.notFitting.find((unfit) => unfit.offer.brandId === card.brandId);
    const reasons = card.reasons.map(normalizeSpace);
    if (expected && reasons.join(' | ') !== expected.reasons.join(' | ')) {
      problems.push(`[Passt nicht ${card.name}] "${reasons.join(' | ')}" instead of "${expected.reasons.join(' | ')}"`);
    }
  }
  if (view.notFittingHeadingHidden !== (comparison.notFitting.length === 0)) {
    problems.push(`[Passt nicht] heading ${view.notFittingHeadingHidden ? 'hidden' : 'shown'} with ${comparison.notFitting.length} unfit offers`);
  }
  return problems;
}

/** A card's figures against the arithmetic of its own Sollzins, amount and term, and the offer's 2/3 rates. */
function arithmeticProblems(name: string, offer: ModelOffer, figures: ExampleFigures, values: Values, forWunschrate: boolean): string[] {
  const problems: string[] = [];
  const at = `${euro(figures.amount)} / ${figures.term} Monate`;
  if (figures.sollzins !== offer.sollzins) problems.push(`[card ${name}] Sollzins ${percent(figures.sollzins)}, the offer's 2/3 example has ${percent(offer.sollzins)}`);
  if (figures.binding !== (offer.sollzinsFixed ? 'gebunden' : 'veränderlich')) problems.push(`[card ${name}] Sollzins ${figures.binding}`);
  if (figures.effectiveRate !== offer.effectiveRate) problems.push(`[card ${name}] effektiver Jahreszins ${percent(figures.effectiveRate)}, the offer's 2/3 rate is ${percent(offer.effectiveRate)}`);
  const effective = effectiveRateOf(figures.sollzins);
  if (figures.effectiveRate !== effective) problems.push(`[card ${name}] effektiver Jahreszins ${percent(figures.effectiveRate)}, Sollzins ${percent(figures.sollzins)} gives ${percent(effective)}`);
  const schedule = scheduleFor(figures.amount, figures.sollzins, figures.term);
  if (figures.rate !== schedule.rate || figures.last !== schedule.last || figures.total !== schedule.total) {
    problems.push(
      `[arithmetic ${name}] ${at} at Sollzins ${percent(figures.sollzins)}: shows rate ${euro(figures.rate)}, last ${euro(figures.last)}, total ${euro(figures.total)}; ` +
        `the schedule gives ${euro(schedule.rate)}, ${euro(schedule.last)}, ${euro(schedule.total)}`,
    );
  }
  // A stale card (another term, no amount tile) is reported as such; its bounds would say nothing more.
  if (values.modus === 'wunschrate' && forWunschrate) {
    const budget = values.wunschrate * 100;
    if (figures.rate > budget || figures.last > budget) {
      problems.push(`[Wunschrate ${name}] instalments ${euro(figures.rate)}, last ${euro(figures.last)} exceed the Wunschrate ${euroWhole(values.wunschrate)} (${at})`);
    }
    const next = figures.amount + 100_00;
    const nextSchedule = scheduleFor(next, figures.sollzins, figures.term);
    if (next <= offer.maxAmount * 100 && withinBudget(nextSchedule, budget)) {
      problems.push(`[Wunschrate ${name}] ${euro(figures.amount)} is not the largest: ${euro(next)} gives ${euro(nextSchedule.rate)}, last ${euro(nextSchedule.last)} ≤ ${euroWhole(values.wunschrate)}`);
    }
  }
  return problems;
}

// --- The walk -----------------------------------------------------------------------------

/** After a navigation: on /ratenkredit (or why not) and hydrated, the deferred parts included. */
async function landed(page: Page, what: string) {
  const { pathname } = new URL(page.url());
  if (pathname !== '/ratenkredit') throw new Error(`${what} landed on ${page.url()}, not on /ratenkredit`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'complete', undefined, { timeout: NAVIGATION_TIMEOUT_MS });
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

interface StepRecord {
  description: string;
  problems: string[];
}

const formFrom = (values: Values): FormState => ({
  betrag: String(values.betrag),
  laufzeit: String(values.laufzeit),
  wunschrate: String(values.wunschrate),
  zweck: values.zweck,
  sortierung: values.sortierung,
  modus: values.modus,
  features: values.features,
});

class Walk {
  readonly steps: StepRecord[] = [];
  private history: Entry[] = [];
  private index = 0;
  private form: FormState = formFrom(defaultValues);
  private readonly errors: string[];
  private errorsSeen = 0;

  constructor(
    private readonly page: Page,
    private readonly random: Random,
  ) {
    this.errors = trackErrors(page);
  }

  async run(stepCount: number) {
    const start = this.random.chance(0.5) ? '/ratenkredit' : randomSearch(this.random);
    await this.step({ kind: 'open', url: start });
    for (let step = 0; step < stepCount; step++) {
      const action = randomAction(this.random, this.form, this.history, this.index);
      if (!(await this.step(action))) return;
    }
  }

  /** Performs one action, waits for the page to settle and checks it; false when the walk cannot go on. */
  private async step(action: Action): Promise<boolean> {
    const record: StepRecord = { description: describe(action), problems: [] };
    this.steps.push(record);
    let expectation: Expectation;
    try {
      expectation = await this.perform(action, record);
    } catch (error) {
      record.problems.push(`[action] failed: ${(error as Error).message.split('\n')[0]}`);
      return false;
    }
    const values = expectation.values;
    const comparison = compare(values);
    const last: { view?: PageView; problems: string[] } = { problems: [] };
    try {
      await expect
        .poll(
          async () => {
            try {
              last.view = await readPage(this.page);
            } catch (error) {
              return [`page not readable: ${(error as Error).message.split('\n')[0]}`];
            }
            last.problems = settleProblems(last.view, expectation, comparison);
            if (last.problems.length === 0 && expectation.typedAt !== undefined && Date.now() - expectation.typedAt < TYPING_PAUSE_MS + 100) return ['typing pause'];
            return last.problems;
          },
          { timeout: SETTLE_TIMEOUT_MS, intervals: [50, 100, 100, 200] },
        )
        .toEqual([]);
    } catch {
      // Not settled: the last differences are the step's failures.
    }
    const settled = last.view;
    if (!settled) {
      record.problems.push('[page] never readable');
      return false;
    }
    record.problems.push(...last.problems, ...finalProblems(settled, values, comparison));
    if ((action.kind === 'back' || action.kind === 'forward') && valueDifferences(values, valuesFromSearch(settled.search)).length > 0) {
      const reached = this.history.findIndex((entry, index) => index !== this.index && valueDifferences(entry.values, valuesFromSearch(settled.search)).length === 0);
      const wanted = `the entry of step ${this.history[this.index]!.step}`;
      record.problems.push(`[history] ${action.kind} should reach ${wanted}; ${reached < 0 ? 'the URL matches no entry of the walk' : `the URL is that of the entry of step ${this.history[reached]!.step}`}`);
    }
    const errors = this.errors.slice(this.errorsSeen);
    this.errorsSeen = this.errors.length;
    record.problems.push(...errors.map((error) => `[console] ${error}`));
    this.adopt(action, settled);
    return true;
  }

  /** After a navigation the form is what the page restored: hidden fields included, the walk goes on from there. */
  private adopt(action: Action, view: PageView) {
    const navigated = ['open', 'back', 'forward', 'reload', 'link', 'goto'].includes(action.kind);
    if (action.kind === 'scroll') return;
    if (!navigated) {
      this.history[this.index] = { ...this.history[this.index]!, values: valuesFromForm(this.form), literal: null };
      return;
    }
    if (view.form) this.form = { ...view.form };
    this.history[this.index] = { ...this.history[this.index]!, values: valuesFromSearch(view.search) };
  }

  private push(entry: Entry) {
    this.history = [...this.history.slice(0, this.index + 1), entry];
    this.index = this.history.length - 1;
  }

  private async perform(action: Action, record: StepRecord): Promise<Expectation> {
    const { page } = this;
    const form = page.locator('[data-partner-list="ratenkredit"] form[data-comparison-form]');
    switch (action.kind) {
      case 'open':
      case 'goto': {
        if (action.kind === 'open') await presetConsent(page);
        await page.goto(action.url);
        await landed(page, action.kind);
        const values = valuesFromSearch(new URL(action.url, 'http://x').search);
        if (action.kind === 'open') this.history = [{ values, literal: action.url, step: 0 }];
        else this.push({ values, literal: action.url, step: this.steps.length - 1 });
        return { values, allFields: true };
      }
      case 'link': {
        const before = await historyLength(page);
        await page.locator('footer').getByRole('link', { name: 'Ratenkredit', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/ratenkredit' && url.search === '', { timeout: NAVIGATION_TIMEOUT_MS });
        await landed(page, 'the link');
        // At the end of the history a new entry adds one; a link that replaces the entry loses the comparison for Back.
        if (this.index === this.history.length - 1 && (await historyLength(page)) !== before + 1) {
          record.problems.push(`[history] the footer link replaced the current entry (history.length ${before} → ${await historyLength(page)}): Back cannot return to ${searchFor(valuesFromForm(this.form)) || 'it'}`);
        }
        this.push({ values: defaultValues, literal: '/ratenkredit', step: this.steps.length - 1 });
        return { values: defaultValues, allFields: true };
      }
      case 'back':
      case 'forward': {
        await (action.kind === 'back' ? page.goBack() : page.goForward());
        await landed(page, action.kind);
        this.index += action.kind === 'back' ? -1 : 1;
        return { values: this.history[this.index]!.values, allFields: false };
      }
      case 'reload': {
        await page.reload();
        await landed(page, 'reload');
        return { values: this.history[this.index]!.values, allFields: true };
      }
      case 'scroll': {
        const cards = page.locator('[data-offers]');
        const count = await cards.count();
        if (count > 0) await cards.nth(Math.min(count - 1, Math.floor(action.position * count))).scrollIntoViewIfNeeded();
        return { values: valuesFromForm(this.form), allFields: false };
      }
      case 'type': {
        const input = form.locator(`input[name="${action.field}"]`);
        const before = await input.inputValue();
        let typed = action.text;
        if ((action.how === 'append' || action.how === 'correct') && /^\d+$/.test(before) && /^\d+$/.test(action.text)) {
          await input.focus();
          await page.keyboard.press('End');
          const kept = action.how === 'correct' ? before.slice(0, Math.max(0, before.length - 2)) : before;
          for (let index = kept.length; index < before.length; index++) await page.keyboard.press('Backspace', { delay: action.delay });
          await page.keyboard.type(action.text, { delay: action.delay });
          typed = kept + action.text;
        } else {
          if (action.how === 'append' || action.how === 'correct') record.description += ` → the field held ${JSON.stringify(before)}: replaced it`;
          await input.selectText();
          if (action.text === '') await page.keyboard.press('Backspace');
          else if (action.how === 'typo') {
            const cut = Math.ceil(action.text.length / 2);
            await page.keyboard.type(`${action.text.slice(0, cut)}9`, { delay: action.delay });
            await page.keyboard.press('Backspace', { delay: action.delay });
            await page.keyboard.type(action.text.slice(cut), { delay: action.delay });
          } else await page.keyboard.type(action.text, { delay: action.delay });
        }
        const typedAt = Date.now();
        if (typed !== action.text) record.description += ` → field reads ${JSON.stringify(typed)}`;
        this.form = { ...this.form, [action.field]: typed };
        if (action.then) {
          await this.choose(action.then);
          return { values: valuesFromForm(this.form), allFields: false };
        }
        return { values: valuesFromForm(this.form), allFields: false, typedAt };
      }
      default:
        await this.choose(action);
        return { values: valuesFromForm(this.form), allFields: false };
    }
  }

  private async choose(choice: Choice) {
    const form = this.page.locator('[data-partner-list="ratenkredit"] form[data-comparison-form]');
    switch (choice.kind) {
      case 'mode':
        // click, not check: a click that does not take is for the form check to report, with the rest.
        await form.locator(`input[name="modus"][value="${choice.mode}"]`).click();
        // Back to the amount, an order by amount (only offered with a Wunschrate) becomes the default.
        this.form = { ...this.form, modus: choice.mode, sortierung: choice.mode === 'betrag' && this.form.sortierung === 'betrag' ? 'empfehlung' : this.form.sortierung };
        return;
      case 'purpose':
        await form.locator('select[name="zweck"]').selectOption(choice.purpose);
        this.form = { ...this.form, zweck: choice.purpose };
        return;
      case 'sort':
        await form.locator('select[name="sortierung"]').selectOption(choice.sort);
        this.form = { ...this.form, sortierung: choice.sort };
        return;
      case 'filter': {
        const on = !this.form.features.includes(choice.feature);
        await form.locator(`input[type="checkbox"][name="${choice.feature}"]`).click();
        this.form = { ...this.form, features: features.filter((feature) => (feature === choice.feature ? on : this.form.features.includes(feature))) };
      }
    }
  }

  report(title: string): string {
    const failed = this.steps.filter((step) => step.problems.length > 0).length;
    const kinds = new Map<string, number>();
    for (const problem of this.steps.flatMap((step) => step.problems)) {
      const kind = /^\[([a-zA-Z ]+?)(?: [A-Z][^\]]*)?\]/.exec(problem)?.[1] ?? 'other';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const lines = [
      `${title}: ${failed} of ${this.steps.length} steps failed (RANDOM_SEED=${SEED}): ${[...kinds].map(([kind, count]) => `${kind} ×${count}`).join(', ')}.`,
      `Reproduce: RANDOM_SEED=${SEED} npx playwright test tests/e2e/comparison-random.spec.ts -g "${title}$" --workers=1`,
    ];
    this.steps.forEach((step, index) => {
      lines.push(`${step.problems.length > 0 ? '✗' : ' '} ${String(index).padStart(2)}. ${step.description}`);
      for (const problem of step.problems) lines.push(`       ${problem}`);
    });
    return lines.join('\n');
  }
}

test.describe.configure({ mode: 'parallel' });

viewports.forEach((viewport, viewportIndex) => {
  test.describe(`random walks at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (let sequence = 1; sequence <= viewport.sequences; sequence++) {
      const title = `${viewport.name} sequence ${sequence}`;
      test(title, async ({ page }) => {
        test.setTimeout(180_000);
        const random = new Random(sequenceSeed(viewportIndex, sequence));
        const walk = new Walk(page, random);
        await walk.run(random.int(MIN_STEPS, MAX_STEPS));
        expect(walk.steps.filter((step) => step.problems.length > 0).length, walk.report(title)).toBe(0);
      });
    }
  });
});
