import type { TextBlock } from '@/content/partners/types';
import { cn } from '@/lib/cn';

/** Cards with a heading and a paragraph, e.g. use cases, explanations, alternatives. */
export function TextBlockGrid({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {blocks.map((block) => (
        <li key={block.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">{block.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{block.text}</p>
        </li>
      ))}
    </ul>
  );
}
