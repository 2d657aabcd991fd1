import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { isCurrentGroup, isCurrentPath } from '@/components/layout/nav-active';
import { headerNavigation, homeNavItem } from '@/content/navigation';
import { cn } from '@/lib/cn';

// cn only joins classes (no conflict resolution): a top item is either current or not.
const topItemClass = (current: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50',
    current ? 'font-semibold text-brand-700' : 'font-medium text-slate-700',
  );

/**
 * The header's menus as disclosure navigation: each group is a button that shows or hides its
 * list of links (aria-expanded, aria-controls), one group open at a time. Menus open on click
 * or Enter/Space only, never on hover; Escape closes the open one and returns focus to its
 * button; a click or focus outside the navigation and every route change close it. All lists
 * are in the prerendered HTML, so crawlers and visitors without JavaScript get every link.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [menuPath, setMenuPath] = useState(pathname);
  const rootRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  // A chosen link, or any other navigation, closes the open menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpenMenu(null);
  }

  useEffect(() => {
    if (openMenu === null) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [openMenu]);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openMenu === null) return;
    event.preventDefault();
    triggers.current.get(openMenu)?.focus();
    setOpenMenu(null);
  };

  const homeCurrent = isCurrentPath(pathname, homeNavItem.href);
  return (
    <nav ref={rootRef} aria-label="Hauptnavigation" className="relative hidden lg:block" onKeyDown={closeOnEscape}>
      <ul className="flex items-center gap-1">
        <li>
          <Link to={homeNavItem.href} replace={false} className={topItemClass(homeCurrent)} aria-current={homeCurrent ? 'page' : undefined}>
            {homeNavItem.title}
          </Link>
        </li>
        {headerNavigation.map((group, index) => {
          const open = openMenu === group.title;
          const state = open ? 'open' : 'closed';
          const panelId = `${baseId}-menu-${index}`;
          return (
            <li key={group.title} className="relative">
              <button
                ref={(element) => {
                  if (element) triggers.current.set(group.title, element);
                  else triggers.current.delete(group.title);
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpenMenu(open ? null : group.title)}
                className={topItemClass(isCurrentGroup(pathname, group))}
              >
                {group.title}
                {group.badge && <Badge tone="warning">{group.badge}</Badge>}
                <span aria-hidden="true" className="text-xs">
                  ▾
                </span>
              </button>
              <div
                id={panelId}
                data-state={state}
                className="absolute left-0 top-full z-50 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg data-[state=closed]:hidden"
              >
                <ul className="grid gap-1">
                  {group.items.map((item) => {
                    const current = isCurrentPath(pathname, item.href);
                    return (
                      <li key={item.href}>
                        <Link
                          to={item.href}
                          // A new entry even to this page's path: a comparison may have written its inputs into the address without the router, which would replace that entry.
                          replace={false}
                          aria-current={current ? 'page' : undefined}
                          onClick={() => setOpenMenu(null)}
                          className={cn('block rounded-lg px-3 py-2 hover:bg-brand-50', current && 'bg-brand-50 ring-1 ring-brand-100')}
                        >
                          <span className={cn('flex items-center gap-2 text-sm font-semibold', current ? 'text-brand-700' : 'text-slate-900')}>
                            {item.title}
                            {item.popular && <Badge tone="warning">Beliebt</Badge>}
                          </span>
                          {item.description && <span className="block text-sm text-slate-600">{item.description}</span>}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
