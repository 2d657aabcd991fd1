import type { AdminLogEntry, AdminLogLevel } from '@/features/admin/lib/admin-log';
import { cn } from '@/lib/cn';
import { formatTimeOfDay } from '@/lib/format';

const levelStyles: Record<AdminLogLevel, { label: string; className: string }> = {
  info: { label: 'INFO', className: 'text-sky-300' },
  success: { label: 'ERFOLG', className: 'text-emerald-300' },
  error: { label: 'FEHLER', className: 'text-red-300' },
};

/** The build log: timestamp, site and message per line, coloured by level; announced politely. */
export function BuildLog({ entries }: { entries: readonly AdminLogEntry[] }) {
  return (
    <section aria-labelledby="build-log-title" className="rounded-lg bg-slate-900 p-4 text-slate-100">
      <h2 id="build-log-title" className="text-lg font-semibold text-white">
        Build-Log
      </h2>
      {entries.length === 0 && <p className="mt-3 text-sm text-slate-300">Noch keine Einträge. Starten Sie die Generierung.</p>}
      <div role="log" aria-live="polite" aria-labelledby="build-log-title">
        <ol className="mt-3 space-y-1 font-mono text-sm">
          {entries.map((entry) => {
            const level = levelStyles[entry.level];
            return (
              <li key={entry.id} data-level={entry.level} className={cn('flex flex-wrap gap-x-3', level.className)}>
                <time dateTime={entry.timestamp} className="text-slate-300">
                  {formatTimeOfDay(entry.timestamp)}
                </time>
                <span className="text-slate-300">[{entry.site}]</span>
                <span className="font-semibold">{level.label}</span>
                <span>{entry.message}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
