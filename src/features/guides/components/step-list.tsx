import type { ReactNode } from 'react';
import { CheckList } from '@/components/ui/check-list';
import { NumberedList } from '@/components/ui/numbered-list';

interface StepItem {
  titel: string;
  beschreibung: string;
  tipps?: readonly string[];
}

interface StepListProps {
  steps: readonly StepItem[];
  label: string;
  /** Content after a given step, e.g. a worked example (index from 0). */
  extra?: Readonly<Record<number, ReactNode>>;
}

/** Numbered steps with an explanatory paragraph and practical tips each. */
export function StepList({ steps, label, extra = {} }: StepListProps) {
  return (
    <NumberedList
      items={steps}
      itemKey={(step) => step.titel}
      aria-label={label}
      className="space-y-6"
      itemClassName="rounded-2xl border border-slate-200 bg-white p-4 sm:flex sm:gap-5 sm:p-6"
      numberClassName="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
    >
      {(step, index) => (
        <div className="mt-3 min-w-0 flex-1 sm:mt-0">
          <h3 className="text-xl font-semibold text-slate-900">
            <span className="sr-only">Schritt {index + 1}: </span>
            {step.titel}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.beschreibung}</p>
          {step.tipps && step.tipps.length > 0 && (
            <CheckList items={step.tipps} aria-label="Tipps" className="mt-4 space-y-2 text-sm text-slate-700" />
          )}
          {extra[index] && <div className="-mx-2 mt-5 sm:mx-0">{extra[index]}</div>}
        </div>
      )}
    </NumberedList>
  );
}
