import type { StatsPeriod } from '@/features/admin/lib/stats-period';

type CsvCell = string | number;

/** One CSV column: German header and how a row fills it (numbers get a decimal comma). */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
  /** Fixed decimals for numbers (money 2, rates 2, counts 0). */
  decimals?: number;
}

const BOM = '\uFEFF';

function formatCell(cell: CsvCell, decimals = 0): string {
  // No thousands separator: spreadsheets read '1234,5' as a number, '1.234,5' only sometimes.
  const text = typeof cell === 'number' ? cell.toFixed(decimals).replace('.', ',') : cell;
  return /[;"\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as German spreadsheets open it: UTF-8 with BOM (so Excel detects the encoding),
 * semicolons, decimal commas and CRLF line ends. Text starting with a formula character is quoted.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => formatCell(column.header)).join(';')];
  for (const row of rows) lines.push(columns.map((column) => formatCell(column.value(row), column.decimals)).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** 'klicks-partner-2026-08-27-bis-2026-11-24.csv' */
export function csvFileName(table: 'partner' | 'seiten' | 'tage', { from, to }: StatsPeriod): string {
  return `klicks-${table}-${from}-bis-${to}.csv`;
}
