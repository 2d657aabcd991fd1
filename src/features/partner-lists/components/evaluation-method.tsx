import { stackedCell, stackedFigureCell } from '@/components/ui/stacked-table';
import { evaluationCriteria, evaluationMethod } from '@/content/partners/evaluation';
import { MAX_SCORE } from '@/content/partners/evaluation-weights';
import { usePartnerList } from '@/entities/partner/api/queries';
import { QueryState } from '@/entities/partner/ui/query-state';
import { formatScore, isEvaluated, latestEvaluationDate, type RankedPartner } from '@/entities/partner/evaluation';
import { formatDate, formatShortDate } from '@/lib/format';

const headerCell = 'px-2 py-2 text-left align-bottom xl:px-3';
/** A figure: on one line beside its column's name on a phone, where each offer is a card. */
const figureCell = `${stackedFigureCell} whitespace-nowrap md:px-2 md:py-2 xl:px-3`;

/**
 * Every evaluated offer with its points per criterion, in the order of the evaluation. The weight
 * stands under each criterion's name, so the table fits a desktop's width; on a phone each offer is
 * a card naming its points (the header row stays for screen readers).
 */
function ScoresTable({ partners }: { partners: readonly RankedPartner[] }) {
  const evaluated = partners.filter(isEvaluated);
  return (
    <div role="region" aria-label={evaluationMethod.scoresTitle} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm" data-evaluation-table="">
        <caption className="sr-only">{evaluationMethod.scoresTitle}, 0 bis {MAX_SCORE} Punkte je Kriterium</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 max-md:sr-only">
          <tr>
            <th scope="col" className={headerCell}>Platz</th>
            <th scope="col" className={headerCell}>Anbieter</th>
            {evaluationCriteria.map((criterion) => (
              <th key={criterion.key} scope="col" className={headerCell}>
                {criterion.label} <span className="block font-normal whitespace-nowrap">({criterion.weight} %)</span>
              </th>
            ))}
            <th scope="col" className={headerCell}>Gesamt</th>
            <th scope="col" className={headerCell}>Bewertet am</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700 max-md:block">
          {evaluated.map((partner) => (
            <tr key={partner.id} data-evaluation-row={partner.brand_id} className="max-md:block max-md:px-4 max-md:py-3">
              {/* On a phone the place stands before the name, the card's title. */}
              <td className="px-2 py-2 align-top whitespace-nowrap max-md:hidden xl:px-3">{partner.rank}</td>
              <th
                scope="row"
                data-place={`${partner.rank}. `}
                className={`${stackedCell} text-left font-semibold text-slate-900 max-md:before:content-[attr(data-place)] md:px-2 md:py-2 xl:px-3`}
              >
                {partner.name}
              </th>
              {evaluationCriteria.map((criterion) => (
                <td key={criterion.key} data-label={`${criterion.label} (${criterion.weight} %)`} className={figureCell}>
                  {formatScore(partner.evaluation.scores[criterion.key])}
                </td>
              ))}
              <td data-label="Gesamt" className={`${figureCell} font-bold text-slate-900`}>{formatScore(partner.score)}</td>
              <td data-label="Bewertet am" className={figureCell}>{formatShortDate(partner.evaluation.evaluated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EvaluationFacts({ partners }: { partners: readonly RankedPartner[] }) {
  const unevaluated = partners.filter((partner) => !isEvaluated(partner));
  const latest = latestEvaluationDate(partners);
  const hasSamples = partners.some((partner) => isEvaluated(partner) && partner.evaluation.sample);
  return (
    <>
      <ScoresTable partners={partners} />
      {unevaluated.length > 0 && (
        <p className="mt-3">
          {evaluationMethod.unevaluatedLead} {unevaluated.map((partner) => partner.name).join(', ')}.
        </p>
      )}
      {latest && (
        <p className="mt-3">
          {evaluationMethod.latestLabel}: <time dateTime={latest}>{formatDate(latest)}</time>
        </p>
      )}
      {hasSamples && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-sample-note="">
          {evaluationMethod.sampleNote}
        </p>
      )}
    </>
  );
}

/** "So bewerten wir": criteria, weights, how points are given and every offer's score. */
export function EvaluationMethod() {
  const query = usePartnerList('ratenkredit');
  return (
    <div className="text-slate-700" data-evaluation-method="">
      {evaluationMethod.intro.map((paragraph) => (
        <p key={paragraph} className="mt-3 max-w-3xl first:mt-0">
          {paragraph}
        </p>
      ))}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {evaluationCriteria.map((criterion) => (
          <li key={criterion.key} className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-criterion={criterion.key}>
            <p className="text-2xl font-bold text-brand-700">{criterion.weight} %</p>
            <h3 className="mt-1 font-semibold text-slate-900">{criterion.label}</h3>
            <p className="mt-2 text-sm">{criterion.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl font-semibold text-slate-900">{evaluationMethod.commission}</p>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{evaluationMethod.scoresTitle}</h3>
      <div className="mt-4 text-sm">
        <QueryState query={query} loadingText="Lädt Bewertungen..." emptyText="Derzeit keine Bewertungen verfügbar.">
          {(partners) => <EvaluationFacts partners={partners} />}
        </QueryState>
      </div>
    </div>
  );
}
