import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row; rendered as <th scope="row">. */
  rowHeader?: boolean;
  align?: 'left' | 'right';
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown under the table, e.g. how the figures were computed. */
  note?: ReactNode;
  /** Narrow tables may opt out of the default minimum width, so they fit small screens without scrolling. */
  compact?: boolean;
}

/** A captioned, horizontally scrollable table with row and column headers; the visible title stays outside the scroll area. */
export function DataTable<Row>({ caption, columns, rows, rowKey, note, compact = false }: DataTableProps<Row>) {
  return (
    <figure>
      <p aria-hidden="true" className="mb-3 text-base font-semibold text-slate-900">
        {caption}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={caption}>
        <table className={cn('w-full text-left', compact ? 'text-xs sm:text-sm' : 'min-w-[36rem] text-sm')}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-900">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('py-3 font-semibold', compact ? 'px-2 sm:px-4' : 'px-4', column.align === 'right' && 'text-right')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = cn(
                    'py-3 align-top',
                    compact ? 'px-2 sm:px-4' : 'px-4',
                    column.align === 'right' && 'text-right whitespace-nowrap tabular-nums',
                  );
                  return column.rowHeader ? (
                    <th key={column.header} scope="row" className={cn(className, 'font-semibold [overflow-wrap:anywhere] text-slate-900')}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <figcaption className="mt-3 text-sm text-slate-700">{note}</figcaption>}
    </figure>
  );
}
