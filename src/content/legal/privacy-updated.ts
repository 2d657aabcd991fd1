import { formatMonthYear } from '@/lib/format';

/** When the privacy notice and the cookie policy last changed: both pages show this one date. */
const PRIVACY_TEXTS_UPDATED = '2026-11-24';

/** 'November 2026' */
export function privacyTextsStand(): string {
  return formatMonthYear(PRIVACY_TEXTS_UPDATED);
}
