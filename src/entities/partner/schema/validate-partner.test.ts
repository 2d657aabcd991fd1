import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { parsePartnerRow, parsePartnerRows } from '@/entities/partner/schema/validate-partner';

const validRow = samplePartnerRow;

afterEach(() => vi.restoreAllMocks());

describe('parsePartnerRow', () => {
  it('keeps a valid row', () => {
    const partner = parsePartnerRow(validRow);
    expect(partner).toMatchObject({ name: 'Nordbank Direkt', category: 'ratenkredit', pros: ['Kostenlose Sondertilgungen'] });
    expect(partner?.representative_example?.monthly_instalment).toBe(192.35);
    expect(partner?.evaluation).toEqual(validRow.evaluation);
  });

  it('reads the conditions and the lender', () => {
    const partner = parsePartnerRow(validRow);
    expect(partner?.conditions).toMatchObject({ minAmount: 1000, maxTermMonths: 120, twoThirds: { effectiveRate: 5.95 }, purposes: ['frei', 'auto'] });
    expect(partner?.lender).toEqual({ name: 'Nordbank Direkt AG', address: 'Kaispeicherweg 12, 20457 Hamburg', isIntermediary: false });
  });

  it.each([
    ['a timestamp', '2026-11-27T09:15:00.123456+00:00', '2026-11-27T09:15:00.123456+00:00'],
    ['no value', null, null],
    ['an absent column', undefined, undefined],
    ['text that is no time', 'gestern', null],
    ['a number', 1764234900000, null],
  ])('reads the date the conditions were checked from %s', (_case, value, expected) => {
    expect(parsePartnerRow({ ...validRow, conditions_checked_at: value })?.conditions_checked_at).toBe(expected);
  });

  it('keeps a row without condition columns, silently, with neither conditions nor lender', () => {
    const warn = vi.fn();
    // An example would need the lender (example-requirements.test.ts).
    const row = { ...validRow, min_amount: null, max_amount: undefined, lender_name: null, lender_address: null, representative_example: null };
    const partner = parsePartnerRow(row, warn);
    expect(partner).toMatchObject({ name: 'Nordbank Direkt', conditions: null, lender: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['conditions', { min_amount: 200000 }, 'Konditionen von Nordbank Direkt verworfen: Betragsspanne ungültig'],
    ['conditions', { purposes: ['krypto'] }, 'Konditionen von Nordbank Direkt verworfen: Verwendungszweck unbekannt'],
    ['lender', { lender_address: '', representative_example: null }, 'Darlehensgeber von Nordbank Direkt verworfen: Name oder Anschrift fehlt'],
  ] as const)('drops malformed %s, keeps the row and warns once through the callback', (field, patch, message) => {
    const warn = vi.fn();
    const partner = parsePartnerRow({ ...validRow, ...patch }, warn);
    expect(partner?.name).toBe('Nordbank Direkt');
    expect(partner?.[field]).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(message);
  });

  it('keeps a row without evaluation, silently, as unevaluated', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePartnerRow({ ...validRow, evaluation: null })?.evaluation).toBeNull();
    expect(parsePartnerRow({ ...validRow, evaluation: undefined })?.evaluation).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a score above 5', { ...validRow.evaluation, scores: { ...validRow.evaluation.scores, cost: 7 } }],
    ['a missing criterion', { ...validRow.evaluation, scores: { cost: 5 } }],
    ['no date', { scores: validRow.evaluation.scores }],
    ['text', 'sehr gut'],
  ])('drops an evaluation with %s, keeps the row and warns once', (_label, evaluation) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const partner = parsePartnerRow({ ...validRow, evaluation });
    expect(partner?.name).toBe('Nordbank Direkt');
    expect(partner?.evaluation).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['an http tracking URL', { adtraction_tracking_url: 'http://partner.example/' }],
    ['a javascript: tracking URL', { adtraction_tracking_url: 'javascript:alert(1)' }],
    ['a missing tracking URL', { adtraction_tracking_url: null }],
    ['an unknown category', { category: 'crypto' }],
    ['an inactive row', { is_active: false }],
  ])('drops a row with %s and warns', (_label, patch) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePartnerRow({ ...validRow, ...patch })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('turns null lists into empty lists and drops non-text items', () => {
    const partner = parsePartnerRow({ ...validRow, pros: null, cons: undefined, requirements: ['ok', 3, null, ''] });
    expect(partner).toMatchObject({ pros: [], cons: [], requirements: ['ok'] });
  });

  it('drops a malformed example or an unsafe logo file name but keeps the row', () => {
    const partner = parsePartnerRow(
      { ...validRow, representative_example: { ...validRow.representative_example, total_amount: 'viel' }, logo_filename: '../../etc/passwd' },
    );
    expect(partner?.representative_example).toBeNull();
    expect(partner?.logo_filename).toBeNull();
  });

  it('keeps hostile text as plain strings (rendering escapes it)', () => {
    const partner = parsePartnerRow({ ...validRow, name: '<img src=x onerror=alert(1)>' });
    expect(partner?.name).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('parsePartnerRows', () => {
  it('keeps the good rows in order and never throws on bad ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = [validRow, null, 'x', { ...validRow, name: '' }, { ...validRow, id: 'b', brand_id: 'b', name: 'B' }];
    expect(parsePartnerRows(rows).map((partner) => partner.name)).toEqual(['Nordbank Direkt', 'B']);
  });

  it('returns an empty list for a body that is not a list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePartnerRows({ error: 'x' })).toEqual([]);
  });
});
