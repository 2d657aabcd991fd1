import type { ElectricCar } from '@/content/guides/auto-kosten';
import { yearlyEnergyCost } from '@/features/guides/calculators/car-costs';
import { DataTable } from '@/features/guides/components/data-table';
import { formatEuro, formatEuroWhole, formatNumber } from '@/lib/format';

interface ElectricCarTableProps {
  cars: readonly ElectricCar[];
  kilometresPerYear: number;
  electricityPricePerKwh: number;
}

const nowrap = (text: string) => <span className="whitespace-nowrap">{text}</span>;

/** Three electric car classes with price, range, consumption, computed electricity cost and yearly cost. */
export function ElectricCarTable({ cars, kilometresPerYear, electricityPricePerKwh }: ElectricCarTableProps) {
  return (
    <DataTable
      caption="Elektroautos: Preis, Reichweite und Kosten pro Jahr"
      rows={cars}
      rowKey={(car) => car.modell}
      columns={[
        { header: 'Modell', cell: (car) => car.modell, rowHeader: true },
        { header: 'Kaufpreis', cell: (car) => nowrap(`ab ${formatEuroWhole(car.kaufpreis)}`), align: 'right' },
        { header: 'Reichweite', cell: (car) => nowrap(`${formatNumber(car.reichweite)} km`), align: 'right' },
        { header: 'Verbrauch', cell: (car) => nowrap(`${formatNumber(car.verbrauch)} kWh/100 km`), align: 'right' },
        {
          header: 'Strom pro Jahr',
          cell: (car) => nowrap(formatEuroWhole(yearlyEnergyCost(kilometresPerYear, car.verbrauch, electricityPricePerKwh))),
          align: 'right',
        },
        { header: 'Gesamtkosten pro Jahr', cell: (car) => nowrap(`ca. ${formatEuroWhole(car.jahreskosten)}`), align: 'right' },
        {
          header: 'Vorteile',
          cell: (car) => (
            <ul className="list-disc space-y-1 pl-4">
              {car.vorteile.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        },
      ]}
      note={`Fahrzeugklassen mit typischen Marktwerten, keine einzelnen Modelle. Strom: ${formatNumber(kilometresPerYear)} km im Jahr zu ${formatEuro(electricityPricePerKwh)} je kWh (überwiegend zu Hause geladen). Gesamtkosten gerundet, einschließlich Wertverlust, Versicherung, Wartung und Strom, ohne Kfz-Steuer.`}
    />
  );
}
