import type { City } from '@/content/guides/immobilienmarkt';
import { buyOrRent, priceToRentFactor, type BuyOrRent } from '@/features/guides/calculators/property-rules';
import { DataTable } from '@/features/guides/components/data-table';
import { cn } from '@/lib/cn';
import { formatEuro, formatEuroWhole, formatNumber, formatSignedPercent } from '@/lib/format';

const verdictStyle: Record<BuyOrRent, { label: string; className: string }> = {
  kaufen: { label: 'eher kaufen', className: 'bg-emerald-100 text-emerald-900' },
  abwaegen: { label: 'abwägen', className: 'bg-amber-100 text-amber-950' },
  mieten: { label: 'eher mieten', className: 'bg-slate-200 text-slate-900' },
};

const nowrap = (text: string) => <span className="whitespace-nowrap">{text}</span>;

const signedPercent = (value: number) => formatSignedPercent(value, 1);

/** Six cities with price, rent, trend, outlook and the computed price-to-rent factor. */
export function CityTable({ cities, note }: { cities: readonly City[]; note: string }) {
  return (
    <DataTable
      caption="Kaufpreise, Mieten und Kaufpreisfaktor in sechs Städten"
      rows={cities}
      rowKey={(city) => city.stadt}
      columns={[
        { header: 'Stadt', cell: (city) => city.stadt, rowHeader: true },
        { header: 'Kaufpreis je m²', cell: (city) => nowrap(formatEuroWhole(city.kaufpreis)), align: 'right' },
        { header: 'Miete je m²', cell: (city) => nowrap(formatEuro(city.miete)), align: 'right' },
        { header: 'Entwicklung 12 Monate', cell: (city) => nowrap(signedPercent(city.entwicklung)), align: 'right' },
        { header: 'Prognose', cell: (city) => city.prognose },
        {
          header: 'Kaufpreisfaktor',
          cell: (city) => {
            const factor = priceToRentFactor(city.kaufpreis, city.miete);
            const verdict = verdictStyle[buyOrRent(factor)];
            return (
              <span className="flex flex-wrap items-center justify-end gap-2">
                <span className="tabular-nums">{formatNumber(factor)}</span>
                <span className={cn('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', verdict.className)}>
                  {verdict.label}
                </span>
              </span>
            );
          },
          align: 'right',
        },
      ]}
      note={`${note} Kaufpreisfaktor = Kaufpreis ÷ (Monatsmiete × 12), berechnet.`}
    />
  );
}
