import { formatShortDate } from '@/lib/format';

/** A reporting period: two ISO dates (YYYY-MM-DD), both days included. */
export interface StatsPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The database refuses longer periods (see the admin_stats_* functions). */
const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const berlinDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Germany: the operator's calendar day, not the UTC one. */
export function todayInBerlin(now: Date = new Date()): string {
  return berlinDate.format(now);
}

function toDayNumber(iso: string): number | null {
  if (!ISO_DATE.test(iso)) return null;
  const time = Date.parse(`${iso}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: only dates that survive a round trip are real.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) return null;
  return time / DAY_MS;
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Number of days in the period, both ends included. */
export function periodLength({ from, to }: StatsPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to and including today. */
export function presetPeriod(days: PeriodPreset, today: string): StatsPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}

export type PeriodCheck = { ok: true; period: StatsPeriod } | { ok: false; message: string };

/** Checks a custom period from two date inputs; every refusal is a German sentence. */
export function checkCustomPeriod(from: string, to: string, today: string): PeriodCheck {
  if (!from || !to) return { ok: false, message: 'Bitte geben Sie ein Start- und ein Enddatum ein.' };
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  if (start === null || end === null) return { ok: false, message: 'Bitte geben Sie gültige Daten ein (TT.MM.JJJJ).' };
  if (start > end) return { ok: false, message: 'Das Startdatum darf nicht nach dem Enddatum liegen.' };
  if (end > toDayNumber(today)!) return { ok: false, message: 'Das Enddatum darf nicht in der Zukunft liegen.' };
  if (end - start + 1 > MAX_PERIOD_DAYS) return { ok: false, message: `Der Zeitraum darf höchstens ${MAX_PERIOD_DAYS} Tage umfassen.` };
  return { ok: true, period: { from, to } };
}

/** '27.08.2026 – 24.11.2026' */
export function formatPeriod({ from, to }: StatsPeriod): string {
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}
