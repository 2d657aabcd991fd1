/**
 * What the Google Analytics 4 integration stores, as the privacy notice, the cookie policy and
 * the banner describe it. The names match the cookies src/features/consent/lib/analytics-tag.ts
 * deletes on withdrawal; the retention is Google's default cookie expiry for GA4.
 */
export const ANALYTICS_COOKIE_RETENTION_MONTHS = 24;

export const analyticsCookies = [
  { name: '_ga', purpose: 'Unterscheidet Besucherinnen und Besucher anhand einer zufälligen, pseudonymen Kennung.' },
  { name: '_ga_<Kennung>', purpose: 'Speichert den Stand der aktuellen Sitzung für die pseudonyme Reichweitenmessung.' },
] as const;
