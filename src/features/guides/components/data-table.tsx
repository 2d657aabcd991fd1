import type { ReactNode } from 'react';
import { stackedCell, stackedFigureCell, stackedLabelledCell } from '@/components/ui/stacked-table';
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
  /**
   * Narrow tables may opt out of the default minimum width, so they fit small screens as a table.
   * The others become one card per row below md, each figure under its column's name.
   */
  compact?: boolean;
}

/**
 * A captioned table with row and column headers, horizontally scrollable where it is wider than
 * the page; the visible title stays outside the scroll area. Unless compact, on a phone each row
 * is a card (the header row stays for screen readers): a table of 36rem would scroll sideways there.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, note, compact = false }: DataTableProps<Row>) {
  return (
    <figure>
      <p aria-hidden="true" className="mb-3 text-base font-semibold text-slate-900">
        {caption}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={caption}>
        <table className={cn('w-full text-left', compact ? 'text-xs sm:text-sm' : 'text-sm md:min-w-[36rem]')}>
          <caption className="sr-only">{caption}</caption>
          <thead className={cn(!compact && 'max-md:sr-only')}>
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
          <tbody className={cn('divide-y divide-slate-100 text-slate-700', !compact && 'max-md:block')}>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={cn(!compact && 'max-md:block max-md:px-4 max-md:py-3')}>
                {columns.map((column) => {
                  const right = column.align === 'right' && (compact ? 'text-right' : 'md:text-right');
                  return column.rowHeader ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={cn(
                        compact ? 'px-2 py-3 align-top [overflow-wrap:anywhere] sm:px-4' : stackedCell,
                        right,
                        'font-semibold text-slate-900',
                      )}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      data-label={compact ? undefined : column.header}
                      className={cn(compact ? 'px-2 py-3 align-top sm:px-4' : column.align === 'right' ? stackedFigureCell : stackedLabelledCell, right, column.align === 'right' && 'whitespace-nowrap tabular-nums')}
                    >
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
