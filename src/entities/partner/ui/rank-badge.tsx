import { Badge } from '@/components/ui/badge';

/** The place of an offer in our evaluation (never a place in a list that is not ordered by score). */
export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  return (
    <Badge tone="warning" className={className} data-evaluation-rank={rank}>
      Platz {rank} in unserer Bewertung
    </Badge>
  );
}
