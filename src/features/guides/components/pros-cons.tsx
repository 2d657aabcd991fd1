import { cn } from '@/lib/cn';

interface ProsConsProps {
  prosTitle: string;
  pros: readonly string[];
  consTitle: string;
  cons: readonly string[];
  className?: string;
}

function MarkedList({ title, items, mark, markClass }: { title: string; items: readonly string[]; mark: string; markClass: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className={markClass}>
              {mark}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two side-by-side lists of strengths (✓) and weaknesses (✗). */
export function ProsCons({ prosTitle, pros, consTitle, cons, className }: ProsConsProps) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <MarkedList title={prosTitle} items={pros} mark="✓" markClass="text-emerald-700" />
      <MarkedList title={consTitle} items={cons} mark="✗" markClass="text-red-700" />
    </div>
  );
}
