import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_INPUT, isFilled, parseGermanNumber } from '@/lib/parse-german-number';

describe('parseGermanNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['2.500', 2500],
    ['12.345.678', 12_345_678],
    ['1.234.567,8', 1_234_567.8],
    ['2500', 2500],
    ['0', 0],
    ['0,5', 0.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['0.234', 0.234],
    ['1.5', 1.5],
    ['1.2345', 1.2345],
    ['2500,', 2500],
    ['  3 000 ', 3000],
    ['1 234,56 €', 1234.56],
    ['€ 2.500', 2500],
    ['2500€', 2500],
    ['2500 EUR', 2500],
    ['2.500 Euro', 2500],
    ['1\u00a0234', 1234],
    ['1\u202f234,50', 1234.5],
  ])('reads %j as %d', (input, expected) => {
    expect(parseGermanNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['€', 'empty'],
    ['-100', 'negative'],
    ['−100', 'negative'],
    ['- 5,50 €', 'negative'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['1,2,3', 'invalid'],
    ['1.23.4', 'invalid'],
    ['12.34,5', 'invalid'],
    [',', 'invalid'],
    ['.', 'invalid'],
    ['1,234.56', 'invalid'],
    ['+5', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['1e3', 'invalid'],
    ['1e12', 'too-large'],
    ['1E400', 'too-large'],
    ['1000000000000', 'too-large'],
    ['1.000.000.000.000', 'too-large'],
    ['9'.repeat(400), 'too-large'],
  ])('rejects %j as %s with a German message', (input, reason) => {
    const result = parseGermanNumber(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(result.message).toMatch(/^Bitte|^Dieser Wert/);
  });

  it('accepts exactly the maximum and rejects one cent more', () => {
    expect(parseGermanNumber(String(DEFAULT_MAX_INPUT))).toEqual({ ok: true, value: DEFAULT_MAX_INPUT });
    expect(parseGermanNumber('1.000.000.000,01').ok).toBe(false);
    expect(parseGermanNumber('101', { max: 100 })).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('names the maximum in de-DE format', () => {
    const result = parseGermanNumber('5.000', { max: 1000 });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('1.000') });
  });

  it('never yields NaN or Infinity', () => {
    for (const input of ['1e999', '0x10', '١٢٣', '1..2', '1,,2', '∞', '½']) {
      const result = parseGermanNumber(input);
      if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
      else expect(result.message.length).toBeGreaterThan(0);
    }
  });

  it('tells blank input from filled input', () => {
    expect(isFilled(' \t')).toBe(false);
    expect(isFilled('0')).toBe(true);
  });
});
