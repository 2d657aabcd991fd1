import { lazy, Suspense, useRef, useState } from 'react';

const loadDrawer = () => import('@/components/layout/mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

/**
 * The 'Menü' button. The drawer (Radix Dialog with focus trap and scroll lock) is loaded when a
 * visitor is about to use it, so it is not part of every page's first JavaScript.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDrawer();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
      >
        <span aria-hidden="true">☰</span>
        Menü
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
