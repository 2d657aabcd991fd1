import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dailyResultSchema, pageResultSchema, partnerResultSchema, totalsResultSchema } from '@/features/admin/api/stats-schemas';

describe('stats row schemas', () => {
  it('accept numeric columns as numbers or strings', () => {
    const totals = v.parse(totalsResultSchema, [{ clicks: 120, conversions: '6', revenue: '270.50', conversion_rate: '5.00', sample_clicks: 120 }]);
    expect(totals).toEqual([{ clicks: 120, conversions: 6, revenue: 270.5, conversionRate: 5, sampleClicks: 120 }]);
  });

  it('name a partner by its brand_id when its name is missing', () => {
    const rows = v.parse(partnerResultSchema, [{ brand_id: 'nordbank', partner_name: null, clicks: 3, conversions: 0, revenue: 0, conversion_rate: 0 }]);
    expect(rows[0]).toMatchObject({ brandId: 'nordbank', partnerName: 'nordbank' });
  });

  it('keep the day of a timestamp and map page rows', () => {
    expect(v.parse(dailyResultSchema, [{ day: '2026-11-24T00:00:00', clicks: 1, conversions: 0, revenue: 0 }])[0]!.day).toBe('2026-11-24');
    expect(v.parse(pageResultSchema, [{ page_path: '/ratenkredit', clicks: 2, conversions: 1, revenue: '45', conversion_rate: '50' }])).toEqual([
      { pagePath: '/ratenkredit', clicks: 2, conversions: 1, revenue: 45, conversionRate: 50 },
    ]);
  });

  it.each([
    ['a text for a number', [{ clicks: 'viele', conversions: 0, revenue: 0, conversion_rate: 0, sample_clicks: 0 }]],
    ['an empty string', [{ clicks: 1, conversions: 0, revenue: '', conversion_rate: 0, sample_clicks: 0 }]],
    ['a negative count', [{ clicks: -1, conversions: 0, revenue: 0, conversion_rate: 0, sample_clicks: 0 }]],
    ['a missing column', [{ clicks: 1, conversions: 0, revenue: 0 }]],
    ['two rows', [{ clicks: 1, conversions: 0, revenue: 0, conversion_rate: 0, sample_clicks: 0 }, { clicks: 1, conversions: 0, revenue: 0, conversion_rate: 0, sample_clicks: 0 }]],
    ['an object instead of rows', { clicks: 1 }],
  ])('refuse %s', (_, data) => {
    expect(v.safeParse(totalsResultSchema, data).success).toBe(false);
  });
});
