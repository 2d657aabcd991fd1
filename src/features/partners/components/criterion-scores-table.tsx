import { evaluationCriteria } from '@/content/partners/evaluation';
import { MAX_SCORE } from '@/content/partners/evaluation-weights';
import { formatScore, type EvaluatedPartner } from '@/features/partners/lib/evaluation';
import { cn } from '@/lib/cn';

const cell = 'px-3 py-1.5 text-left';
const numberCell = 'px-3 py-1.5 text-right';

/** An offer's points per criterion with the weights and the weighted total. */
export function CriterionScoresTable({ partner, className }: { partner: EvaluatedPartner; className?: string }) {
  return (
    <table className={cn('w-full border-collapse text-sm', className)} data-criterion-scores={partner.brand_id}>
      <caption className="pb-2 text-left text-sm font-semibold text-slate-900">Punkte je Kriterium (0 bis {MAX_SCORE})</caption>
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className={cell}>Kriterium</th>
          <th scope="col" className={cell}>Gewicht</th>
          <th scope="col" className={numberCell}>Punkte</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-700">
        {evaluationCriteria.map((criterion) => (
          <tr key={criterion.key}>
            <th scope="row" className={`${cell} font-normal`}>{criterion.label}</th>
            <td className={cell}>{criterion.weight} %</td>
            <td className={`${numberCell} font-semibold text-slate-900`}>{formatScore(partner.evaluation.scores[criterion.key])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 text-slate-900">
        <tr>
          <th scope="row" colSpan={2} className={cell}>Gesamt (gewichtet)</th>
          <td className={`${numberCell} font-bold`}>{formatScore(partner.score)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
