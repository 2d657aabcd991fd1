import { MAX_SCORE } from '@/content/partners/evaluation-weights';
import { formatScore } from '@/entities/partner/evaluation';
import { cn } from '@/lib/cn';

/** "Unsere Bewertung: 4,7 von 5 Punkten": the weighted total of an evaluated offer. */
export function EvaluationScore({ score, sample, className }: { score: number; sample: boolean; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-700', className)} data-evaluation-score={score}>
      Unsere Bewertung: <span className="text-base font-bold text-slate-900">{formatScore(score)}</span> von {MAX_SCORE} Punkten
      {sample && <span className="text-slate-600"> (Beispielbewertung)</span>}
    </p>
  );
}
