import { useId, useState } from 'react';
import { planMortgage, type MortgageOffer } from '@/features/mortgage/mortgage-plan';
import { parseGermanNumber } from '@/lib/parse-german-number';
import { NumberField } from '@/components/ui/number-field';
import { mortgageFixedRatePeriods, type MortgageFixedRatePeriod } from '@/entities/partner/model';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { stackedCell, stackedLabelledCell } from '@/components/ui/stacked-table';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';

/**
 * The calculator's starting values: an example purchase the visitor overwrites, not a claim.
 * The prerendered page shows the results for exactly these values.
 */
const mortgageDefaults = {
  purchasePrice: '400.000',
  equity: '80.000',
  closingCostsPercent: '10',
  fixedRateYears: '10' as MortgageFixedRatePeriod,
  initialRepaymentRate: '2',
};

type Field = 'purchasePrice' | 'equity' | 'closingCostsPercent' | 'initialRepaymentRate';

const limits: Record<Field, { max: number; min?: number }> = {
  purchasePrice: { max: 20_000_000, min: 1 },
  equity: { max: 20_000_000 },
  closingCostsPercent: { max: 30 },
  initialRepaymentRate: { max: 20, min: 0.5 },
};

function parseField(field: Field, text: string): { value: number } | { error: string } {
  const parsed = parseGermanNumber(text, { max: limits[field].max });
  if (!parsed.ok) return { error: parsed.reason === 'empty' ? 'Bitte einen Wert eingeben.' : parsed.message };
  const min = limits[field].min;
  if (min !== undefined && parsed.value < min) return { error: `Bitte mindestens ${formatNumber(min)} eingeben.` };
  return { value: parsed.value };
}

/** Offers that carry mortgage conditions, in the shape the plan needs. */
function mortgageOffers(partners: readonly Partner[]): (MortgageOffer & { name: string })[] {
  return partners.flatMap((partner) => {
    const conditions = partner.conditions;
    if (!conditions?.mortgage) return [];
    return [{ id: partner.id, name: partner.name, minAmount: conditions.minAmount, maxAmount: conditions.maxAmount, mortgage: conditions.mortgage }];
  });
}

/**
 * Kaufpreis, Eigenkapital, Kaufnebenkosten, Zinsbindung and anfängliche Tilgung give the
 * Darlehensbetrag, the Beleihungsauslauf and, per offer, the monthly instalment and the
 * Restschuld when the Zinsbindung ends. Results update while typing.
 */
export function MortgageCalculator({ partners }: { partners: readonly Partner[] }) {
  const [texts, setTexts] = useState(mortgageDefaults);
  const selectId = useId();
  const offers = mortgageOffers(partners);
  const fields = (['purchasePrice', 'equity', 'closingCostsPercent', 'initialRepaymentRate'] as const).map((field) => [field, parseField(field, texts[field])] as const);
  const errors = Object.fromEntries(fields.flatMap(([field, result]) => ('error' in result ? [[field, result.error]] : []))) as Partial<Record<Field, string>>;
  const values = Object.fromEntries(fields.flatMap(([field, result]) => ('value' in result ? [[field, result.value]] : []))) as Record<Field, number>;
  const plan = Object.keys(errors).length === 0 ? planMortgage({ ...values, fixedRateYears: texts.fixedRateYears }, offers) : null;
  const set = (field: keyof typeof texts) => (value: string) => setTexts((current) => ({ ...current, [field]: value }));
  const years = texts.fixedRateYears;
  const remainingDebtLabel = `Restschuld nach ${years} Jahren`;
  const names = new Map(offers.map((offer) => [offer.id, offer.name]));
  const fitting = plan?.offers.filter((offer) => offer.fits) ?? [];
  const notFitting = plan?.offers.filter((offer) => !offer.fits) ?? [];

  return (
    <div data-mortgage-calculator="">
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()} aria-label="Baufinanzierungsrechner">
        <NumberField label="Kaufpreis" unit="€" value={texts.purchasePrice} onValueChange={set('purchasePrice')} error={errors.purchasePrice} />
        <NumberField label="Eigenkapital" unit="€" value={texts.equity} onValueChange={set('equity')} error={errors.equity} />
        <NumberField
          label="Kaufnebenkosten"
          unit="%"
          value={texts.closingCostsPercent}
          onValueChange={set('closingCostsPercent')}
          error={errors.closingCostsPercent}
          hint="Ihre Schätzung in % des Kaufpreises: Grunderwerbsteuer, Notar, Grundbuch, ggf. Makler."
        />
        <div>
          <label htmlFor={selectId} className="block font-semibold text-slate-900">
            Zinsbindung
          </label>
          <select
            id={selectId}
            value={years}
            onChange={(event) => set('fixedRateYears')(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
          >
            {mortgageFixedRatePeriods.map((period) => (
              <option key={period} value={period}>
                {period} Jahre
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label="Anfängliche Tilgung"
          unit="%"
          value={texts.initialRepaymentRate}
          onValueChange={set('initialRepaymentRate')}
          error={errors.initialRepaymentRate}
        />
      </form>

      <div aria-live="polite" className="mt-6">
        {plan ? (
          <>
            <dl className="grid max-w-xl grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4">
              <div>
                <dt className="text-sm text-slate-600">Darlehensbetrag</dt>
                <dd className="text-xl font-bold text-slate-900" data-mortgage-loan="">
                  {formatEuro(plan.loanAmount)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Beleihungsauslauf</dt>
                <dd className="text-xl font-bold text-slate-900" data-mortgage-ltv="">
                  {formatNumber(plan.loanToValue)} %
                </dd>
              </div>
            </dl>
            {fitting.length > 0 && (
              // Below md each offer becomes a card with its figures' names, instead of a table that scrolls sideways.
              <div className="mt-6 md:overflow-x-auto">
                <table className="w-full text-left text-sm md:min-w-[36rem]">
                  <caption className="mb-2 text-left font-semibold text-slate-900">
                    Rechenbeispiel je Anbieter bei {years} Jahren Zinsbindung
                  </caption>
                  <thead className="max-md:sr-only">
                    <tr className="border-b border-slate-300 text-slate-700">
                      <th scope="col" className={stackedCell}>Anbieter</th>
                      <th scope="col" className={stackedCell}>Sollzins (gebunden)</th>
                      <th scope="col" className={stackedCell}>Monatsrate</th>
                      <th scope="col" className={stackedCell}>{remainingDebtLabel}</th>
                    </tr>
                  </thead>
                  <tbody className="max-md:block">
                    {fitting.map((offer) =>
                      offer.fits ? (
                        <tr key={offer.id} data-mortgage-offer={offer.id} className="border-b border-slate-200 max-md:block max-md:py-2">
                          <th scope="row" className={`${stackedCell} font-semibold text-slate-900`}>{names.get(offer.id)}</th>
                          <td data-label="Sollzins (gebunden)" className={stackedLabelledCell}>{formatPercent(offer.borrowingRate)} p. a.</td>
                          <td data-label="Monatsrate" className={`${stackedLabelledCell} font-semibold text-slate-900`} data-mortgage-instalment="">
                            {formatEuro(offer.monthlyInstalment)}
                          </td>
                          <td data-label={remainingDebtLabel} className={stackedLabelledCell}>{formatEuro(offer.remainingDebt)}</td>
                        </tr>
                      ) : null,
                    )}
                  </tbody>
                </table>
              </div>
            )}
            {notFitting.length > 0 && (
              <div className="mt-6">
                <h3 className="font-semibold text-slate-900">Passt nicht zu Ihren Angaben</h3>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {notFitting.map((offer) =>
                    offer.fits ? null : (
                      <li key={offer.id} data-mortgage-unfit={offer.id}>
                        <span className="font-semibold text-slate-900">{names.get(offer.id)}:</span> {offer.reasons.join(' · ')}
                      </li>
                    ),
                  )}
                </ul>
              </div>
            )}
            <p className="mt-4 max-w-3xl text-sm text-slate-700">
              Rechenbeispiel, kein Angebot: Monatsrate aus Sollzins und anfänglicher Tilgung, Restschuld nach Ablauf der Zinsbindung bei
              gleichbleibender Rate. Ob und zu welchem Zins die Bank finanziert, hängt von Objekt und Bonität ab; den effektiven Jahreszins nennt
              das repräsentative Beispiel des Anbieters.
            </p>
          </>
        ) : (
          <p className="text-slate-700">Bitte prüfen Sie Ihre Eingaben.</p>
        )}
      </div>
    </div>
  );
}
