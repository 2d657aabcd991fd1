export interface MistakeItem {
  titel: string;
  problem: string;
  besser: string;
}

/** Common mistakes, each with why it hurts and what to do instead. */
export function MistakeList({ mistakes }: { mistakes: readonly MistakeItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {mistakes.map((mistake) => (
        <li key={mistake.titel} className="rounded-xl border border-red-200 bg-red-50/60 p-5">
          <h3 className="flex gap-2 text-lg font-semibold text-slate-900">
            <span aria-hidden="true" className="text-red-700">
              ✗
            </span>
            {mistake.titel}
          </h3>
          <p className="mt-2 text-sm text-slate-800">{mistake.problem}</p>
          <p className="mt-3 text-sm text-slate-800">
            <strong className="text-emerald-800">Besser: </strong>
            {mistake.besser}
          </p>
        </li>
      ))}
    </ul>
  );
}
