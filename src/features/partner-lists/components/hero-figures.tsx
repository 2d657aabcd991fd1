import type { HeroFigure } from '@/content/partners/types';

/**
 * The key figures under a comparison page's h1. Four in a row only where a label fits in about two
 * lines; the value sits at the top of its tile (column-reverse: justify-end is the top), so the
 * values of a row stay level when one label wraps more than another.
 */
export function HeroFigures({ figures }: { figures: readonly HeroFigure[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-xl font-bold text-brand-700 sm:text-2xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
