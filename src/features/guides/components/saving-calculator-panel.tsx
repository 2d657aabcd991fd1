import { useState } from 'react';
import {
  calculateSaving,
  type SavingFeedbackLevel,
  type SavingInput,
  type SavingResult,
} from '@/features/guides/calculators/saving-calculator';
import { NumberField } from '@/components/ui/number-field';
import { CalculatorPanel } from '@/features/guides/components/calculator-panel';
import { ProgressBar } from '@/features/guides/components/progress-bar';
import { cn } from '@/lib/cn';
import { formatEuro, formatPercent } from '@/lib/format';

const feedbackStyles: Record<SavingFeedbackLevel, { box: string; bar: 'accent' | 'brand' | 'warning' }> = {
  fire: { box: 'border-emerald-600 bg-emerald-50 text-emerald-900', bar: 'accent' },
  excellent: { box: 'border-emerald-600 bg-emerald-50 text-emerald-900', bar: 'accent' },
  good: { box: 'border-brand-600 bg-brand-50 text-brand-900', bar: 'brand' },
  start: { box: 'border-amber-500 bg-amber-50 text-amber-950', bar: 'warning' },
};

/** The official saving rate a visitor's own rate is compared with. */
interface ReferenceSavingRate {
  /** Sparquote of private households in percent of disposable income. */
  rate: number;
  /** The year it describes. */
  year: number;
}

interface SavingCalculatorPanelProps {
  reference: ReferenceSavingRate;
}

const fields: readonly { field: keyof SavingInput; label: string; name: string; placeholder: string; hint: string; required?: boolean }[] = [
  {
    field: 'netIncome',
    label: 'Monatliches Nettoeinkommen',
    name: 'nettoeinkommen',
    placeholder: 'z. B. 3.000',
    required: true,
    hint: 'Pflichtfeld: Ihr Nettogehalt pro Monat, bei Paaren das gemeinsame Haushaltsnetto.',
  },
  {
    field: 'fixedExpenses',
    label: 'Monatliche Fixkosten',
    name: 'fixkosten',
    placeholder: 'z. B. 2.100',
    hint: 'Optional: Miete, Versicherungen, Verträge, Mobilität und Lebensmittel. Leer lassen, dann rechnen wir mit 70 % des Einkommens.',
  },
  {
    field: 'currentSavings',
    label: 'Aktuelle monatliche Sparrate',
    name: 'sparrate',
    placeholder: 'z. B. 300',
    hint: 'Optional: Was Sie heute schon monatlich zurücklegen.',
  },
];

/** The saving calculator: inputs held as text, results live once net income is valid. */
export function SavingCalculatorPanel({ reference }: SavingCalculatorPanelProps) {
  const [input, setInput] = useState<SavingInput>({ netIncome: '', fixedExpenses: '', currentSavings: '' });
  const outcome = calculateSaving(input);
  const update = (field: keyof SavingInput) => (value: string) => setInput((previous) => ({ ...previous, [field]: value }));

  return (
    <CalculatorPanel
      label="Sparrechner"
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      resultTestId="sparrechner-ergebnis"
      result={outcome.status === 'ok' ? <SavingResultView result={outcome.result} reference={reference} /> : null}
      pending={
        outcome.status === 'empty'
          ? 'Geben Sie Ihr monatliches Nettoeinkommen ein. Die Ergebnisse erscheinen sofort hier.'
          : 'Bitte korrigieren Sie die markierten Eingaben, dann erscheint hier Ihr Ergebnis.'
      }
    >
      {fields.map(({ field, ...props }) => (
        <NumberField key={field} unit="€" {...props} value={input[field]} onValueChange={update(field)} error={outcome.errors[field]} />
      ))}
    </CalculatorPanel>
  );
}

function SavingResultView({ result, reference }: { result: SavingResult; reference: ReferenceSavingRate }) {
  return (
    <div className="mt-3 space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">Fixkosten{result.fixedExpensesEstimated && ' (geschätzt: 70 %)'}</dt>
          <dd className="text-xl font-bold text-slate-900">{formatEuro(result.fixedExpenses)}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">Verfügbar nach Fixkosten</dt>
          <dd className={cn('text-xl font-bold', result.available < 0 ? 'text-red-700' : 'text-brand-700')}>
            {formatEuro(result.available)}
          </dd>
        </div>
      </dl>
      {result.available < 0 && (
        <p className="rounded-xl border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900">
          Ihre Fixkosten sind höher als Ihr Einkommen. Prüfen Sie zuerst Verträge, Versicherungen und Abos, bevor Sie eine
          Sparrate festlegen.
        </p>
      )}

      <div>
        <h4 className="font-semibold text-slate-900">Empfohlene Sparrate pro Monat</h4>
        <ul className="mt-2 grid gap-3 sm:grid-cols-3">
          {result.suggestions.map((suggestion) => (
            <li key={suggestion.level} className="rounded-xl border border-slate-200 p-4">
              <p className="text-sm font-semibold text-slate-700">
                {suggestion.label} ({formatPercent(suggestion.percent, 0)})
              </p>
              <p className="text-xl font-bold text-slate-900">{formatEuro(suggestion.amount)}</p>
              {suggestion.exceedsAvailable && (
                <p className="mt-1 text-xs text-amber-900">Mehr, als nach Fixkosten übrig bleibt</p>
              )}
            </li>
          ))}
        </ul>
      </div>

      {result.currentRate !== null && result.feedback && (
        <div className={cn('rounded-xl border-l-4 p-4', feedbackStyles[result.feedback.level].box)}>
          <p className="font-semibold">
            Ihre aktuelle Sparquote: <span data-testid="sparquote" className="whitespace-nowrap">{formatPercent(result.currentRate, 1)}</span>
          </p>
          <ProgressBar
            className="mt-2"
            track="white"
            label="Ihre Sparquote"
            value={Math.min(result.currentRate, 100)}
            valueText={formatPercent(result.currentRate, 1)}
            tone={feedbackStyles[result.feedback.level].bar}
          />
          <p className="mt-2 font-semibold">{result.feedback.text}</p>
          <p className="mt-1 text-sm">
            Zum Vergleich: Die privaten Haushalte sparten {reference.year} im Schnitt {formatPercent(reference.rate, 1)} ihres
            verfügbaren Einkommens (Statistisches Bundesamt).
          </p>
        </div>
      )}
    </div>
  );
}
