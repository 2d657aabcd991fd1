import type { ReactNode } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { SiteHeader } from '@/components/layout/site-header';
import { lazyParts } from '@/components/lazy-parts';

export const MAIN_CONTENT_ID = 'inhalt';

/**
 * The footer is the last thing on every page, and with the operator's facts behind its network
 * links the largest part of the shell nobody needs to start using a page: its code loads when
 * its turn to hydrate comes (components/lazy-parts.tsx), and the prerendered footer stays until then.
 */
const SiteFooter = lazyParts(() => import('@/components/layout/site-footer')).part('SiteFooter');

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
    >
      Zum Inhalt springen
    </a>
  );
}

/** Header, main landmark and footer around every page but the glossary term page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16 focus:outline-none">
        <DemoNotice className="mx-auto mt-3 max-w-6xl sm:rounded-lg">{demoTexts.site}</DemoNotice>
        {children}
      </main>
      <DeferredHydration>
        <SiteFooter />
      </DeferredHydration>
    </>
  );
}
