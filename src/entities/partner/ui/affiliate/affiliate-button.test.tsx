// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AffiliateButton, OPENING_LABEL } from '@/entities/partner/ui/affiliate/affiliate-button';

const partner = {
  brand_id: 'nordbank-direkt',
  name: 'Nordbank Direkt',
  adtraction_tracking_url: 'https://track.partnernetz.example/t/t?a=1000101',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  // A click records itself through fetch: never against a real backend from a unit test.
  fetchMock.mockReset().mockReturnValue(new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AffiliateButton', () => {
  it('renders a marked sponsored link that opens in a new tab', () => {
    render(<AffiliateButton partner={partner} product="ratenkredit" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('rel')).toBe('nofollow sponsored noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('Jetzt beantragen');
    expect(link.textContent).toContain('Anzeige');
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('https:');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      a: '1000101',
      source: 'ratenkredit_de',
      medium: 'organic',
      campaign: 'loan_comparison',
      brand_id: 'nordbank-direkt',
    });
  });

  it('uses medium cpc in the link variant', () => {
    render(<AffiliateButton partner={partner} product="kreditkarte" variant="link" label="Zum Anbieter" />);
    expect(new URL(screen.getByRole('link').getAttribute('href')!).searchParams.get('medium')).toBe('cpc');
  });

  it('server HTML has no per-click values, so hydration matches', () => {
    const html = renderToString(<AffiliateButton partner={partner} product="ratenkredit" />);
    expect(html).not.toContain('click_id');
    expect(html).not.toContain('timestamp');
    expect(renderToString(<AffiliateButton partner={partner} product="ratenkredit" />)).toBe(html);
  });

  it('shows Öffnet..., is aria-disabled for 1000 ms, adds click_id and timestamp, then resets', () => {
    render(<AffiliateButton partner={partner} product="ratenkredit" />);
    const link = screen.getByRole('link');
    // Not prevented: the browser opens the partner at once, whatever the click record does.
    expect(fireEvent.click(link)).toBe(true);
    expect(link.textContent).toContain(OPENING_LABEL);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    const clicked = new URL(link.getAttribute('href')!);
    expect(clicked.searchParams.get('click_id')).toBeTruthy();
    expect(clicked.searchParams.get('timestamp')).toMatch(/^\d+$/);

    const second = fireEvent.click(link);
    expect(second).toBe(false);

    act(() => vi.advanceTimersByTime(999));
    expect(link.textContent).toContain(OPENING_LABEL);
    act(() => vi.advanceTimersByTime(1));
    expect(link.textContent).toContain('Jetzt beantragen');
    expect(link.hasAttribute('aria-disabled')).toBe(false);
  });

  it('warns about a tracking failure, resets and still lets the link open', async () => {
    const tracking = await import('@/entities/partner/ui/affiliate/click-tracking');
    vi.spyOn(tracking, 'prepareAffiliateClick').mockImplementation(() => {
      throw new Error('storage full');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AffiliateButton partner={partner} product="ratenkredit" />);
    const link = screen.getByRole('link');
    expect(fireEvent.click(link)).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    expect(link.textContent).toContain('Jetzt beantragen');
  });

  it.each(['http://partner.example/', 'javascript:alert(1)', 'kein Link', ''])('renders a disabled button for %j', (url) => {
    const { container } = render(<AffiliateButton partner={{ ...partner, adtraction_tracking_url: url }} product="ratenkredit" />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
  });
});
