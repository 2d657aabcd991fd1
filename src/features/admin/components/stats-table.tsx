import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/features/admin/lib/download';
import { toCsv, type CsvColumn } from '@/features/admin/lib/csv';
import { nextSort, sortRows, type SortDirection, type SortState } from '@/features/admin/lib/sort-rows';
import { cn } from '@/lib/cn';

export interface StatsColumn<Row, Key extends string & keyof Row> {
  key: Key;
  header: string;
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  /** The value in the CSV export (numbers with a decimal comma there). */
  csv: (row: Row) => string | number;
  csvDecimals?: number;
}

export interface StatsTableProps<Row, Key extends string & keyof Row> {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly StatsColumn<Row, Key>[];
  initialSort: SortState<Key>;
  csvFileName: string;
  emptyText: string;
}

const arrows: Record<SortDirection, string> = { ascending: '▲', descending: '▼' };

/** A sortable table (sort buttons in the headers, aria-sort) that exports what it shows as CSV. */
export function StatsTable<Row, Key extends string & keyof Row>({ caption, rows, rowKey, columns, initialSort, csvFileName, emptyText }: StatsTableProps<Row, Key>) {
  const [sort, setSort] = useState(initialSort);
  const sorted = sortRows(rows, sort);

  function exportCsv() {
    const csvColumns: CsvColumn<Row>[] = columns.map((column) => ({ header: column.header, value: column.csv, decimals: column.csvDecimals }));
    downloadFile(csvFileName, toCsv(csvColumns, sorted));
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{caption}</h3>
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={rows.length === 0} aria-label={`CSV exportieren: ${caption}`}>
          CSV exportieren
        </Button>
      </div>
      <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-slate-900">
            <tr>
              {columns.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th key={column.key} scope="col" aria-sort={active ? sort.direction : undefined} className={cn('px-3 py-2', column.numeric && 'text-right')}>
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, column.key, column.numeric ? 'descending' : 'ascending'))}
                      className="inline-flex items-center gap-1 rounded font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {column.header}
                      <span aria-hidden="true" className={cn('text-xs', active ? 'text-brand-700' : 'text-slate-400')}>
                        {active ? arrows[sort.direction] : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-4 text-slate-700">
                  {emptyText}
                </td>
              </tr>
            )}
            {sorted.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-200">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2 text-slate-800', column.numeric && 'text-right tabular-nums')}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
