/**
 * What the server keeps about an affiliate click and for how long, and what the operator console
 * keeps in an operator's browser: the privacy notice and the code read these same values.
 */

/** Click records are deleted after this many months: long enough for the networks' commission claims and a year-on-year comparison. */
export const CLICK_RECORD_RETENTION_MONTHS = 25;

/** The sessionStorage entry holding a signed-in operator's session (supabase-js storageKey). */
export const OPERATOR_SESSION_STORAGE_KEY = 'ks-admin-session';
