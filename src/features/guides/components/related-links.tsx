import { Link } from 'react-router-dom';
import type { GuideLink } from '@/content/guides/guide-types';

/** Cards that lead on to related pages of the site. */
export function RelatedLinks({ links }: { links: readonly GuideLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-md"
          >
            <span className="text-lg font-semibold text-slate-900">{link.label}</span>
            <span className="mt-2 flex-1 text-sm text-slate-700">{link.text}</span>
            <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
              Weiterlesen →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
