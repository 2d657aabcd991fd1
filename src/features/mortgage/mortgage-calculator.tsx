import { useId, useState } from 'react';
import { mortgageSecurityNotice } from '@/content/partners/mortgage-security';
import { lenderIdentityText } from '@/entities/partner/lender-identity';
import { planMortgage, type MortgageOffer, type MortgageOfferResult } from '@/features/mortgage/mortgage-plan';
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
    const lenderIdentity = partner.lender && lenderIdentityText(partner.name, partner.lender);
    return [{ id: partner.id, name: partner.name, minAmount: conditions.minAmount, maxAmount: conditions.maxAmount, mortgage: conditions.mortgage, lenderIdentity }];
  });
}

type RatedOffer = Extract<MortgageOfferResult, { status: 'rate' }>;
type UnratedOffer = Exclude<MortgageOfferResult, RatedOffer>;

const columnCount = 5;

/** One offer whose rate holds for the visitor's loan: its figures, then who lends and the Grundschuld. */
function RatedOfferRows({ offer, name, lenderIdentity, remainingDebtLabel }: { offer: RatedOffer; name: string; lenderIdentity: string; remainingDebtLabel: string }) {
  return (
    <>
      <tr data-mortgage-offer={offer.id} className="max-md:block max-md:pt-2">
        <th scope="row" className={`${stackedCell} font-semibold text-slate-900`}>{name}</th>
        <td data-label="Effektiver Jahreszins" className={`${stackedLabelledCell} font-semibold text-slate-900`} data-mortgage-effective-rate="">
          {formatPercent(offer.effectiveRate)}
        </td>
        <td data-label="Sollzins (gebunden)" className={stackedLabelledCell}>{formatPercent(offer.borrowingRate)} p. a.</td>
        <td data-label="Monatsrate" className={`${stackedLabelledCell} font-semibold text-slate-900`} data-mortgage-instalment="">
          {formatEuro(offer.monthlyInstalment)}
        </td>
        <td data-label={remainingDebtLabel} className={stackedLabelledCell}>{formatEuro(offer.remainingDebt)}</td>
      </tr>
      <tr data-mortgage-offer-notes={offer.id} className="border-b border-slate-200 max-md:block max-md:pb-2">
        <td colSpan={columnCount} className={`${stackedCell} pt-0 text-xs text-slate-700`}>
          {lenderIdentity}. {mortgageSecurityNotice}
        </td>
      </tr>
    </>
  );
}

/** Offers without a calculation: those that need an individual quote, or those that do not fit. */
function UnratedOffers({ offers, names, label, lead }: { offers: readonly UnratedOffer[]; names: Map<string, string>; label: string; lead?: string }) {
  if (offers.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {offers.map((offer) => (
          <li
            key={offer.id}
            data-mortgage-quote={offer.status === 'quote' ? offer.id : undefined}
            data-mortgage-unfit={offer.status === 'unfit' ? offer.id : undefined}
          >
            <span className="font-semibold text-slate-900">{names.get(offer.id)}:</span> {lead}
            {offer.reasons.join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Kaufpreis, Eigenkapital, Kaufnebenkosten, Zinsbindung and anfängliche Tilgung give the
 * Darlehensbetrag, the Beleihungsauslauf and, per offer whose rate holds for that loan, the effective rate, the
 * monthly instalment and the Restschuld when the Zinsbindung ends; the others need an individual quote or do not
 * fit. Results update while typing.
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
  const identities = new Map(offers.map((offer) => [offer.id, offer.lenderIdentity]));
  const rated = plan?.offers.filter((offer): offer is RatedOffer => offer.status === 'rate') ?? [];
  const quoted = plan?.offers.filter((offer): offer is UnratedOffer => offer.status === 'quote') ?? [];
  const notFitting = plan?.offers.filter((offer): offer is UnratedOffer => offer.status === 'unfit') ?? [];

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
            {rated.length > 0 && (
              // Below md each offer becomes a card with its figures' names, instead of a table that scrolls sideways.
              <div className="mt-6 md:overflow-x-auto">
                <table className="w-full text-left text-sm md:min-w-[40rem]">
                  <caption className="mb-2 text-left font-semibold text-slate-900">
                    Rechenbeispiel je Anbieter bei {years} Jahren Zinsbindung
                  </caption>
                  <thead className="max-md:sr-only">
                    <tr className="border-b border-slate-300 text-slate-700">
                      <th scope="col" className={stackedCell}>Anbieter</th>
                      <th scope="col" className={stackedCell}>Effektiver Jahreszins</th>
                      <th scope="col" className={stackedCell}>Sollzins (gebunden)</th>
                      <th scope="col" className={stackedCell}>Monatsrate</th>
                      <th scope="col" className={stackedCell}>{remainingDebtLabel}</th>
                    </tr>
                  </thead>
                  <tbody className="max-md:block">
                    {rated.map((offer) => (
                      <RatedOfferRows
                        key={offer.id}
                        offer={offer}
                        name={names.get(offer.id)!}
                        lenderIdentity={identities.get(offer.id)!}
                        remainingDebtLabel={remainingDebtLabel}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <UnratedOffers offers={quoted} names={names} label="Zins nicht für Ihre Angaben genannt" lead="Individuelles Angebot nötig: " />
            <UnratedOffers offers={notFitting} names={names} label="Passt nicht zu Ihren Angaben" />
            <p className="mt-4 max-w-3xl text-sm text-slate-700">
              Rechenbeispiel, kein Angebot: Monatsrate aus Sollzins und anfänglicher Tilgung, Restschuld nach Ablauf der Zinsbindung bei
              gleichbleibender Rate. Den effektiven Jahreszins rechnen wir aus Auszahlung, Monatsraten und der Restschuld am Ende der
              Zinsbindung; weitere Kosten nennen die Anbieter nicht. Den Zins eines Anbieters setzen wir nur für Darlehensbeträge und
              Beleihungsausläufe ein, für die er ihn nennt. Ob und zu welchem Zins die Bank finanziert, hängt von Objekt und Bonität ab.
            </p>
          </>
        ) : (
          <p className="text-slate-700">Bitte prüfen Sie Ihre Eingaben.</p>
        )}
      </div>
    </div>
  );
}
