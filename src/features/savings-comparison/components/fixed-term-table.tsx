import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { stackedCell, stackedFigureCell, stackedLabelledCell } from '@/components/ui/stacked-table';
import { usePartnerList } from '@/entities/partner/api/queries';
import type { Partner, SavingsConditions } from '@/entities/partner/schema/validate-partner';
import { QueryState } from '@/entities/partner/ui/query-state';
import { monthsText } from '@/features/savings-comparison/inputs/defaults';
import { countryNames, creditingLabels } from '@/features/savings-comparison/model/savings-labels';
import { formatEuroWhole, formatPercent } from '@/lib/format';

type FestgeldConditions = Extract<SavingsConditions, { product: 'festgeld' }>;
type FestgeldPartner = { partner: Partner; conditions: FestgeldConditions };

const CAPTION = 'Festgeld-Zinsen nach Laufzeit';

function festgeldOffers(partners: Partner[]): FestgeldPartner[] {
  return partners.flatMap((partner) => (partner.savings?.product === 'festgeld' ? [{ partner, conditions: partner.savings }] : []));
}

/** Every offered term, shortest first: the table's columns. */
const offeredTerms = (offers: readonly FestgeldPartner[]) => [...new Set(offers.flatMap(({ conditions }) => conditions.terms.map(({ months }) => months)))].sort((a, b) => a - b);

function Table({ offers }: { offers: FestgeldPartner[] }) {
  const terms = offeredTerms(offers);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={CAPTION}>
      <table className="w-full text-left text-sm md:min-w-[40rem]">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-slate-200 text-slate-900">
            <th scope="col" className="px-4 py-3 font-semibold">
              Bank
            </th>
            {terms.map((months) => (
              <th key={months} scope="col" className="px-4 py-3 text-right font-semibold">
                {monthsText(months)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              Zinsgutschrift
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Mindestanlage
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700 max-md:block">
          {offers.map(({ partner, conditions }) => (
            <tr key={partner.id} className="max-md:block max-md:px-4 max-md:py-3">
              <th scope="row" className={`${stackedCell} font-semibold text-slate-900`}>
                {partner.name}
                <span className="block text-xs font-normal text-slate-600">{countryNames[conditions.country]}</span>
              </th>
              {terms.map((months) => {
                const rate = conditions.terms.find((term) => term.months === months)?.rate;
                // A term the bank does not offer is left out of its card on a phone.
                return (
                  <td key={months} data-label={monthsText(months)} className={`${rate === undefined ? 'px-4 py-3 align-top max-md:hidden' : stackedFigureCell} tabular-nums md:text-right`}>
                    {rate === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">nicht angeboten</span>
                      </>
                    ) : (
                      formatPercent(rate)
                    )}
                  </td>
                );
              })}
              <td data-label="Zinsgutschrift" className={stackedLabelledCell}>
                {creditingLabels[conditions.crediting]}
              </td>
              <td data-label="Mindestanlage" className={`${stackedFigureCell} tabular-nums md:text-right`}>
                {formatEuroWhole(conditions.minAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The rate p. a. of every Festgeld offer of the comparison for each term it offers, from the same
 * data as the comparison above (partners.savings_conditions).
 */
export function FixedTermTable() {
  const query = usePartnerList('sparkonto');
  return (
    <figure>
      <p aria-hidden="true" className="mb-3 text-base font-semibold text-slate-900">
        {CAPTION}
      </p>
      <QueryState query={query} loadingText="Lade Festgeldangebote..." emptyText="Derzeit keine Festgeldangebote verfügbar.">
        {(partners) => <Table offers={festgeldOffers(partners)} />}
      </QueryState>
      <figcaption className="mt-3 text-sm text-slate-700">
        Zinssätze in % p. a. der Festgeldangebote in unserem Vergleich, wie die Banken sie uns genannt haben; maßgeblich ist das Angebot auf deren Website. Was sie für Ihren Betrag bringen, zeigt der Vergleich oben mit der Anlageart Festgeld.
        <DemoNotice className="mt-2 rounded-lg">{demoTexts.partners}</DemoNotice>
      </figcaption>
    </figure>
  );
}
