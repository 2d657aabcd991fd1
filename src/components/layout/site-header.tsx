import { DeferredHydration } from '@/components/deferred-hydration';
import { Container } from '@/components/ui/container';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { Logo } from '@/components/layout/logo';
import { MobileNav } from '@/components/layout/mobile-nav';

const HEADER_HEIGHT_CLASS = 'h-16';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className={`flex ${HEADER_HEIGHT_CLASS} items-center justify-between gap-4`}>
        <Logo />
        {/* Hidden below lg: phones need not hydrate it before the page. */}
        <DeferredHydration>
          <DesktopNav />
        </DeferredHydration>
        <MobileNav />
      </Container>
    </header>
  );
}
