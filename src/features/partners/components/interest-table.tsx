import { Link } from 'react-router-dom';
import { usePartnerList } from '@/features/partners/api/get-partners';
import { AdLabel } from '@/features/partners/components/ad-label';
import { PartnerDisclosure, RankingNote } from '@/features/partners/components/partner-disclosure';
import { PartnerLogo } from '@/features/partners/components/partner-logo';
import { QueryState } from '@/features/partners/components/query-state';
import { RepresentativeExampleText } from '@/features/partners/components/representative-example';
import { highlightFromPros } from '@/features/partners/lib/highlight';

const cell = 'px-4 py-3 align-top';

/** /ratenkredit/zinsen: every installment provider with rate, amounts, highlight and example. */
export function InterestTable() {
  const query = usePartnerList('ratenkredit');
  return (
    <div data-partner-list="zinsen">
      <PartnerDisclosure />
      <div className="mt-5">
        <QueryState query={query} loadingText="Lädt Zinssätze..." emptyText="Derzeit keine Zinssätze verfügbar.">
          {(partners) => (
            <div role="region" aria-label="Zinstabelle, horizontal scrollbar" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
                <caption className="sr-only">Effektive Jahreszinsen der Ratenkredit-Anbieter (Anzeige)</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className={cell}>Anbieter</th>
                    <th scope="col" className={cell}>Effektiver Jahreszins ab</th>
                    <th scope="col" className={cell}>Kreditsumme</th>
                    <th scope="col" className={cell}>Highlight</th>
                    <th scope="col" className={`${cell} w-80`}>Repräsentatives Beispiel</th>
                    <th scope="col" className={cell}>
                      <span className="sr-only">Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {partners.map((partner) => (
                    <tr key={partner.id} data-partner-row={partner.brand_id}>
                      <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                        <div className="flex items-center gap-3">
                          <PartnerLogo partner={partner} className="h-9 w-9" />
                          <div>
                            <div>{partner.name}</div>
                            <AdLabel className="mt-1" />
                          </div>
                        </div>
                      </th>
                      <td className={`${cell} text-base font-bold whitespace-nowrap text-slate-900`}>{partner.apr_from ? `ab ${partner.apr_from}` : '–'}</td>
                      <td className={`${cell} whitespace-nowrap`}>{partner.amount_range ?? '–'}</td>
                      <td className={cell}>{highlightFromPros(partner.pros)}</td>
                      <td className={cell}>
                        <RepresentativeExampleText example={partner.representative_example} />
                      </td>
                      <td className={cell}>
                        <Link to="/ratenkredit" className="font-semibold text-brand-700 underline underline-offset-2">
                          Details
                          <span className="sr-only"> zu {partner.name}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </div>
      <RankingNote />
    </div>
  );
}
