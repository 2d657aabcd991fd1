import type { CostCategory, CostRange } from '@/content/guides/auto-kosten';
import { monthlyRange, sumRanges } from '@/features/guides/calculators/car-costs';
import { DataTable } from '@/features/guides/components/data-table';
import { formatEuroWhole } from '@/lib/format';

function formatRange(range: CostRange): string {
  return `${formatEuroWhole(range.min)} – ${formatEuroWhole(range.max)}`;
}

/** One captioned table per cost category and a summary of the yearly and monthly totals. */
export function CarCostOverview({ categories }: { categories: readonly CostCategory[] }) {
  const subtotals = categories.map((category) => ({
    kategorie: category.kategorie,
    kosten: sumRanges(category.items.map((item) => item.kosten)),
  }));
  const total = sumRanges(subtotals.map((subtotal) => subtotal.kosten));
  const perMonth = monthlyRange(total);

  return (
    <div className="space-y-8">
      {categories.map((category) => (
        <DataTable
          key={category.kategorie}
          caption={`${category.kategorie}: ${category.beschreibung}`}
          rows={category.items}
          rowKey={(item) => item.name}
          columns={[
            { header: 'Posten', cell: (item) => item.name, rowHeader: true },
            { header: 'Kosten pro Jahr', cell: (item) => <span className="whitespace-nowrap">{formatRange(item.kosten)}</span>, align: 'right' },
            { header: 'Worauf es ankommt', cell: (item) => item.hinweis },
          ]}
        />
      ))}
      <dl
        aria-label="Autokosten insgesamt"
        className="grid gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:grid-cols-2 lg:grid-cols-4"
      >
        {subtotals.map((subtotal) => (
          <div key={subtotal.kategorie}>
            <dt className="text-sm text-brand-50">{subtotal.kategorie} pro Jahr</dt>
            <dd className="text-xl font-bold">{formatRange(subtotal.kosten)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-brand-50">Gesamtkosten pro Jahr</dt>
          <dd className="text-2xl font-bold" data-testid="autokosten-gesamt">
            {formatRange(total)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-brand-50">Das sind pro Monat</dt>
          <dd className="text-2xl font-bold">{formatRange(perMonth)}</dd>
        </div>
      </dl>
    </div>
  );
}
