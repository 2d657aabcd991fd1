import { useId, useState } from 'react';
import {
  calculateIncomePercentile,
  type AgeGroupMedian,
  type IncomeInput,
  type IncomeResult,
  type PercentileTone,
} from '@/features/guides/calculators/income-percentile';
import { NumberField } from '@/components/ui/number-field';
import { CalculatorPanel } from '@/features/guides/components/calculator-panel';
import { ProgressBar } from '@/features/guides/components/progress-bar';
import { cn } from '@/lib/cn';
import { formatEuroWhole, formatPercent } from '@/lib/format';

/** Colour bands at percentile 90 / 70 / 50, each with AA contrast on its background. */
const toneStyles: Record<PercentileTone, { box: string; bar: 'accent' | 'brand' | 'warning' | 'muted'; label: string }> = {
  top: { box: 'border-emerald-700 bg-emerald-50 text-emerald-900', bar: 'accent', label: 'Spitzenverdienst' },
  high: { box: 'border-brand-600 bg-brand-50 text-brand-900', bar: 'brand', label: 'Deutlich über dem Median' },
  middle: { box: 'border-amber-500 bg-amber-50 text-amber-950', bar: 'warning', label: 'Im Mittelfeld' },
  low: { box: 'border-slate-500 bg-slate-100 text-slate-900', bar: 'muted', label: 'Unter dem Median' },
};

const selectClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

interface IncomeCalculatorPanelProps {
  ageGroups: readonly AgeGroupMedian[];
  regions: readonly string[];
  notes: { method: string; region: string };
}

/** The income percentile calculator: salary as text, age group and (unused) region as selects. */
export function IncomeCalculatorPanel({ ageGroups, regions, notes }: IncomeCalculatorPanelProps) {
  const [input, setInput] = useState<IncomeInput>({ salary: '', ageGroup: '', region: '' });
  const outcome = calculateIncomePercentile(input, ageGroups);
  const id = useId();
  const regionHintId = `${id}-region-hinweis`;
  const set = (field: keyof IncomeInput) => (value: string) => setInput((previous) => ({ ...previous, [field]: value }));
  const salaryError = outcome.status === 'invalid' ? outcome.salaryError : undefined;

  return (
    <CalculatorPanel
      label="Einkommensrechner"
      columns="lg:grid-cols-2"
      resultTestId="einkommensrechner-ergebnis"
      result={outcome.status === 'ok' ? <IncomeResultView result={outcome.result} /> : null}
      pending={
        outcome.status === 'invalid'
          ? 'Bitte korrigieren Sie Ihr Gehalt, dann erscheint hier Ihr Ergebnis.'
          : 'Geben Sie Ihr Bruttojahresgehalt ein und wählen Sie Ihre Altersgruppe. Das Ergebnis erscheint sofort hier.'
      }
      note={<p className="mt-4 text-sm text-slate-700">{notes.method}</p>}
    >
      <NumberField
        label="Ihr Bruttojahresgehalt"
        name="gehalt"
        unit="€"
        placeholder="z. B. 52.000"
        required
        value={input.salary}
        onValueChange={set('salary')}
        hint="Vollzeit, einschließlich Urlaubs- und Weihnachtsgeld."
        error={salaryError}
      />
      <div>
        <label htmlFor={`${id}-alter`} className="block font-semibold text-slate-900">
          Altersgruppe
        </label>
        <select
          id={`${id}-alter`}
          name="altersgruppe"
          required
          value={input.ageGroup}
          onChange={(event) => set('ageGroup')(event.target.value)}
          className={selectClass}
        >
          <option value="">Bitte wählen</option>
          {ageGroups.map((group) => (
            <option key={group.alter} value={group.alter}>
              {group.alter}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-region`} className="block font-semibold text-slate-900">
          Region (optional)
        </label>
        <select
          id={`${id}-region`}
          name="region"
          value={input.region}
          aria-describedby={regionHintId}
          onChange={(event) => set('region')(event.target.value)}
          className={selectClass}
        >
          <option value="">Keine Angabe</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
        <p id={regionHintId} className="mt-1 text-sm text-slate-700">
          {notes.region}
        </p>
      </div>
    </CalculatorPanel>
  );
}

function IncomeResultView({ result }: { result: IncomeResult }) {
  const style = toneStyles[result.tone];
  return (
    <div className={cn('mt-3 rounded-xl border-l-4 p-5', style.box)}>
      <p className="text-sm font-semibold uppercase tracking-wide">{style.label}</p>
      <p className="mt-1 text-4xl font-bold" data-testid="einkommen-top">
        Top {formatPercent(result.topShare, 0)}
      </p>
      <p className="mt-2">
        Mit {formatEuroWhole(result.salary)} verdienen Sie mehr als etwa {formatPercent(result.percentile, 0)} der
        Vollzeitbeschäftigten im Alter von {result.ageGroup.alter}.
      </p>
      <ProgressBar
        className="mt-3"
        track="white"
        value={result.percentile}
        label="Ihre Einordnung (Perzentil)"
        valueText={`Perzentil ${result.percentile} von 100`}
        tone={style.bar}
      />
      <p className="mt-3 text-sm">
        Ihr Gehalt entspricht {formatPercent(result.percentOfMedian, 0)} des Medians Ihrer Altersgruppe (
        {formatEuroWhole(result.ageGroup.median)}).
      </p>
    </div>
  );
}
