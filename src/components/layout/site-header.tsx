import { useState } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import { Container } from '@/components/ui/container';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { Logo } from '@/components/layout/logo';
import { MobileNav } from '@/components/layout/mobile-nav';

const HEADER_HEIGHT_CLASS = 'h-16';

function createSignal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function SiteHeader() {
  // The desktop menus hydrate after the rest of the header. Their closed Radix menus are
  // dismissable layers too, and only the topmost layer receives Escape: a drawer opened by a
  // very early tap therefore waits until the menus have mounted, so it always ends up on top.
  const [desktopNavMounted] = useState(createSignal);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className={`flex ${HEADER_HEIGHT_CLASS} items-center justify-between gap-4`}>
        <Logo />
        {/* Hidden below lg; its Radix menus were the largest part of the shell to hydrate. */}
        <DeferredHydration>
          <DesktopNav onMounted={desktopNavMounted.resolve} />
        </DeferredHydration>
        <MobileNav beforeOpen={() => desktopNavMounted.promise} />
      </Container>
    </header>
  );
}
