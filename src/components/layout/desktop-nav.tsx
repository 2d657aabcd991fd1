import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, useState } from 'react';
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

// Menus open and close on click only: Radix would also open on hover, and a click right after
// a hover-open would then close the menu again. Preventing the pointer handlers turns that off.
const preventHover = {
  onPointerMove: (event: { preventDefault: () => void }) => event.preventDefault(),
  onPointerLeave: (event: { preventDefault: () => void }) => event.preventDefault(),
};

export function DesktopNav() {
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState('');
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Radix adds an aria-hidden, focusable 'focus proxy' beside an open trigger to reach content
    // rendered in a separate viewport. Our content follows the trigger in the DOM, so Tab reaches
    // the links without it; taking it out of the tab order avoids a focusable aria-hidden element.
    rootRef.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.setAttribute('tabindex', '-1'));
  }, [openMenu]);
  // Every menu stays mounted so its links are in the prerendered HTML; a closed menu must then
  // not treat clicks in the open one as 'outside' and dismiss it.
  const keepClosedLayerQuiet = (menu: string) => (event: Event) => {
    if (openMenu !== menu) event.preventDefault();
  };

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={200}
      aria-label="Hauptnavigation"
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={isCurrentPath(pathname, homeNavItem.href)}>
            <Link
              to={homeNavItem.href}
              className={topItemClass(isCurrentPath(pathname, homeNavItem.href))}
              aria-current={isCurrentPath(pathname, homeNavItem.href) ? 'page' : undefined}
            >
              {homeNavItem.title}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {headerNavigation.map((group) => (
          <NavigationMenu.Item key={group.title} value={group.title} className="relative">
            <NavigationMenu.Trigger {...preventHover} className={topItemClass(isCurrentGroup(pathname, group))}>
              {group.title}
              {group.badge && <Badge tone="warning">{group.badge}</Badge>}
              <span aria-hidden="true" className="text-xs">
                ▾
              </span>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              forceMount
              {...preventHover}
              onPointerDownOutside={keepClosedLayerQuiet(group.title)}
              onFocusOutside={keepClosedLayerQuiet(group.title)}
              className="absolute left-0 top-full z-50 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg data-[state=closed]:hidden"
            >
              <ul className="grid gap-1">
                {group.items.map((item) => {
                  const current = isCurrentPath(pathname, item.href);
                  return (
                    <li key={item.href}>
                      <NavigationMenu.Link asChild active={current}>
                        <Link
                          to={item.href}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'block rounded-lg px-3 py-2 hover:bg-brand-50',
                            current && 'bg-brand-50 ring-1 ring-brand-100',
                          )}
                        >
                          <span className={cn('flex items-center gap-2 text-sm font-semibold', current ? 'text-brand-700' : 'text-slate-900')}>
                            {item.title}
                            {item.popular && <Badge tone="warning">Beliebt</Badge>}
                          </span>
                          {item.description && <span className="block text-sm text-slate-600">{item.description}</span>}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  );
                })}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
