// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatsTable, type StatsColumn } from '@/features/admin/components/stats-table';

afterEach(cleanup);

interface Row {
  name: string;
  clicks: number;
}

const columns: StatsColumn<Row, 'name' | 'clicks'>[] = [
  { key: 'name', header: 'Partner', render: (row) => row.name, csv: (row) => row.name },
  { key: 'clicks', header: 'Klicks', numeric: true, render: (row) => String(row.clicks), csv: (row) => row.clicks },
];

const rows = [
  { name: 'Zeta Bank', clicks: 3 },
  { name: 'Alpha Kredit', clicks: 9 },
];

function firstColumn() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);
}

describe('StatsTable', () => {
  it('sorts by the clicked header and says so with aria-sort', () => {
    render(<StatsTable caption="Klicks je Partner" rows={rows} rowKey={(row) => row.name} columns={columns} initialSort={{ key: 'clicks', direction: 'descending' }} csvFileName="x.csv" emptyText="leer" />);
    expect(firstColumn()).toEqual(['Alpha Kredit', 'Zeta Bank']);
    expect(screen.getByRole('columnheader', { name: /Klicks/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: /^Partner/ }));
    expect(screen.getByRole('columnheader', { name: /Partner/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Klicks/ }).hasAttribute('aria-sort')).toBe(false);
    expect(firstColumn()).toEqual(['Alpha Kredit', 'Zeta Bank']);

    fireEvent.click(screen.getByRole('button', { name: /^Partner/ }));
    expect(firstColumn()).toEqual(['Zeta Bank', 'Alpha Kredit']);
  });

  it('says so when there is nothing to show and offers no empty export', () => {
    render(<StatsTable caption="Klicks je Seite" rows={[]} rowKey={(row: Row) => row.name} columns={columns} initialSort={{ key: 'clicks', direction: 'descending' }} csvFileName="x.csv" emptyText="Keine Klicks im Zeitraum." />);
    expect(screen.getByRole('table').textContent).toContain('Keine Klicks im Zeitraum.');
    expect(screen.getByRole('button', { name: 'CSV exportieren: Klicks je Seite' })).toHaveProperty('disabled', true);
  });
});
