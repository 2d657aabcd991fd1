import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv, type CsvColumn } from '@/features/admin/lib/csv';

interface Row {
  name: string;
  clicks: number;
  revenue: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Partner', value: (row) => row.name },
  { header: 'Klicks', value: (row) => row.clicks },
  { header: 'Umsatz (EUR)', value: (row) => row.revenue, decimals: 2 },
];

describe('toCsv', () => {
  it('writes a BOM, German headers, semicolons, decimal commas and CRLF', () => {
    expect(toCsv(columns, [{ name: 'Nordbank Direkt', clicks: 1234, revenue: 1234.5 }])).toBe(
      '\uFEFFPartner;Klicks;Umsatz (EUR)\r\nNordbank Direkt;1234;1234,50\r\n',
    );
  });

  it('quotes separators, quotes and formula starts', () => {
    const csv = toCsv(columns, [
      { name: 'Bank; "Plus"', clicks: 1, revenue: 0 },
      { name: '=HYPERLINK("x")', clicks: 2, revenue: 0 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"Bank; ""Plus""";1;0,00', '"=HYPERLINK(""x"")";2;0,00']);
  });

  it('writes only the header for an empty table', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFPartner;Klicks;Umsatz (EUR)\r\n');
  });
});

describe('csvFileName', () => {
  it('names the table and the period', () => {
    expect(csvFileName('partner', { from: '2026-08-27', to: '2026-11-24' })).toBe('klicks-partner-2026-08-27-bis-2026-11-24.csv');
  });
});
