import { formatNumber } from '@/lib/format';

export type ParseFailureReason = 'empty' | 'invalid' | 'negative' | 'too-large';

export type ParsedNumber =
  | { ok: true; value: number }
  | { ok: false; reason: ParseFailureReason; message: string };

export interface ParseOptions {
  /** Largest accepted value; larger inputs fail with 'too-large'. */
  max?: number;
}

export const DEFAULT_MAX_INPUT = 1_000_000_000;

const GROUPED_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN_DIGITS = /^\d+$/;
const EXPONENT = /^\d+([.,]\d+)?e[+-]?\d+$/i;

function fail(reason: ParseFailureReason, message: string): ParsedNumber {
  return { ok: false, reason, message };
}

const invalid = () => fail('invalid', 'Bitte nur Ziffern eingeben, zum Beispiel 2.500 oder 2500,50.');

/** Integer part in German notation ('1.234' or '1234'), or null when it is not one. */
function readIntegerPart(text: string): string | null {
  if (PLAIN_DIGITS.test(text)) return text;
  if (GROUPED_THOUSANDS.test(text)) return text.replaceAll('.', '');
  return null;
}

/** Joins integer and fraction; '5,' (still typing) and ',5' are fine, a lone separator is not. */
function joinDecimal(integer: string | null, fraction: string, integerMissing: boolean): string | null {
  if (integerMissing) return PLAIN_DIGITS.test(fraction) ? `0.${fraction}` : null;
  if (integer === null) return null;
  if (fraction === '') return integer;
  return PLAIN_DIGITS.test(fraction) ? `${integer}.${fraction}` : null;
}

/** '1.234,56', '1234,56', '1234.56', '1 234 €' → a plain decimal string such as '1234.56', or null. */
function toPlainDecimal(text: string): string | null {
  const commaCount = text.split(',').length - 1;
  if (commaCount > 1) return null;
  if (commaCount === 1) {
    const [integerPart = '', fraction = ''] = text.split(',');
    return joinDecimal(integerPart === '' ? null : readIntegerPart(integerPart), fraction, integerPart === '');
  }
  const dotCount = text.split('.').length - 1;
  if (dotCount === 0) return PLAIN_DIGITS.test(text) ? text : null;
  // One dot before exactly three digits ('2.500') is a German thousands separator.
  if (GROUPED_THOUSANDS.test(text) && !text.startsWith('0')) return text.replaceAll('.', '');
  if (dotCount === 1) {
    const [integerPart = '', fraction = ''] = text.split('.');
    return joinDecimal(PLAIN_DIGITS.test(integerPart) ? integerPart : null, fraction, integerPart === '');
  }
  return null;
}

/** The typed text without spaces, '€' signs and a trailing 'Eur'/'Euro': what the notation rules look at. */
export function compactNumberText(input: string): string {
  return input.replace(/[\s\u00a0\u202f]/g, '').replace(/€|eur(o)?$/gi, '');
}

/**
 * Reads an amount typed by a German visitor. Accepts '1.234,56', '1234,56', '1234.56', spaces and '€';
 * rejects letters, negative values, empty input and absurd sizes with a German message.
 */
export function parseGermanNumber(input: string, options: ParseOptions = {}): ParsedNumber {
  const max = options.max ?? DEFAULT_MAX_INPUT;
  const tooLarge = () => fail('too-large', `Dieser Wert ist unrealistisch hoch. Bitte höchstens ${formatNumber(max)} eingeben.`);
  const text = compactNumberText(input);

  if (text === '') return fail('empty', 'Bitte geben Sie einen Betrag ein.');
  if (/^[-\u2212]/.test(text)) return fail('negative', 'Bitte geben Sie einen positiven Betrag ein.');
  if (EXPONENT.test(text)) {
    const value = Number(text.replace(',', '.'));
    return Number.isFinite(value) && value <= max ? invalid() : tooLarge();
  }

  const plain = toPlainDecimal(text);
  if (plain === null) return invalid();
  const value = Number(plain);
  // Only digits reach Number() here, so a non-finite value can only mean an enormous one.
  if (!Number.isFinite(value) || value > max) return tooLarge();
  return { ok: true, value };
}

/** True when the visitor has typed anything other than whitespace. */
export function isFilled(input: string): boolean {
  return input.trim() !== '';
}
