import { describe, expect, it } from 'vitest';
import { commissionRange, sampleConversionRate, sampleSources } from './sample-activity';
import { seedPartners } from './seed-partners';

const sources = sampleSources(seedPartners);

describe('sample affiliate activity', () => {
  it('gives every active partner clicks and no inactive one', () => {
    const brands = new Set(sources.map((source) => source.brandId));
    for (const partner of seedPartners) expect(brands.has(partner.brandId)).toBe(partner.isActive !== false);
  });

  it('uses only site paths the click table accepts', () => {
    for (const source of sources) {
      expect(source.pagePath).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      expect(source.product).not.toBe('comparison');
    }
  });

  it('keeps one source per partner, product and page', () => {
    const keys = sources.map((source) => `${source.brandId}|${source.product}|${source.pagePath}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(['nordbank-direkt', 'zinsfinder', 'a', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzz'])('converts %s at 2–8 %%', (brandId) => {
    const rate = sampleConversionRate(brandId);
    expect(rate).toBeGreaterThanOrEqual(0.02);
    expect(rate).toBeLessThanOrEqual(0.08);
  });

  it('sends a few hundred clicks a day, most of them to installment loans', () => {
    const perDay = sources.reduce((sum, source) => sum + source.dailyClicks, 0);
    expect(perDay).toBeGreaterThan(200);
    expect(perDay).toBeLessThan(500);
    const loans = sources.filter((source) => source.product === 'ratenkredit').reduce((sum, source) => sum + source.dailyClicks, 0);
    expect(loans / perDay).toBeGreaterThan(0.5);
  });

  it('pays more for a mortgage lead than for a card', () => {
    expect(commissionRange.baufinanzierung[0]).toBeGreaterThan(commissionRange.kreditkarte[1]);
  });
});
