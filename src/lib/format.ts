const LOCALE = 'de-DE';

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const euroWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const dateLong = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 1.234,56 € */
export function formatEuro(value: number): string {
  return euro.format(value);
}

/** 1.235 € (rounded to whole euros) */
export function formatEuroWhole(value: number): string {
  return euroWhole.format(value);
}

/** 3,99 % */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${value.toLocaleString(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })} %`;
}

/** 1.234,5 */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** An ISO date (YYYY-MM-DD) as '19. Oktober 2025'. */
export function formatDate(isoDate: string): string {
  return dateLong.format(new Date(`${isoDate}T00:00:00Z`));
}
