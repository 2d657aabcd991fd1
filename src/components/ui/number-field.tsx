import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface NumberFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Help text below the field, e.g. 'Optional: leer lassen für 70 % des Einkommens'. */
  hint?: ReactNode;
  /** German error message; marks the field invalid. */
  error?: string;
  /** Unit shown inside the field, e.g. '€'. */
  unit?: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
  className?: string;
}

/** A labelled text input for German numbers: the text is kept as typed and parsed elsewhere. */
export function NumberField({ label, value, onValueChange, hint, error, unit, placeholder, name, required, className }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(
            'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
            unit && 'pr-10',
            error ? 'border-red-700' : 'border-slate-400',
          )}
        />
        {unit && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-700">
            {unit}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
