import { afterEach, describe, expect, it, vi } from 'vitest';
import { initAffiliateTracking, prepareAffiliateClick } from '@/entities/partner/ui/affiliate/click-tracking';

afterEach(() => vi.restoreAllMocks());

describe('prepareAffiliateClick', () => {
  it('falls back to the original URL with a warning before initialisation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(prepareAffiliateClick('https://p.example/?a=1')).toEqual({ href: 'https://p.example/?a=1', clickId: null, timestamp: expect.any(Number) });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('adds a unique click_id and the timestamp once initialised', () => {
    initAffiliateTracking();
    const first = prepareAffiliateClick('https://p.example/?a=1', 1_760_000_000_000);
    const second = prepareAffiliateClick('https://p.example/?a=1', 1_760_000_000_001);
    const url = new URL(first.href);
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.get('click_id')).toBe(first.clickId);
    expect(url.searchParams.get('timestamp')).toBe('1760000000000');
    expect(first.clickId).not.toBe(second.clickId);
  });
});
