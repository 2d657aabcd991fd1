import { roundHalfUp } from '@/lib/round';
import { compactNumberText, parseGermanNumber } from '@/lib/parse-german-number';
import { formatNumber } from '@/lib/format';

/** How a form field names and formats its whole number, for the German notes when it corrects one. */
export interface WholeNumberField {
  /** Inclusive, in whole units. */
  limits: { min: number; max: number };
  /** Used for missing or unrecognised text. */
  fallback: number;
  /** "5.000 €", "12 Monate". */
  format: (value: number) => string;
  /** The same after "mit": "5.000 €", "12 Monaten". */
  formatDative: (value: number) => string;
  label: { notRecognised: string; missing: string; notWhole: string };
}

/** "1e9", "2,5E4": a number, though not German notation. */
const EXPONENT = /^\d+([.,]\d+)?e[+-]?\d+$/i;
/** "10,000", "1,000,000.50": thousands grouped with commas. */
const COMMA_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

type Read = { ok: true; value: number; reread: boolean } | { ok: false; reason: 'empty' | 'invalid' | 'negative' | 'too-large' };

function readNumber(raw: string): Read {
  const text = compactNumberText(raw.normalize('NFKC'));
  if (EXPONENT.test(text)) return { ok: true, value: Number(text.replace(',', '.')), reread: true };
  if (COMMA_THOUSANDS.test(text)) return { ok: true, value: Number(text.replaceAll(',', '')), reread: true };
  // Leading zeros count for nothing ("010.000" is 10.000).
  const parsed = parseGermanNumber(text.replace(/^0+(?=\d)/, ''), { max: Number.MAX_VALUE });
  return parsed.ok ? { ok: true, value: parsed.value, reread: false } : parsed;
}

/**
 * A whole number typed by a German visitor ("15.000", "15000", "15 000 €") or taken from a URL,
 * within `field.limits` after rounding half up. Never throws: a missing parameter (null) is the
 * fallback without a note; unusable, fractional or out-of-range text becomes the fallback, the
 * rounded value or the nearest limit, with a German note saying what we compute with.
 */
export function readWholeNumber(raw: string | null, field: WholeNumberField): { value: number; hint?: string } {
  if (raw === null) return { value: field.fallback };
  const withValue = (value: number, reason: string) => ({ value, hint: `${reason} – wir rechnen mit ${field.formatDative(value)}.` });
  const read = readNumber(raw);
  if (!read.ok) {
    if (read.reason === 'negative') return withValue(field.limits.min, `Mindestens ${field.format(field.limits.min)}`);
    if (read.reason === 'too-large') return withValue(field.limits.max, `Höchstens ${field.format(field.limits.max)}`);
    return withValue(field.fallback, read.reason === 'empty' ? field.label.missing : field.label.notRecognised);
  }
  const reading = read.reread && Number.isFinite(read.value) ? `Gelesen als ${formatNumber(read.value)}. ` : '';
  const whole = Number.isFinite(read.value) ? roundHalfUp(read.value) : Number.POSITIVE_INFINITY;
  if (whole < field.limits.min) return withValue(field.limits.min, `${reading}Mindestens ${field.format(field.limits.min)}`);
  if (whole > field.limits.max) return withValue(field.limits.max, `${reading}Höchstens ${field.format(field.limits.max)}`);
  if (whole !== read.value) return withValue(whole, `${reading}${field.label.notWhole}`);
  return read.reread ? withValue(whole, reading.trimEnd().replace(/\.$/, '')) : { value: whole };
}
