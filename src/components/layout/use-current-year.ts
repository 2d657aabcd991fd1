import { useEffect, useState } from 'react';

declare const __BUILD_YEAR__: number;

/**
 * The prerendered HTML carries the build year; after hydration the visitor's clock wins.
 * Rendering the same value on server and first client render avoids a hydration mismatch.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
