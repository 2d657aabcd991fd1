/**
 * An independent model of /ratenkredit for comparison-random.spec.ts: how the form's text and the
 * URL are read, which seeded offers fit, their representative examples, sort orders and summary.
 * Written from the rules (docs, issue 33), not from the app's modules, so a shared mistake cannot
 * hide: only the seed and its evaluation order are shared.
 *
 * Arithmetic (issue 33): i = Sollzins / 12 / 100; instalment = annuity rounded to cents half up;
 * the balance is carried month by month at full precision; the last instalment is the balance
 * after n − 1 instalments plus one month's interest, rounded; Gesamtbetrag = (n − 1) · rate + last;
 * effective rate = (1 + i)^12 − 1 to two decimals. A Wunschrate buys the largest multiple of
 * 100 € whose every instalment, the last included, is at most the Wunschrate (capped at the
 * offer's maximum).
 */
import { seedPartners, type SeedPartner } from '../../scripts/local-api/seed/seed-partners';
import { seededRanking } from './partners-helpers';

export const purposes = ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'selbststaendige', 'sonstiges'] as const;
type Purpose = (typeof purposes)[number];
export const features = ['sondertilgung', 'ratenpause', 'sofortauszahlung', 'digital', 'schufaneutral'] as const;
export type Feature = (typeof features)[number];
export type Mode = 'betrag' | 'wunschrate';
type SortOrder = 'empfehlung' | 'zins' | 'rate' | 'gesamt' | 'betrag';

export const sortOrdersByMode: Record<Mode, readonly SortOrder[]> = {
  betrag: ['empfehlung', 'zins', 'rate', 'gesamt'],
  wunschrate: ['empfehlung', 'zins', 'betrag', 'rate', 'gesamt'],
};

const purposeLabels: Record<Purpose, string> = {
  frei: 'Freie Verwendung',
  auto: 'Auto',
  umschuldung: 'Umschuldung',
  modernisierung: 'Modernisierung',
  moebel: 'Möbel',
  urlaub: 'Urlaub',
  ausbildung: 'Ausbildung',
  selbststaendige: 'Selbstständige',
  sonstiges: 'Sonstiges',
};

interface Limits {
  min: number;
  max: number;
  fallback: number;
}

/** Input limits and defaults (src/features/loan-comparison/inputs/defaults.ts). */
export const limits = {
  betrag: { min: 1_000, max: 100_000, fallback: 10_000 },
  laufzeit: { min: 6, max: 120, fallback: 60 },
  wunschrate: { min: 25, max: 10_000, fallback: 200 },
} as const satisfies Record<string, Limits>;

/** What the comparison computes with: whole euros, whole months. */
export interface Values {
  betrag: number;
  laufzeit: number;
  zweck: Purpose;
  sortierung: SortOrder;
  features: readonly Feature[];
  modus: Mode;
  wunschrate: number;
}

/** The form as the visitor sees it: text as typed, the selects' and radios' values. */
export interface FormState {
  betrag: string;
  laufzeit: string;
  wunschrate: string;
  zweck: string;
  sortierung: string;
  modus: string;
  features: readonly Feature[];
}

export const defaultValues: Values = { betrag: 10_000, laufzeit: 60, zweck: 'frei', sortierung: 'empfehlung', features: [], modus: 'betrag', wunschrate: 200 };

// --- Rounding and formatting -------------------------------------------------------------

/** Half up, after cutting binary noise to 12 significant digits (0,005 € → 0,01 €). */
function roundHalfUp(value: number, decimals = 0): number {
  const scaled = Number((value * 10 ** decimals).toPrecision(12));
  return Math.floor(scaled + 0.5) / 10 ** decimals;
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euroWholeFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Every kind of space as one plain space, trimmed: how the checks compare text. */
export const normalizeSpace = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** "1.234,56 €" */
export const euro = (cents: number) => normalizeSpace(euroFormat.format(cents / 100));
/** "23.400 €" */
export const euroWhole = (euros: number) => normalizeSpace(euroWholeFormat.format(euros));
/** "5,79 %" */
export const percent = (value: number) => `${percentFormat.format(value)} %`;

/** Cents of "1.234,56 €" (de-DE, two decimals), or null when the text is not such an amount. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})*),(\d{2}) €$/.exec(normalizeSpace(text));
  return match ? Number(match[1]!.replaceAll('.', '')) * 100 + Number(match[2]) : null;
}

/** Euros of "23.400 €" (de-DE, whole euros), or null. */
export function wholeEurosOf(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})*) €$/.exec(normalizeSpace(text));
  return match ? Number(match[1]!.replaceAll('.', '')) : null;
}

// --- Reading typed text and the URL ------------------------------------------------------

type Reading = { kind: 'number'; value: number } | { kind: 'empty' | 'invalid' | 'negative' | 'too-large' };

const DIGITS = /^\d+$/;
const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const MAX_INPUT = 1_000_000_000;

/** "a,b" or "a.b" with `a` read by `integer`; ",5" is 0,5 and "5," is 5 (still typing). */
function decimal(integerText: string, fraction: string, integer: (text: string) => string | null): number | null {
  if (integerText === '') return DIGITS.test(fraction) ? Number(`0.${fraction}`) : null;
  const whole = integer(integerText);
  if (whole === null) return null;
  if (fraction === '') return Number(whole);
  return DIGITS.test(fraction) ? Number(`${whole}.${fraction}`) : null;
}

const EXPONENT = /^\d+([.,]\d+)?e[+-]?\d+$/i;
const COMMA_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * German number text: "25.000", "25000", "25 000 €", "2500,50"; a dot before three digits groups
 * thousands, leading zeros count for nothing. Unambiguous other notations ("1e2", "10,000") are
 * read as the number they denote.
 */
function readNumber(raw: string): Reading {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/€|eur(o)?$/gi, '');
  if (compact === '') return { kind: 'empty' };
  if (compact.startsWith('-') || compact.startsWith('\u2212')) return { kind: 'negative' };
  if (EXPONENT.test(compact)) {
    const value = Number(compact.replace(',', '.'));
    return Number.isFinite(value) && value <= MAX_INPUT ? { kind: 'number', value } : { kind: 'too-large' };
  }
  if (COMMA_THOUSANDS.test(compact)) return { kind: 'number', value: Number(compact.replaceAll(',', '')) };
  const text = compact.replace(/^0+(?=\d)/, '');
  let value: number | null = null;
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas === 1) {
    const [integerText = '', fraction = ''] = text.split(',');
    value = decimal(integerText, fraction, (part) => (DIGITS.test(part) ? part : THOUSANDS.test(part) ? part.replaceAll('.', '') : null));
  } else if (commas === 0 && dots === 0) {
    value = DIGITS.test(text) ? Number(text) : null;
  } else if (commas === 0 && THOUSANDS.test(text) && !text.startsWith('0')) {
    value = Number(text.replaceAll('.', ''));
  } else if (commas === 0 && dots === 1) {
    const [integerText = '', fraction = ''] = text.split('.');
    value = decimal(integerText, fraction, (part) => (DIGITS.test(part) ? part : null));
  }
  if (value === null) return { kind: 'invalid' };
  if (!Number.isFinite(value) || value > MAX_INPUT) return { kind: 'too-large' };
  return { kind: 'number', value };
}

/**
 * A whole number within `limits`: missing, empty or unreadable text gives the default, a negative
 * or too small number the minimum, a too large one the maximum, a fraction its rounded value.
 */
function readWholeNumber(raw: string | null, { min, max, fallback }: Limits): number {
  if (raw === null) return fallback;
  const reading = readNumber(raw.normalize('NFKC'));
  switch (reading.kind) {
    case 'number':
      return Math.min(max, Math.max(min, roundHalfUp(reading.value)));
    case 'negative':
      return min;
    case 'too-large':
      return max;
    default:
      return fallback;
  }
}

function readChoice<T extends string>(raw: string | null, choices: readonly T[], fallback: T): T {
  const value = raw?.trim().toLowerCase();
  return choices.find((choice) => choice === value) ?? fallback;
}

function readValues(get: (name: string) => string | null, switchedOn: (feature: Feature) => boolean): Values {
  const modus = readChoice<Mode>(get('modus'), ['betrag', 'wunschrate'], 'betrag');
  const sort = readChoice<SortOrder>(get('sortierung'), sortOrdersByMode.wunschrate, 'empfehlung');
  return {
    betrag: readWholeNumber(get('betrag'), limits.betrag),
    laufzeit: readWholeNumber(get('laufzeit'), limits.laufzeit),
    zweck: readChoice(get('zweck'), purposes, 'frei'),
    sortierung: sortOrdersByMode[modus].includes(sort) ? sort : 'empfehlung',
    features: features.filter(switchedOn),
    modus,
    wunschrate: readWholeNumber(get('wunschrate'), limits.wunschrate),
  };
}

/** The values a query string describes. */
export function valuesFromSearch(search: string): Values {
  const params = new URLSearchParams(search);
  return readValues(
    (name) => params.get(name),
    (feature) => params.get(feature)?.trim() === '1',
  );
}

/** The values the form's fields hold, read like the URL's. */
export function valuesFromForm(form: FormState): Values {
  const fields: Record<string, string> = { ...form, features: '' };
  return readValues(
    (name) => fields[name] ?? null,
    (feature) => form.features.includes(feature),
  );
}

/** The query string the values need: only what differs from the defaults, the amount of the other mode left out. */
export function searchFor(values: Values): string {
  const params = new URLSearchParams();
  if (values.modus === 'betrag' && values.betrag !== defaultValues.betrag) params.set('betrag', String(values.betrag));
  if (values.laufzeit !== defaultValues.laufzeit) params.set('laufzeit', String(values.laufzeit));
  if (values.modus === 'wunschrate') {
    params.set('modus', 'wunschrate');
    if (values.wunschrate !== defaultValues.wunschrate) params.set('wunschrate', String(values.wunschrate));
  }
  if (values.zweck !== defaultValues.zweck) params.set('zweck', values.zweck);
  if (values.sortierung !== defaultValues.sortierung) params.set('sortierung', values.sortierung);
  for (const feature of values.features) params.set(feature, '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}

const describedFields = (values: Values): (keyof Values)[] => ['modus', values.modus === 'betrag' ? 'betrag' : 'wunschrate', 'laufzeit', 'zweck', 'sortierung', 'features'];

const shown = (field: keyof Values, values: Values): string => {
  const value = values[field];
  if (field === 'betrag' || field === 'wunschrate') return euroWhole(value as number);
  if (field === 'features') return (value as readonly Feature[]).join('+') || 'none';
  return String(value);
};

/**
 * Where `actual` differs from `expected`, one line per field: the fields the results depend on
 * (the amount of the chosen mode), or with `allFields` also the other mode's amount.
 */
export function valueDifferences(expected: Values, actual: Values, allFields = false): string[] {
  const fields = allFields ? (['modus', 'betrag', 'wunschrate', 'laufzeit', 'zweck', 'sortierung', 'features'] as const) : describedFields(expected);
  return fields.filter((field) => shown(field, expected) !== shown(field, actual)).map((field) => `${field} ${shown(field, actual)} instead of ${shown(field, expected)}`);
}

// --- Offers -------------------------------------------------------------------------------

export interface ModelOffer {
  brandId: string;
  name: string;
  editorialOrder: number;
  /** Sollzins p. a. in percent of the 2/3 example (two decimals). */
  sollzins: number;
  sollzinsFixed: boolean;
  /** Effektiver Jahreszins in percent of the 2/3 example. */
  effectiveRate: number;
  minAmount: number;
  maxAmount: number;
  minTerm: number;
  maxTerm: number;
  purposes: readonly string[];
  features: readonly string[];
}

/** Effektiver Jahreszins of a schedule without fees: (1 + i)^12 − 1, two decimals half up. */
export const effectiveRateOf = (sollzins: number) => roundHalfUp(((1 + sollzins / 1200) ** 12 - 1) * 100, 2);

/**
 * The 2/3 example's Sollzins and effective rate from the seed: stated as both, or (older seeds) as the
 * effective rate alone, whose Sollzins is then 12 · ((1 + eff)^(1/12) − 1) to two decimals.
 */
function twoThirdsRates(partner: SeedPartner): { sollzins: number; effectiveRate: number } {
  const twoThirds: unknown = partner.rates?.twoThirds;
  if (typeof twoThirds === 'number') return { sollzins: roundHalfUp(((1 + twoThirds / 100) ** (1 / 12) - 1) * 1200, 2), effectiveRate: twoThirds };
  const { borrowingRate, effectiveRate } = (twoThirds ?? {}) as Record<string, unknown>;
  if (typeof borrowingRate !== 'number' || typeof effectiveRate !== 'number') {
    throw new Error(`${partner.name}: unknown form of the seed's 2/3 rate; update twoThirdsRates in comparison-model.ts`);
  }
  return { sollzins: borrowingRate, effectiveRate };
}

const editorialNames = seededRanking('ratenkredit', 'comparison').map((entry) => entry.name);

/** The seeded offers on /ratenkredit, in editorial (evaluation) order. */
export const modelOffers: readonly ModelOffer[] = seedPartners
  .filter((partner) => partner.isActive !== false && (partner.category === 'ratenkredit' || partner.category === 'comparison'))
  .filter((partner) => partner.limits && partner.rates && partner.lender)
  .map((partner) => ({
    brandId: partner.brandId,
    name: partner.name,
    editorialOrder: editorialNames.indexOf(partner.name),
    ...twoThirdsRates(partner),
    sollzinsFixed: partner.rates!.fixed,
    minAmount: partner.limits!.minAmount,
    maxAmount: partner.limits!.maxAmount,
    minTerm: partner.limits!.minTermMonths,
    maxTerm: partner.limits!.maxTermMonths,
    purposes: partner.purposes ?? [],
    features: partner.features ?? [],
  }))
  .sort((a, b) => a.editorialOrder - b.editorialOrder);

// --- Arithmetic ---------------------------------------------------------------------------

interface Schedule {
  /** Every instalment but the last, in cents. */
  rate: number;
  last: number;
  total: number;
}

/** The annuity schedule of `principalCents` over `months` at `sollzins` percent p. a., month by month. */
export function scheduleFor(principalCents: number, sollzins: number, months: number): Schedule {
  const i = sollzins / 1200;
  const rate = roundHalfUp((principalCents * i) / (1 - (1 + i) ** -months));
  let balance = principalCents;
  for (let month = 1; month < months; month++) balance = balance * (1 + i) - rate;
  const last = roundHalfUp(balance * (1 + i));
  return { rate, last, total: rate * (months - 1) + last };
}

/** Whether every instalment of the schedule, the last included, is at most `budgetCents`. */
export const withinBudget = ({ rate, last }: Schedule, budgetCents: number) => rate <= budgetCents && last <= budgetCents;

const STEP_CENTS = 100_00;

/** The largest multiple of 100 € (in euros) whose every instalment is at most the Wunschrate; 0 when not even 100 € is. */
function largestAmountFor(wunschrate: number, sollzins: number, months: number): number {
  const budgetCents = wunschrate * 100;
  const i = sollzins / 1200;
  const regularRate = (principalCents: number) => roundHalfUp((principalCents * i) / (1 - (1 + i) ** -months));
  // The regular instalment rises with the amount and bounds the answer; the last one carries the rounding.
  let principal = Math.floor((budgetCents * (1 - (1 + i) ** -months)) / i / STEP_CENTS) * STEP_CENTS;
  while (principal > 0 && regularRate(principal) > budgetCents) principal -= STEP_CENTS;
  while (regularRate(principal + STEP_CENTS) <= budgetCents) principal += STEP_CENTS;
  while (principal > 0 && !withinBudget(scheduleFor(principal, sollzins, months), budgetCents)) principal -= STEP_CENTS;
  return principal / 100;
}

// --- The comparison -----------------------------------------------------------------------

interface FittingOffer {
  offer: ModelOffer;
  /** Nettodarlehensbetrag in euros. */
  amount: number;
  schedule: Schedule;
}

export interface Comparison {
  /** In the chosen order, ties by editorial order. */
  fitting: FittingOffer[];
  /** In editorial order, each with its German reasons. */
  notFitting: { offer: ModelOffer; reasons: string[] }[];
  /** Offers left out because they lack a chosen feature. */
  hiddenByFilters: number;
}

const months = (value: number) => `${value} ${value === 1 ? 'Monat' : 'Monate'}`;

function reasonsFor(offer: ModelOffer, amount: number, values: Values): string[] {
  const reasons: string[] = [];
  if (amount < offer.minAmount) {
    reasons.push(values.modus === 'wunschrate' ? `Wunschrate reicht nicht für den Mindestbetrag von ${euroWhole(offer.minAmount)}` : `Betrag mindestens ${euroWhole(offer.minAmount)}`);
  }
  if (amount > offer.maxAmount) reasons.push(`Betrag höchstens ${euroWhole(offer.maxAmount)}`);
  if (values.laufzeit < offer.minTerm) reasons.push(`Laufzeit mindestens ${months(offer.minTerm)}`);
  if (values.laufzeit > offer.maxTerm) reasons.push(`Laufzeit höchstens ${months(offer.maxTerm)}`);
  if (!offer.purposes.includes(values.zweck)) reasons.push(`Nicht für den Zweck ${purposeLabels[values.zweck]}`);
  return reasons;
}

/** The Nettodarlehensbetrag an offer computes with: the visitor's, or what the Wunschrate buys (at most the offer's maximum). */
const amountFor = (offer: ModelOffer, values: Values) =>
  values.modus === 'betrag' ? values.betrag : Math.min(largestAmountFor(values.wunschrate, offer.sollzins, values.laufzeit), offer.maxAmount);

type Comparator = (a: FittingOffer, b: FittingOffer) => number;

const byEditorialOrder: Comparator = (a, b) => a.offer.editorialOrder - b.offer.editorialOrder;

export const sortKeys: Record<SortOrder, { label: string; compare: Comparator }> = {
  empfehlung: { label: 'Unsere Bewertung', compare: byEditorialOrder },
  zins: { label: 'Niedrigster Zins', compare: (a, b) => a.offer.effectiveRate - b.offer.effectiveRate || byEditorialOrder(a, b) },
  rate: { label: 'Niedrigste Monatsrate', compare: (a, b) => a.schedule.rate - b.schedule.rate || byEditorialOrder(a, b) },
  gesamt: { label: 'Niedrigster Gesamtbetrag', compare: (a, b) => a.schedule.total - b.schedule.total || byEditorialOrder(a, b) },
  betrag: { label: 'Höchster Kreditbetrag', compare: (a, b) => b.amount - a.amount || byEditorialOrder(a, b) },
};

export function compare(values: Values): Comparison {
  const fitting: FittingOffer[] = [];
  const notFitting: Comparison['notFitting'] = [];
  let hiddenByFilters = 0;
  for (const offer of modelOffers) {
    if (!values.features.every((feature) => offer.features.includes(feature))) {
      hiddenByFilters++;
      continue;
    }
    const amount = amountFor(offer, values);
    const reasons = reasonsFor(offer, amount, values);
    if (reasons.length > 0) notFitting.push({ offer, reasons });
    else fitting.push({ offer, amount, schedule: scheduleFor(amount * 100, offer.sollzins, values.laufzeit) });
  }
  fitting.sort(sortKeys[values.sortierung].compare);
  return { fitting, notFitting, hiddenByFilters };
}

/** "Berechnet für 10.000 € · 60 Monate · freie Verwendung", or with a Wunschrate "Berechnet für Wunschrate 200 € im Monat · …". */
export function basisText(values: Values): string {
  const amount = values.modus === 'wunschrate' ? `Wunschrate ${euroWhole(values.wunschrate)} im Monat` : euroWhole(values.betrag);
  const purpose = values.zweck === 'frei' ? 'freie Verwendung' : purposeLabels[values.zweck];
  return `Berechnet für ${amount} · ${months(values.laufzeit)} · ${purpose}`;
}
