import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). It does not resolve conflicting Tailwind
 * utilities: a component offers props (Section's compact, PartnerLogo's size) instead of letting
 * callers override its padding or size through className, and conditional classes are written
 * as either/or. That keeps tailwind-merge (about 8 KB gzip and its start-up work) off every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
