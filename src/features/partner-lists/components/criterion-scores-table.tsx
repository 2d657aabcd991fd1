import { evaluationCriteria } from '@/content/partners/evaluation';
import { MAX_SCORE } from '@/content/partners/evaluation-weights';
import { formatScore, type EvaluatedPartner } from '@/entities/partner/evaluation';
import { cn } from '@/lib/cn';

const cell = 'px-2 py-1.5 text-left sm:px-3';
const numberCell = 'px-2 py-1.5 text-right sm:px-3';
/** Below sm the weights stand under each criterion's name: three columns are wider than a phone's card. */
const weightCell = `${cell} max-sm:hidden`;
const totalWeight = evaluationCriteria.reduce((sum, criterion) => sum + criterion.weight, 0);

/** An offer's points per criterion with the weights and the weighted total. */
export function CriterionScoresTable({ partner, className }: { partner: EvaluatedPartner; className?: string }) {
  return (
    <table className={cn('w-full border-collapse text-sm max-[22rem]:text-xs', className)} data-criterion-scores={partner.brand_id}>
      <caption className="pb-2 text-left text-sm font-semibold text-slate-900">Punkte je Kriterium (0 bis {MAX_SCORE})</caption>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className={cell}>Kriterium</th>
          <th scope="col" className={weightCell}>Gewicht</th>
          <th scope="col" className={numberCell}>Punkte</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-700">
        {evaluationCriteria.map((criterion) => (
          <tr key={criterion.key}>
            <th scope="row" className={`${cell} font-normal`}>
              {criterion.label}
              <span className="block text-xs text-slate-500 sm:hidden">Gewicht {criterion.weight} %</span>
            </th>
            <td className={weightCell}>{criterion.weight} %</td>
            <td className={`${numberCell} font-semibold text-slate-900`}>{formatScore(partner.evaluation.scores[criterion.key])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 text-slate-900">
        <tr>
          <th scope="row" className={cell}>Gesamt (gewichtet)</th>
          <td className={weightCell}>{totalWeight} %</td>
          <td className={`${numberCell} font-bold`}>{formatScore(partner.score)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
