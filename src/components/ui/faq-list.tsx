import { Link } from 'react-router-dom';
import type { AppHref } from '@/routes/manifest';

export interface Faq {
  q: string;
  a: string;
  /** An internal link shown after the answer. */
  link?: { label: string; href: AppHref };
}

/** Questions as native disclosure widgets: readable and operable without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
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
          <p className="mt-3 text-slate-700">{faq.a}</p>
          {faq.link && (
            <p className="mt-2">
              <Link to={faq.link.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {faq.link.label}
              </Link>
            </p>
          )}
        </details>
      ))}
    </div>
  );
}
