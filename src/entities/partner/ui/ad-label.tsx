import { AD_LABEL } from '@/content/partners/disclosure';
import { cn } from '@/lib/cn';

/** The visible 'Anzeige' mark of partner cards and lists (UWG § 5a). */
export function AdLabel({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700',
        className,
      )}
    >
      {AD_LABEL}
    </span>
  );
}
