import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { offerRowSchema, type OfferRow } from '@/features/admin/api/offer-row';
import { offerWarnings } from '@/features/admin/lib/offer-warnings';

const row = v.parse(offerRowSchema, { ...samplePartnerRow, conditions_checked_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z' });
const now = new Date('2026-11-27T20:00:00Z');

describe('offerWarnings', () => {
  it.each<[string, Partial<OfferRow>, string[]]>([
    ['a complete, recently checked offer', {}, []],
    ['conditions checked exactly 30 days ago', { conditions_checked_at: '2026-10-28T08:00:00Z' }, []],
    ['conditions checked 31 days ago', { conditions_checked_at: '2026-10-27T08:00:00Z' }, ['Konditionen älter als 30 Tage']],
    ['an example without lender address', { lender_address: null }, ['Anschrift des Darlehensgebers fehlt']],
    ['a blank lender address', { lender_address: '  ' }, ['Anschrift des Darlehensgebers fehlt']],
    ['no example and no address', { representative_example: null, lender_address: null }, []],
    ['an http tracking link', { adtraction_tracking_url: 'http://track.example/t' }, ['Tracking-Link fehlt oder ist ungültig']],
    ['an empty tracking link', { adtraction_tracking_url: '' }, ['Tracking-Link fehlt oder ist ungültig']],
    ['an instalment loan without evaluation', { evaluation: null }, ['Keine Bewertung, obwohl die Liste nach Bewertung sortiert']],
    ['a comparison portal without evaluation', { category: 'comparison', evaluation: null }, ['Keine Bewertung, obwohl die Liste nach Bewertung sortiert']],
    ['a malformed evaluation', { evaluation: { scores: {} } }, ['Keine Bewertung, obwohl die Liste nach Bewertung sortiert']],
    ['a card without evaluation (its list follows display_order)', { category: 'kreditkarte', evaluation: null }, []],
    [
      'everything at once',
      { conditions_checked_at: '2026-01-01T00:00:00Z', lender_address: null, adtraction_tracking_url: 'kein link', evaluation: null },
      ['Konditionen älter als 30 Tage', 'Anschrift des Darlehensgebers fehlt', 'Tracking-Link fehlt oder ist ungültig', 'Keine Bewertung, obwohl die Liste nach Bewertung sortiert'],
    ],
  ])('%s', (_case, patch, expected) => {
    expect(offerWarnings({ ...row, ...patch }, now, 30)).toEqual(expected);
  });

  it('follows the configured age limit', () => {
    expect(offerWarnings(row, now, 7)).toEqual([]);
    expect(offerWarnings(row, now, 6)).toEqual(['Konditionen älter als 6 Tage']);
  });
});
