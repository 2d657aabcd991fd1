import type { RuleOfThumb } from '@/content/guides/immobilienmarkt';

/** Rules of thumb for buyers: purchase costs, equity and affordable rate. */
export function RuleOfThumbCards({ rules }: { rules: readonly RuleOfThumb[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {rules.map((rule) => (
        <li key={rule.titel} className="rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">{rule.titel}</h3>
          <p className="mt-1 text-xl font-bold text-brand-700">{rule.wert}</p>
          <p className="mt-3 text-sm text-slate-700">{rule.beschreibung}</p>
        </li>
      ))}
    </ul>
  );
}
