import type { ReactNode } from 'react';
import { FollowUpLink } from '@/components/ui/text-link';

export interface Faq {
  q: string;
  a: string;
  /** An internal link shown after the answer. */
  link?: { label: string; href: string };
}

interface FaqListProps<T extends Faq> {
  faqs: readonly T[];
  /** How an answer's text is set, e.g. with its statute citations linked; plain text by default. */
  renderAnswer?: (faq: T) => ReactNode;
}

/** Questions as native disclosure widgets: readable and operable without JavaScript. */
export function FaqList<T extends Faq>({ faqs, renderAnswer = (faq) => faq.a }: FaqListProps<T>) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.q} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900">
            <h3 className="text-base">{faq.q}</h3>
            <span aria-hidden="true" className="mt-0.5 shrink-0 transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{renderAnswer(faq)}</p>
          {faq.link && <FollowUpLink link={faq.link} />}
        </details>
      ))}
    </div>
  );
}
