/**
 * Every entry the site keeps in the browser's storage, by name. The code that writes them and the
 * privacy texts that name them (cookie policy, privacy notice, consent banner) read them here.
 */

/** localStorage: the visitor's consent choice, the only entry on a visitor's device. */
export const CONSENT_STORAGE_KEY = 'ks-consent';

/** sessionStorage: a signed-in operator's session in the operator console (supabase-js storageKey). */
export const OPERATOR_SESSION_STORAGE_KEY = 'ks-admin-session';
