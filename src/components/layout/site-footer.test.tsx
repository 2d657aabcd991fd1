// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
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
});
