import { useHydrated } from '@/components/deferred-hydration';

declare const __BUILD_YEAR__: number;

/** The prerendered HTML carries the build year; after hydration the visitor's clock wins. */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
