// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { partnerKeys } from '@/entities/partner/api/queries';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';
import { parsePartnerRows } from '@/entities/partner/schema/validate-partner';
import { ComparisonLayout } from '@/features/loan-comparison/components/comparison-layout';

afterEach(cleanup);

/**
 * The page with a query cache holding one offer. The results are a line naming the values they
 * were rendered for; `passes` records the values of every render of them.
 */
function renderLayout() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(partnerKeys.list('ratenkredit'), parsePartnerRows([samplePartnerRow], 'mock', () => {}));
  const passes: string[] = [];
  // One function for every render, as the pages pass it (useCallback).
  const results = (partners: unknown[], resultValues: string) => {
    passes.push(resultValues);
    return <p data-results="">{`${partners.length} Angebot für ${resultValues}`}</p>;
  };
  const page = (values: string, resultsNow: boolean, form = 'Vergleich') => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ComparisonLayout
          list="ratenkredit"
          values={values}
          ready
          resultsNow={resultsNow}
          form={<form aria-label={form} />}
          defaultsBasis="10.000 € über 60 Monate"
          loadingText="Lädt Partner..."
          emptyText="Derzeit keine Partner verfügbar."
        >
          {results}
        </ComparisonLayout>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(page('10.000 €', false));
  passes.length = 0;
  const shown = () => view.container.querySelector('[data-results]')!.textContent;
  return {
    rerender: (values: string, resultsNow: boolean, form?: string) => act(() => view.rerender(page(values, resultsNow, form))),
    passes,
    results: shown,
    container: view.container,
  };
}

describe('ComparisonLayout', () => {
  it('renders the form alone when only the form changes (a hint when typing paused, the results on the same values)', async () => {
    const { rerender, passes, results, container } = renderLayout();
    await rerender('10.000 €', true, 'Vergleich mit Hinweis');
    expect(container.querySelector('form')!.getAttribute('aria-label')).toBe('Vergleich mit Hinweis');
    expect(passes).toEqual([]);
    expect(results()).toBe('1 Angebot für 10.000 €');
  });

  it('renders the results for a choice in a deferred pass after the form', async () => {
    const { rerender, passes, results } = renderLayout();
    await rerender('25.000 €', false);
    // The urgent pass keeps the previous results, so the control paints at once.
    expect(passes).toEqual(['10.000 €', '25.000 €']);
    expect(results()).toBe('1 Angebot für 25.000 €');
  });

  it('renders the results in the same pass as the form when typing paused', async () => {
    const { rerender, passes, results, container } = renderLayout();
    await rerender('25.000 €', true);
    // No pass shows the old results (React's later deferred pass renders the same again).
    expect(passes.every((values) => values === '25.000 €')).toBe(true);
    expect(passes.length).toBeGreaterThan(0);
    expect(results()).toBe('1 Angebot für 25.000 €');
    expect(container.querySelector('[data-comparison-results]')!.getAttribute('aria-busy')).toBe('false');
  });
});
