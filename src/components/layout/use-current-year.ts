import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number;

const subscribe = () => () => {};

/**
 * The prerendered HTML carries the build year; after hydration the visitor's clock wins.
 * useSyncExternalStore hydrates with the server snapshot, then switches without a mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
