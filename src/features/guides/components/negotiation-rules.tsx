import type { NegotiationRule } from '@/content/guides/gehaltsoptimierung';

/** Negotiation rules, each with a sentence to say in the meeting. */
export function NegotiationRules({ rules }: { rules: readonly NegotiationRule[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {rules.map((rule, index) => (
        <li key={rule.titel} className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">
            <span className="text-brand-700">Regel {index + 1}:</span> {rule.titel}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-700">{rule.beschreibung}</p>
          <p className="mt-4 border-l-4 border-emerald-600 pl-4 text-sm text-slate-800">
            <strong className="block text-emerald-800">So könnten Sie es sagen</strong>
            {rule.beispiel}
          </p>
        </li>
      ))}
    </ol>
  );
}
