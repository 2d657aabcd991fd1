import { buildInfo, isDemo } from '@/config/build-info';
import { isConditionsOutdated } from '@/entities/partner/conditions-age';
import { cn } from '@/lib/cn';
import { formatBerlinDate } from '@/lib/format';
import { CONDITIONS_DATE_LABEL } from '@/content/date-labels';

/**
 * "Konditionen Stand: 27.11.2026": the day an editor last checked the offer's conditions. A production
 * build refuses outdated offers; a demo shows them, marked. Both depend only on the row and the build,
 * so the server and the first client render agree.
 */
export function ConditionsStand({ checkedAt, className }: { checkedAt: string | null | undefined; className?: string }) {
  if (!checkedAt) return null;
  const outdated = isDemo && isConditionsOutdated(checkedAt, buildInfo.buildDate, buildInfo.maxConditionsAgeDays);
  return (
    <p data-conditions-stand="" className={cn('text-xs text-slate-600', className)}>
      {CONDITIONS_DATE_LABEL}: {formatBerlinDate(checkedAt)}
      {outdated && (
        <span className="mt-1 block rounded bg-amber-50 px-2 py-1 font-medium text-amber-900">
          Beispieldaten: seit mehr als {buildInfo.maxConditionsAgeDays} Tagen nicht geprüft, bitte beim Anbieter nachsehen.
        </span>
      )}
    </p>
  );
}
