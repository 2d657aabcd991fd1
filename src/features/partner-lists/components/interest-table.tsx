import { TextLink } from '@/components/ui/text-link';
import { MAX_SCORE } from '@/content/partners/evaluation-weights';
import { usePartnerList } from '@/entities/partner/api/queries';
import { AdLabel } from '@/entities/partner/ui/ad-label';
import { PartnerDisclosure, RankingNote } from '@/entities/partner/ui/partner-disclosure';
import { PartnerLogo } from '@/entities/partner/ui/partner-logo';
import { QueryState } from '@/entities/partner/ui/query-state';
import { advertisedLoanRate, RepresentativeExampleText } from '@/entities/partner/ui/representative-example';
import { stackedCell, stackedLabelledCell } from '@/components/ui/stacked-table';
import { formatScore } from '@/entities/partner/evaluation';
import { highlightFromPros } from '@/features/partner-lists/lib/highlight';
import { routePath } from '@/routes/manifest';

/** /ratenkredit/zinsen: every installment provider, in the order of our evaluation, with rate, amounts, highlight, example and score. */
export function InterestTable() {
  const query = usePartnerList('ratenkredit');
  return (
    <div data-partner-list="zinsen">
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText="Lädt Zinssätze..." emptyText="Derzeit keine Zinssätze verfügbar.">
          {(partners) => (
            // Below md each row becomes a card; every cell shows its column name from data-label.
            <div role="region" aria-label="Zinstabelle" tabIndex={0} className="rounded-xl border border-slate-200 md:overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm md:min-w-[56rem]">
                <caption className="sr-only">Effektive Jahreszinsen der Ratenkredit-Anbieter (Anzeige)</caption>
                <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
                  <tr>
                    <th scope="col" className={stackedCell}>Anbieter</th>
                    <th scope="col" className={stackedCell}>Effektiver Jahreszins ab</th>
                    <th scope="col" className={stackedCell}>Kreditsumme</th>
                    <th scope="col" className={stackedCell}>Besonderheit</th>
                    <th scope="col" className={`${stackedCell} w-80`}>Repräsentatives Beispiel</th>
                    <th scope="col" className={stackedCell}>Unsere Bewertung</th>
                    <th scope="col" className={stackedCell}>
                      <span className="sr-only">Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 max-md:block">
                  {partners.map((partner) => (
                    <tr key={partner.id} data-partner-row={partner.brand_id} className="max-md:block max-md:p-4">
                      <th scope="row" className={`${stackedCell} font-semibold text-slate-900`}>
                        <div className="flex items-center gap-3">
                          <PartnerLogo partner={partner} size="sm" />
                          <div>
                            <div>{partner.name}</div>
                            <AdLabel className="mt-1" />
                          </div>
                        </div>
                      </th>
                      <td data-label="Effektiver Jahreszins ab" className={`${stackedLabelledCell} text-base font-bold whitespace-nowrap text-slate-900`}>{advertisedLoanRate(partner)}</td>
                      <td data-label="Kreditsumme" className={`${stackedLabelledCell} whitespace-nowrap`}>{partner.amount_range ?? '–'}</td>
                      <td data-label="Besonderheit" className={stackedLabelledCell}>{highlightFromPros(partner.pros)}</td>
                      <td className={stackedCell}>
                        <RepresentativeExampleText partner={partner} />
                      </td>
                      <td data-label="Unsere Bewertung" className={`${stackedLabelledCell} whitespace-nowrap`}>
                        {partner.score === null ? 'nicht bewertet' : `${formatScore(partner.score)} von ${MAX_SCORE}`}
                      </td>
                      <td className={stackedCell}>
                        <TextLink to={routePath('ratenkredit')}>
                          Details
                          <span className="sr-only"> zu {partner.name}</span>
                        </TextLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </div>
      <RankingNote list="ratenkredit" />
    </div>
  );
}
