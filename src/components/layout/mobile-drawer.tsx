import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { isCurrentPath } from '@/components/layout/nav-active';
import { headerNavigation, homeNavItem, type NavItem } from '@/content/navigation';
import { cn } from '@/lib/cn';

const DEFAULT_OPEN_GROUP = 'Kredite';

function DrawerLink({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, item.href);
  return (
    <Link
      to={item.href}
      // A new entry even to this page's path: a comparison may have written its inputs into the address without the router, which would replace that entry.
      replace={false}
      onClick={onChoose}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center gap-2 rounded-lg px-3 py-2.5 text-base hover:bg-brand-50',
        current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-800',
      )}
    >
      {item.title}
      {item.popular && <Badge tone="warning">Beliebt</Badge>}
    </Link>
  );
}

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Right-hand drawer on small screens. Radix Dialog traps focus while open, closes on Escape
 * and returns focus to the element that opened it (the 'Menü' button).
 */
export function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menü</Dialog.Title>
            <Dialog.Close className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
              Schließen
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navigation zu allen Bereichen der Website</Dialog.Description>
          <nav aria-label="Mobile Navigation" className="p-3">
            <DrawerLink item={homeNavItem} onChoose={close} />
            {headerNavigation.map((group) => (
              <details key={group.title} open={group.title === DEFAULT_OPEN_GROUP} className="group mt-1">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
                  <span className="flex items-center gap-2">
                    {group.title}
                    {group.badge && <Badge tone="warning">{group.badge}</Badge>}
                  </span>
                  <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <ul className="ml-2 border-l border-slate-200 pl-2">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <DrawerLink item={item} onChoose={close} />
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
