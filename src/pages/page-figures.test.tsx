import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGlossaryTerms } from '@/features/glossary/lib/glossary-data';
import { partnerKeys } from '@/entities/partner/api/queries';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import AboutPage from '@/pages/about-page';
import HomePage from '@/pages/home-page';

function render(page: React.ReactNode, partners?: readonly Partial<Partner>[]) {
  const queryClient = new QueryClient();
  if (partners) queryClient.setQueryData(partnerKeys.list('ratenkredit'), partners);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const stats = (html: string) =>
  [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => `${value} ${label}`);

describe('home page statistics', () => {
  it('count the offers of the loaded Ratenkredit list and the glossary terms', () => {
    const html = render(<HomePage />, Array.from({ length: 7 }, (_, index) => ({ id: `bank-${index}` })));
    expect(stats(html)).toEqual(
      expect.arrayContaining(['7 Angebote im Ratenkredit-Vergleich', `${getGlossaryTerms().length} Begriffe im Finanzglossar`]),
    );
  });

  it('leave the offer count out before the list is loaded', () => {
    expect(stats(render(<HomePage />)).some((stat) => stat.includes('Angebote'))).toBe(false);
  });
});

describe('about page facts', () => {
  it('count the glossary terms', () => {
    expect(stats(render(<AboutPage />))).toContain(`${getGlossaryTerms().length} Begriffe im Finanzglossar`);
  });
});
