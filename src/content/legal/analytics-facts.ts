/**
 * What the Google Analytics 4 integration stores, as the privacy notice, the cookie policy and
 * the banner describe it. The names match the cookies src/features/consent/lib/analytics-tag.ts
 * deletes on withdrawal; the cookie retention is Google's default cookie expiry for GA4.
 */
export const ANALYTICS_COOKIE_RETENTION_MONTHS = 24;

/**
 * How long GA4 keeps the event data tied to a cookie or user id: the property's data retention
 * setting (2 or 14 months), which the operator sets to this value (docs/operations.md, "Analytics").
 */
export const ANALYTICS_EVENT_RETENTION_MONTHS: 2 | 14 = 2;

export const analyticsCookies = [
  { name: '_ga', purpose: 'Unterscheidet Besucherinnen und Besucher anhand einer zufälligen, pseudonymen Kennung.' },
  { name: '_ga_<Kennung>', purpose: 'Speichert den Stand der aktuellen Sitzung für die pseudonyme Reichweitenmessung.' },
] as const;
