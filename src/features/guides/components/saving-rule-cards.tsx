import { Badge } from '@/components/ui/badge';
import type { SavingRule, SavingRuleDifficulty } from '@/content/guides/monatliches-sparen';
import { formatPercent } from '@/lib/format';

const difficultyTone: Record<SavingRuleDifficulty, 'accent' | 'brand' | 'warning'> = {
  Leicht: 'accent',
  Mittel: 'brand',
  Schwer: 'warning',
};

function savingRange(rule: Pick<SavingRule, 'minSparen' | 'maxSparen'>): string {
  return rule.minSparen === rule.maxSparen
    ? formatPercent(rule.minSparen, 0)
    : `${rule.minSparen}–${formatPercent(rule.maxSparen, 0)}`;
}

/** The four saving rules as cards: quota, difficulty and who each rule suits. */
export function SavingRuleCards({ rules }: { rules: readonly SavingRule[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {rules.map((rule) => (
        <li key={rule.regel} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-bold text-slate-900">{rule.regel}</h3>
            <Badge tone={difficultyTone[rule.schwierigkeit]}>{rule.schwierigkeit}</Badge>
          </div>
          <p className="mt-1 text-sm font-semibold text-brand-700">Sparquote: {savingRange(rule)} des Nettoeinkommens</p>
          <p className="mt-3 flex-1 text-slate-700">{rule.beschreibung}</p>
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Geeignet für: </span>
            {rule.geeignetFür}
          </p>
        </li>
      ))}
    </ul>
  );
}
