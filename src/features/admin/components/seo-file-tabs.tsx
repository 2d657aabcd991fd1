import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { orderedFileNames, type SeoFiles } from '@/features/admin/lib/seo-files';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

interface SeoFileTabsProps {
  files: SeoFiles;
  onCopy: (name: string) => void;
  onDownload: (name: string) => void;
  onDownloadAll: () => void;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** One tab per generated file (WAI-ARIA tabs: arrow keys, Home and End move between tabs). */
export function SeoFileTabs({ files, onCopy, onDownload, onDownloadAll }: SeoFileTabsProps) {
  const names = orderedFileNames(files);
  const [selectedName, setSelectedName] = useState(names[0]);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, names.indexOf(selectedName ?? ''));
  const selected = names[selectedIndex]!;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selectedIndex, names.length);
    setSelectedName(names[next]);
    tabRefs.current[next]?.focus();
  }

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-300">
        <div role="tablist" aria-label="Generierte Dateien" className="flex flex-wrap gap-1" onKeyDown={handleKeyDown}>
          {names.map((name, index) => {
            const isSelected = index === selectedIndex;
            return (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={isSelected}
                aria-controls={panelId}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedName(name)}
                className={cn(
                  '-mb-px rounded-t-lg border px-4 py-2 font-mono text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isSelected
                    ? 'border-slate-300 border-b-white bg-white text-brand-800'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
        <Button variant="outline" size="sm" className="mb-2" onClick={onDownloadAll}>
          Alle herunterladen (ZIP)
        </Button>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className="rounded-b-lg border border-t-0 border-slate-300 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            <span className="font-mono font-semibold text-slate-900">{selected}</span> ·{' '}
            {formatNumber(files[selected]!.split('\n').length)} Zeilen
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => onCopy(selected)} aria-label={`${selected} kopieren`}>
              Kopieren
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDownload(selected)} aria-label={`${selected} herunterladen`}>
              Herunterladen
            </Button>
          </div>
        </div>
        <pre
          tabIndex={0}
          aria-label={`Inhalt von ${selected}`}
          className="mt-3 max-h-[28rem] overflow-auto rounded-md bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {files[selected]}
        </pre>
      </div>
    </div>
  );
}
