import { cn } from '@/lib/cn';

const rankColours = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

/** '#1', '#2', '#3' … with the rank spelled out for screen readers. */
export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-full px-2 text-sm font-bold',
        rankColours[rank - 1] ?? 'bg-brand-100 text-brand-800',
        className,
      )}
    >
      <span aria-hidden="true">#{rank}</span>
      <span className="sr-only">Platz {rank}</span>
    </span>
  );
}
