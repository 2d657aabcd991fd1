import { describe, expect, it } from 'vitest';
import { buildTrackingUrl, parseTrackingUrl, withClickParams } from '@/entities/partner/schema/tracking-url';

describe('parseTrackingUrl', () => {
  it.each([
    ['https://track.partnernetz.example/t/t?a=1', true],
    ['  https://partner.example/  ', true],
    ['https://partner.example:8443/x', true],
    ['http://partner.example/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//partner.example/', false],
    ['https://', false],
    ['https://user:pass@partner.example/', false],
    ['ftp://partner.example/', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (raw, valid) => {
    expect(parseTrackingUrl(raw) !== null).toBe(valid);
  });

  it('rejects non-strings', () => {
    expect(parseTrackingUrl(null)).toBeNull();
    expect(parseTrackingUrl(42)).toBeNull();
  });
});

describe('buildTrackingUrl', () => {
  const base = new URL('https://track.partnernetz.example/t/t?a=1000101&as=1900042');

  it('adds source, medium, campaign and brand_id and keeps the network parameters', () => {
    const href = new URL(buildTrackingUrl(base, { product: 'ratenkredit', medium: 'cpc', brandId: 'nordbank-direkt' }));
    expect(href.origin + href.pathname).toBe('https://track.partnernetz.example/t/t');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      a: '1000101',
      as: '1900042',
      source: 'ratenkredit_de',
      medium: 'cpc',
      campaign: 'loan_comparison',
      brand_id: 'nordbank-direkt',
    });
  });

  it('is deterministic (same on server and client), with organic for the button variant', () => {
    const params = { product: 'kreditkarte', medium: 'organic', brandId: 'polarstern-card' } as const;
    expect(buildTrackingUrl(base, params)).toBe(buildTrackingUrl(base, params));
    expect(buildTrackingUrl(base, params)).toContain('medium=organic');
  });

  it('overrides parameters a partner URL already carries', () => {
    const href = buildTrackingUrl(new URL('https://p.example/?source=evil&campaign=x'), { product: 'sparkonto', medium: 'cpc', brandId: 'b' });
    expect(new URL(href).searchParams.getAll('source')).toEqual(['sparkonto_de']);
    expect(new URL(href).searchParams.get('campaign')).toBe('loan_comparison');
  });
});

describe('withClickParams', () => {
  it('adds click_id and timestamp', () => {
    const href = withClickParams('https://p.example/?source=ratenkredit_de', { clickId: 'abc-123', timestamp: 1_760_000_000_000 });
    const params = new URL(href).searchParams;
    expect(params.get('click_id')).toBe('abc-123');
    expect(params.get('timestamp')).toBe('1760000000000');
    expect(params.get('source')).toBe('ratenkredit_de');
  });
});
