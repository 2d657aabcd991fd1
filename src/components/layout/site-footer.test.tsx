// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { operatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('marks the Swedish sister-site links as Swedish for screen readers and crawlers, the tab hint stays German', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    for (const site of siteConfig.sisterSites) {
      const label = screen.getByText(site.label);
      expect(label.getAttribute('lang')).toBe('sv');
      const link = label.closest('a')!;
      expect(link.getAttribute('hreflang')).toBe('sv');
      expect(link.querySelector('.sr-only')?.closest('[lang]')?.getAttribute('lang') ?? 'de').not.toBe('sv');
    }
  });

  it('marks the network of sister portals as a sample while it is one', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const title = operatorFacts.claims.network?.sample ? 'International (Beispielangabe)' : 'International';
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });
});
