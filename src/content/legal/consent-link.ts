/**
 * Any link to this fragment, on any page, opens the consent settings (footer, cookie policy); the
 * consent feature listens for it. A module of its own: the navigation in every page's shell needs it.
 */
export const CONSENT_SETTINGS_HASH = '#cookie-einstellungen';
