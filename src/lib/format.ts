const LOCALE = 'de-DE';

/**
 * Formatters are created on first use and then reused: creating one costs far more than
 * formatting, and doing it while the module loads would lengthen the app's start-up task.
 */
function cached<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const euro = cached(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const euroWhole = cached(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }));
const number = cached(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));
const dateLong = cached(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const fixedFormats = new Map<number, Intl.NumberFormat>();
const monthYear = cached(() => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dateShort = cached(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));
// The operator works in German time, wherever the browser or server runs.
const timeOfDay = cached(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Berlin' }));
// en-CA writes YYYY-MM-DD: the German calendar day as an ISO date.
const berlinIsoDay = cached(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' }));

function fixedFormat(fractionDigits: number): Intl.NumberFormat {
  let format = fixedFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    fixedFormats.set(fractionDigits, format);
  }
  return format;
}

/** 1.234,56 € */
export function formatEuro(value: number): string {
  return euro().format(value);
}

/** 1.235 € (rounded to whole euros) */
export function formatEuroWhole(value: number): string {
  return euroWhole().format(value);
}

/** 23.400 € for whole euros, 12.345,67 € otherwise */
export function formatEuroAmount(value: number): string {
  return Number.isInteger(value) ? formatEuroWhole(value) : formatEuro(value);
}

/** 3,99 % */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${fixedFormat(fractionDigits).format(value)} %`;
}

/** +3 %, −1,5 %, 0 % (a change: the sign always shown, a real minus sign) */
export function formatSignedPercent(value: number, fractionDigits = 2): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatPercent(Math.abs(value), fractionDigits)}`;
}

/** 4,0 (always the given number of decimals) */
export function formatDecimal(value: number, fractionDigits: number): string {
  return fixedFormat(fractionDigits).format(value);
}

/** 1.234,5 */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** An ISO date (YYYY-MM-DD) as '19. Oktober 2025'. */
export function formatDate(isoDate: string): string {
  return dateLong().format(new Date(`${isoDate}T00:00:00Z`));
}

/** An ISO date (YYYY-MM-DD) as 'Oktober 2025'. */
export function formatMonthYear(isoDate: string): string {
  return monthYear().format(new Date(`${isoDate}T00:00:00Z`));
}

/** An ISO date (YYYY-MM-DD) as '24.11.2026'. */
export function formatShortDate(isoDate: string): string {
  return dateShort().format(new Date(`${isoDate}T00:00:00Z`));
}

/** The calendar day in Germany (YYYY-MM-DD) of an instant (Date, epoch milliseconds or ISO string). */
export function berlinDay(instant: Date | number | string): string {
  return berlinIsoDay().format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** An instant as its calendar day in Germany, '27.11.2026'. */
export function formatBerlinDate(instant: Date | number | string): string {
  return formatShortDate(berlinDay(instant));
}

/** An instant (Date, epoch milliseconds or ISO string) as '14:03:27' in German time. */
export function formatTimeOfDay(instant: Date | number | string): string {
  return timeOfDay().format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** 16,50 €, or −3,50 € with a real minus sign for a negative amount */
export function formatEuroWithMinus(value: number): string {
  return value < 0 ? `−${formatEuro(-value)}` : formatEuro(value);
}
