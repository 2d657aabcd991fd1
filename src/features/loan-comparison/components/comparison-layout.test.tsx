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
  queryClient.setQueryData(partnerKeys.list('ratenkredit'), parsePartnerRows([samplePartnerRow], () => {}));
  const passes: string[] = [];
  // One function for every render, as the pages pass it (useCallback).
  const results = (partners: unknown[], resultValues: string, settledValues: string) => {
    passes.push(resultValues);
    return <p data-results="">{`${partners.length} Angebot für ${resultValues}, geordnet für ${settledValues}`}</p>;
  };
  const page = (values: string, settledValues = values, form = 'Vergleich') => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ComparisonLayout
          list="ratenkredit"
          values={values}
          settledValues={settledValues}
          ready
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
  const view = render(page('10.000 €'));
  passes.length = 0;
  const shown = () => view.container.querySelector('[data-results]')!.textContent;
  return {
    rerender: (values: string, settledValues?: string, form?: string) => act(() => view.rerender(page(values, settledValues, form))),
    passes,
    results: shown,
    container: view.container,
  };
}

describe('ComparisonLayout', () => {
  it('renders the form alone when only the form changes (a hint, the results on the same values)', async () => {
    const { rerender, passes, results, container } = renderLayout();
    await rerender('10.000 €', '10.000 €', 'Vergleich mit Hinweis');
    expect(container.querySelector('form')!.getAttribute('aria-label')).toBe('Vergleich mit Hinweis');
    expect(passes).toEqual([]);
    expect(results()).toBe('1 Angebot für 10.000 €, geordnet für 10.000 €');
  });

  it('renders the results for new values in a deferred pass after the form, busy until then', async () => {
    const { rerender, passes, results, container } = renderLayout();
    await rerender('25.000 €');
    // The urgent pass keeps the previous results, so the field paints at once.
    expect(passes).toEqual(['10.000 €', '25.000 €']);
    expect(results()).toBe('1 Angebot für 25.000 €, geordnet für 25.000 €');
    expect(container.querySelector('[data-comparison-results]')!.getAttribute('aria-busy')).toBe('false');
  });

  it('hands the results the settled values for their order', async () => {
    const { rerender, results } = renderLayout();
    await rerender('25.000 €', '10.000 €');
    expect(results()).toBe('1 Angebot für 25.000 €, geordnet für 10.000 €');
  });
});
