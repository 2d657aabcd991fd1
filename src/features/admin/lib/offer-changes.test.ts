import { describe, expect, it } from 'vitest';
import { describeChange, formatValue, type ChangeRow } from '@/features/admin/lib/offer-changes';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatValue', () => {
  it.each<[string, unknown, string]>([
    ['name', null, '–'],
    ['is_active', true, 'ja'],
    ['borrowing_rate_fixed', false, 'nein'],
    ['borrowing_rate_two_thirds', 5.79, '5,79'],
    ['min_amount', 100000, '100.000'],
    ['name', 'Nordbank Direkt', 'Nordbank Direkt'],
    ['conditions_checked_at', '2026-11-27T20:50:26.123+00:00', '27.11.2026, 21:50:26 Uhr'],
    ['purposes', ['frei', 'auto'], 'frei; auto'],
    ['pros', [], '(keine)'],
    ['mortgage_rates', { '5': 3.29, '10': 3.45 }, '5 Jahre: 3,29 %, 10 Jahre: 3,45 %'],
    [
      'representative_example',
      { net_loan_amount: 10000, term_months: 60, borrowing_rate: 5.79, borrowing_rate_type: 'gebunden', effective_rate: 5.95, monthly_instalment: 192.35, total_amount: 11541.21, lender: 'Nordbank Direkt AG' },
      '10.000,00 € über 60 Monate, Sollzins 5,79 % (gebunden), effektiv 5,95 %, Rate 192,35 €, Gesamt 11.541,21 €, Nordbank Direkt AG',
    ],
    [
      'evaluation',
      { evaluated_at: '2026-11-20', scores: { cost: 5, flexibility: 4.5, speed: 4, access: 3.5, transparency: 4 } },
      'am 20.11.2026: Effektiver Jahreszins 5, Flexibilität 4,5, Geschwindigkeit 4, Zugangsvoraussetzungen 3,5, Transparenz und Service 4',
    ],
  ])('%s: %j → %s', (column, value, expected) => {
    expect(nbsp(formatValue(column, value))).toBe(expected);
  });
});

describe('describeChange', () => {
  const change: ChangeRow = {
    id: 7,
    partner_id: '8c9a8cad-ba4c-5397-be69-a078daec136a',
    operation: 'update',
    changed_at: '2026-11-27T09:05:00Z',
    actor_email: 'redaktion@kreditsmart.test',
    changed_columns: ['borrowing_rate_two_thirds', 'conditions_checked_at'],
    old_values: { borrowing_rate_two_thirds: 5.79, conditions_checked_at: '2026-11-20T08:00:00Z' },
    new_values: { borrowing_rate_two_thirds: 6.49, conditions_checked_at: '2026-11-27T09:05:00Z' },
  };

  it('says who changed which field from what to what, in German', () => {
    expect(describeChange(change)).toEqual({
      id: 7,
      when: '27.11.2026, 10:05:00 Uhr',
      who: 'redaktion@kreditsmart.test',
      what: 'Geändert',
      fields: [
        { column: 'borrowing_rate_two_thirds', label: 'Sollzins (2/3) in % p. a.', before: '5,79', after: '6,49' },
        { column: 'conditions_checked_at', label: 'Konditionen geprüft am', before: '20.11.2026, 09:00:00 Uhr', after: '27.11.2026, 10:05:00 Uhr' },
      ],
    });
  });

  it('names SQL and the service role as the system, and an insert as Angelegt with empty old values', () => {
    const insert = describeChange({ ...change, operation: 'insert', actor_email: null, old_values: null, changed_columns: ['name'], new_values: { name: 'Neu' } });
    expect(insert).toMatchObject({ who: 'System (SQL oder Service-Rolle)', what: 'Angelegt', fields: [{ label: 'Name', before: '–', after: 'Neu' }] });
  });
});
