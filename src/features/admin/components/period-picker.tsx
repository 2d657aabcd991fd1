import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { checkCustomPeriod, PERIOD_PRESETS, presetPeriod, type StatsPeriod } from '@/features/admin/lib/stats-period';
import { cn } from '@/lib/cn';

interface PeriodPickerProps {
  period: StatsPeriod;
  today: string;
  onChange: (period: StatsPeriod) => void;
}

const dateInputClass =
  'mt-1 block rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface DateFieldProps {
  label: string;
  name: 'from' | 'to';
  /** The current bound; a new period replaces what was typed. */
  value: string;
  today: string;
  /** The error message's id while the custom period is invalid. */
  errorId?: string;
}

function DateField({ label, name, value, today, errorId }: DateFieldProps) {
  return (
    <label className="text-sm font-semibold text-slate-900">
      {label}
      <input
        key={`${name}-${value}`}
        name={name}
        type="date"
        defaultValue={value}
        max={today}
        className={dateInputClass}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </label>
  );
}

/** Presets for the last 7, 30 and 90 days and a checked custom period. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const check = checkCustomPeriod(String(data.get('from') ?? ''), String(data.get('to') ?? ''), today);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    onChange(check.period);
  }

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div role="group" aria-label="Zeitraum wählen" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((days) => {
          const preset = presetPeriod(days, today);
          const active = preset.from === period.from && preset.to === period.to;
          return (
            <Button
              key={days}
              variant={active ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={active}
              onClick={() => {
                setError(null);
                onChange(preset);
              }}
            >
              Letzte {days} Tage
            </Button>
          );
        })}
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate aria-label="Eigener Zeitraum">
        <DateField label="Von" name="from" value={period.from} today={today} errorId={error ? errorId : undefined} />
        <DateField label="Bis" name="to" value={period.to} today={today} errorId={error ? errorId : undefined} />
        <Button type="submit" variant="outline" size="sm">
          Zeitraum anwenden
        </Button>
      </form>
      <p id={errorId} role="alert" className={cn('text-sm font-medium text-red-800', error ? 'w-full' : 'sr-only')}>
        {error}
      </p>
    </div>
  );
}
