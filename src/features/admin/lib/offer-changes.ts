import * as v from 'valibot';
import { evaluationCriteria } from '@/content/partners/evaluation';
import { offerFieldGroups } from '@/features/admin/lib/offer-fields';
import { formatBerlinDate, formatEuro, formatNumber, formatPercent, formatShortDate, formatTimeOfDay } from '@/lib/format';

const values = v.nullable(v.record(v.string(), v.unknown()));

/** One row of public.partner_changes (written by trigger, read under RLS). */
export const changeRowSchema = v.object({
  id: v.number(),
  partner_id: v.string(),
  operation: v.picklist(['insert', 'update', 'delete']),
  changed_at: v.string(),
  actor_email: v.nullable(v.string()),
  changed_columns: v.array(v.string()),
  old_values: values,
  new_values: values,
});

export type ChangeRow = v.InferOutput<typeof changeRowSchema>;

const columnLabels: Record<string, string> = {
  ...Object.fromEntries(offerFieldGroups.flatMap((group) => group.fields).map((field) => [field.name, field.label])),
  apr_from: 'Zins ab (Text)',
  amount_range: 'Betragsspanne (Text)',
  effective_rate_two_thirds: 'Effektiver Jahreszins (2/3) in % p. a.',
  representative_example: 'Repräsentatives Beispiel',
  mortgage_rates: 'Sollzins je Zinsbindung',
  card_conditions: 'Kartenkonditionen',
  savings_conditions: 'Sparkonditionen',
  evaluation: 'Bewertung',
  conditions_checked_at: 'Konditionen geprüft am',
  id: 'Kennung',
  brand_id: 'Marke',
  category: 'Kategorie',
  logo_filename: 'Logo',
  created_at: 'Angelegt am',
};

const operationLabels: Record<ChangeRow['operation'], string> = { insert: 'Angelegt', update: 'Geändert', delete: 'Gelöscht' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const instant = (text: string) => `${formatBerlinDate(text)}, ${formatTimeOfDay(text)} Uhr`;

function exampleText(example: Record<string, unknown>): string {
  const amount = (key: string) => (typeof example[key] === 'number' ? formatEuro(example[key]) : '–');
  const rate = (key: string) => (typeof example[key] === 'number' ? formatPercent(example[key]) : '–');
  return `${amount('net_loan_amount')} über ${String(example.term_months)} Monate, Sollzins ${rate('borrowing_rate')} (${String(example.borrowing_rate_type)}), effektiv ${rate('effective_rate')}, Rate ${amount('monthly_instalment')}, Gesamt ${amount('total_amount')}, ${String(example.lender)}`;
}

function evaluationText(evaluation: Record<string, unknown>): string {
  const scores = isRecord(evaluation.scores) ? evaluation.scores : {};
  const points = evaluationCriteria.map((criterion) => `${criterion.label} ${formatValue('', scores[criterion.key])}`).join(', ');
  return `am ${formatShortDate(String(evaluation.evaluated_at))}: ${points}`;
}

/** A stored value as an editor reads it: German numbers and dates, lists and the JSON columns spelled out. */
export function formatValue(column: string, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return column.endsWith('_at') && !Number.isNaN(Date.parse(value)) ? instant(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '(keine)' : value.map((item) => formatValue('', item)).join('; ');
  if (isRecord(value) && column === 'representative_example') return exampleText(value);
  if (isRecord(value) && column === 'evaluation') return evaluationText(value);
  if (isRecord(value) && column === 'mortgage_rates') {
    return Object.entries(value).map(([years, rate]) => `${years} Jahre: ${typeof rate === 'number' ? formatPercent(rate) : String(rate)}`).join(', ');
  }
  if (isRecord(value)) return Object.entries(value).map(([key, item]) => `${key}: ${formatValue(key, item)}`).join(', ');
  return JSON.stringify(value);
}

export interface ChangeView {
  id: number;
  when: string;
  who: string;
  what: string;
  fields: { column: string; label: string; before: string; after: string }[];
}

/** One history entry as the console shows it: when, who, what, and each changed column old → new. */
export function describeChange(change: ChangeRow): ChangeView {
  return {
    id: change.id,
    when: instant(change.changed_at),
    who: change.actor_email ?? 'System (SQL oder Service-Rolle)',
    what: operationLabels[change.operation],
    fields: change.changed_columns.map((column) => ({
      column,
      label: columnLabels[column] ?? column,
      before: formatValue(column, change.old_values?.[column]),
      after: formatValue(column, change.new_values?.[column]),
    })),
  };
}
