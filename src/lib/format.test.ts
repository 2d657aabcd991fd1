import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatEuro,
  formatEuroWhole,
  formatEuroWithMinus,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatSignedPercent,
  formatShortDate,
  formatTimeOfDay,
  berlinDay,
  formatBerlinDate,
} from '@/lib/format';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('de-DE formatting', () => {
  it.each([
    [11739.84, '11.739,84 €'],
    [139.76, '139,76 €'],
    [0, '0,00 €'],
    [1000000, '1.000.000,00 €'],
  ])('formats %d as %s', (value, expected) => {
    expect(nbsp(formatEuro(value))).toBe(expected);
  });

  it('rounds whole euros', () => {
    expect(nbsp(formatEuroWhole(3816.6))).toBe('3.817 €');
  });

  it('formats percentages with a comma and a space before the sign', () => {
    expect(formatPercent(3.99)).toBe('3,99 %');
    expect([formatSignedPercent(3, 0), formatSignedPercent(-1.5, 1), formatSignedPercent(0, 0)]).toEqual(['+3 %', '−1,5 %', '0 %']);
    expect(formatPercent(0.68)).toBe('0,68 %');
    expect(formatPercent(16.04, 1)).toBe('16,0 %');
  });

  it('writes a negative amount with a real minus sign', () => {
    expect([formatEuroWithMinus(16.5), formatEuroWithMinus(-3.5), formatEuroWithMinus(0)].map(nbsp)).toEqual(['16,50 €', '−3,50 €', '0,00 €']);
  });

  it('formats plain numbers and long dates', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDecimal(4, 1)).toBe('4,0');
    expect(formatDecimal(4.65, 1)).toBe('4,7');
    expect(formatDate('2025-10-19')).toBe('19. Oktober 2025');
  });

  it.each([
    ['2026-11-24', 'November 2026'],
    ['2026-01-01', 'Januar 2026'],
    ['2025-12-31', 'Dezember 2025'],
  ])('formats %s as month and year: %s', (isoDate, expected) => {
    expect(formatMonthYear(isoDate)).toBe(expected);
  });

  it('formats short dates with two-digit day and month', () => {
    expect(formatShortDate('2026-11-24')).toBe('24.11.2026');
    expect(formatShortDate('2026-01-05')).toBe('05.01.2026');
  });

  it.each([
    ['2026-11-24T13:03:27Z', '14:03:27'],
    ['2026-07-01T22:30:05Z', '00:30:05'],
  ])('formats %s as the time of day in Germany: %s', (instant, expected) => {
    expect(formatTimeOfDay(instant)).toBe(expected);
    expect(formatTimeOfDay(Date.parse(instant))).toBe(expected);
    expect(formatTimeOfDay(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2026-11-27T12:00:00Z', '2026-11-27', '27.11.2026'],
    ['2026-11-26T23:30:00Z', '2026-11-27', '27.11.2026'],
    ['2026-11-27T22:59:59Z', '2026-11-27', '27.11.2026'],
    ['2026-11-27T23:00:00Z', '2026-11-28', '28.11.2026'],
    ['2026-06-30T22:00:00Z', '2026-07-01', '01.07.2026'],
    ['2026-06-30T21:59:59.999+00:00', '2026-06-30', '30.06.2026'],
  ])('gives %s the German calendar day %s (%s)', (instant, day, shown) => {
    expect(berlinDay(instant)).toBe(day);
    expect(berlinDay(new Date(instant))).toBe(day);
    expect(formatBerlinDate(instant)).toBe(shown);
  });
});
