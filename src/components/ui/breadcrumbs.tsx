import { Link } from 'react-router-dom';
import type { AppHref } from '@/routes/manifest';

export interface BreadcrumbItem {
  label: string;
  href: AppHref;
}

/** Visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.href} className="underline-offset-2 hover:text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
