import { describe, expect, it } from 'vitest';
import { checkCustomPeriod, formatPeriod, periodLength, presetPeriod, todayInBerlin } from '@/features/admin/lib/stats-period';

const today = '2026-11-24';

describe('presetPeriod', () => {
  it.each([
    [7, '2026-11-18'],
    [30, '2026-10-26'],
    [90, '2026-08-27'],
  ] as const)('the last %i days end today', (days, from) => {
    const period = presetPeriod(days, today);
    expect(period).toEqual({ from, to: today });
    expect(periodLength(period)).toBe(days);
  });
});

describe('todayInBerlin', () => {
  it('uses the German calendar day around midnight UTC', () => {
    expect(todayInBerlin(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(todayInBerlin(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
  });
});

describe('checkCustomPeriod', () => {
  it.each([
    ['', today, 'Bitte geben Sie ein Start- und ein Enddatum ein.'],
    ['2026-02-30', today, 'Bitte geben Sie gültige Daten ein (TT.MM.JJJJ).'],
    ['24.11.2026', today, 'Bitte geben Sie gültige Daten ein (TT.MM.JJJJ).'],
    ['2026-11-20', '2026-11-19', 'Das Startdatum darf nicht nach dem Enddatum liegen.'],
    ['2026-11-20', '2026-11-25', 'Das Enddatum darf nicht in der Zukunft liegen.'],
    ['2025-11-23', today, 'Der Zeitraum darf höchstens 366 Tage umfassen.'],
  ])('refuses %j – %j', (from, to, message) => {
    expect(checkCustomPeriod(from, to, today)).toEqual({ ok: false, message });
  });

  it.each([
    ['2025-11-24', today],
    [today, today],
    ['2024-02-29', '2024-03-01'],
  ])('accepts %j – %j (366 days, one day, leap day)', (from, to) => {
    expect(checkCustomPeriod(from, to, today)).toEqual({ ok: true, period: { from, to } });
  });
});

describe('formatPeriod', () => {
  it('writes German dates', () => {
    expect(formatPeriod({ from: '2026-08-27', to: today })).toBe('27.08.2026 – 24.11.2026');
  });
});
