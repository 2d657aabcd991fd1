import { offerFeatures } from '@/entities/partner/model';

/** Every query parameter the comparison reads (the form names them for public/comparison-pending.js). */
export const comparisonParamNames = ['betrag', 'laufzeit', 'zweck', 'sortierung', 'modus', 'wunschrate', ...offerFeatures] as const;

/** Whether a query string holds any comparison parameter. */
export function hasComparisonParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return comparisonParamNames.some((name) => params.has(name));
}
