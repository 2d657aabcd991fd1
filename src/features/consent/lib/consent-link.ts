/** Any link to this hash (footer, cookie policy) opens the consent settings. */
export const CONSENT_SETTINGS_HASH = '#cookie-einstellungen';
