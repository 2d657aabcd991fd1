import { StatuteLinkedText } from '@/features/glossary/components/statute-linked-text';
import type { GlossaryFaq } from '@/features/glossary/lib/glossary-types';

/**
 * The term's hand-written questions as native disclosure widgets (like the shared FaqList), with
 * statute citations in the answers linked like everywhere else on the term page.
 */
export function GlossaryTermFaqs({ faqs }: { faqs: readonly GlossaryFaq[] }) {
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
          <p className="mt-3 text-slate-700">
            <StatuteLinkedText text={faq.a} />
          </p>
        </details>
      ))}
    </div>
  );
}
