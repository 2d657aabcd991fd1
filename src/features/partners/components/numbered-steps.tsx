import type { TextBlock } from '@/content/partners/types';

/** An ordered explainer: numbered circles with a title and a sentence each. */
export function NumberedSteps({ steps }: { steps: readonly TextBlock[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 md:flex-col">
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
