import type { AgeGroupIncome, IndustryIncome, RegionIncome } from '@/content/guides/deutsche-einkommen';
import { percentDifference } from '@/features/guides/calculators/income-stats';
import { DataTable } from '@/features/guides/components/data-table';
import { formatEuroWhole, formatSignedPercent } from '@/lib/format';

const money = (value: number) => <span className="whitespace-nowrap">{formatEuroWhole(value)}</span>;

const signedPercent = (value: number) => formatSignedPercent(value, 0);

export function AgeIncomeTable({ rows, overallMedian }: { rows: readonly AgeGroupIncome[]; overallMedian: number }) {
  return (
    <DataTable
      caption="Bruttojahresgehalt nach Alter"
      rows={rows}
      rowKey={(row) => row.alter}
      columns={[
        { header: 'Alter', cell: (row) => row.alter, rowHeader: true },
        { header: 'Median', cell: (row) => money(row.median), align: 'right' },
        { header: 'Durchschnitt', cell: (row) => money(row.durchschnitt), align: 'right' },
        {
          header: 'Median im Vergleich zu allen',
          cell: (row) => <span className="whitespace-nowrap">{signedPercent(percentDifference(row.median, overallMedian))}</span>,
          align: 'right',
        },
      ]}
    />
  );
}

export function RegionIncomeTable({ rows, note }: { rows: readonly RegionIncome[]; note: string }) {
  return (
    <DataTable
      caption="Bruttojahresgehalt nach Bundesland (Auswahl)"
      rows={rows}
      rowKey={(row) => row.region}
      columns={[
        { header: 'Bundesland', cell: (row) => row.region, rowHeader: true },
        { header: 'Ost/West', cell: (row) => row.teil },
        { header: 'Median', cell: (row) => money(row.median), align: 'right' },
        { header: 'Durchschnitt', cell: (row) => money(row.durchschnitt), align: 'right' },
      ]}
      note={note}
    />
  );
}

export function IndustryIncomeTable({ rows }: { rows: readonly IndustryIncome[] }) {
  return (
    <DataTable
      caption="Bruttojahresgehalt nach Branche"
      rows={rows}
      rowKey={(row) => row.branche}
      columns={[
        { header: 'Branche', cell: (row) => row.branche, rowHeader: true },
        { header: 'Median', cell: (row) => money(row.median), align: 'right' },
        { header: 'Obere 10 % ab', cell: (row) => money(row.top10), align: 'right' },
      ]}
    />
  );
}
