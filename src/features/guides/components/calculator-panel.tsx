import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CalculatorPanelProps {
  /** The form's accessible name, e.g. 'Sparrechner'. */
  label: string;
  /** The widths of the input and result columns from lg on. */
  columns: string;
  resultTestId: string;
  /** The result, or null while the inputs are incomplete or invalid. */
  result: ReactNode;
  /** What the result column says instead of a result. */
  pending: string;
  /** A note under the result, e.g. how it is calculated. */
  note?: ReactNode;
  /** The fields; their text is kept as typed and the result follows every keystroke. */
  children: ReactNode;
}

/** A guide's calculator: the fields beside a live result, announced politely to screen readers. */
export function CalculatorPanel({ label, columns, resultTestId, result, pending, note, children }: CalculatorPanelProps) {
  return (
    <div className={cn('grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', columns)}>
      <form aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
        {children}
      </form>

      <div aria-live="polite" data-testid={resultTestId}>
        <h3 className="text-lg font-bold text-slate-900">Ihr Ergebnis</h3>
        {result ?? <p className="mt-3 rounded-xl bg-slate-50 p-5 text-slate-700">{pending}</p>}
        {note}
      </div>
    </div>
  );
}
