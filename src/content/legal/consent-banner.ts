import { operatorFacts } from '@/config/operator-facts';
import { ANALYTICS_COOKIE_RETENTION_MONTHS } from '@/content/legal/analytics-facts';
import { withSampleHint } from '@/content/legal/sample-hint';

const { analytics } = operatorFacts;
const provider = withSampleHint(analytics.name, analytics);
const thirdCountry = analytics.transferBasis ? ', Übermittlung in die USA möglich' : '';

/**
 * The texts of the consent banner. The first layer names each category's purpose and the third
 * party, so a choice there is an informed one (DSK Orientierungshilfe Telemedien); it stays short
 * because on phones the banner is among the largest elements of the first screen.
 */
export const consentBanner = {
  title: 'Ihre Privatsphäre ist uns wichtig',
  settingsTitle: 'Cookie-Einstellungen',
  firstLayer: `Notwendig: Wir speichern nur Ihre Auswahl. Statistik (optional): pseudonyme Reichweitenmessung mit Cookies durch ${provider}${thirdCountry}. Jederzeit widerrufbar.`,
  necessary: 'speichert nur Ihre Auswahl auf Ihrem Gerät („ks-consent“, 12 Monate).',
  statistics: `pseudonyme Reichweitenmessung (Anbieter: ${provider}), Cookies „_ga“ und „_ga_…“ bis zu ${ANALYTICS_COOKIE_RETENTION_MONTHS} Monate${thirdCountry}.`,
} as const;
