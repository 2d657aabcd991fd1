import { operatorFacts } from '@/config/operator-facts';
import { CONSENT_STORAGE_KEY } from '@/config/storage-keys';
import { ANALYTICS_COOKIE_RETENTION_MONTHS } from '@/content/legal/analytics-facts';
import { withSampleHint } from '@/content/legal/sample-hint';

const { analytics } = operatorFacts;
const provider = withSampleHint(analytics.name, analytics);
const thirdCountry = analytics.transferBasis ? ', Übermittlung in die USA möglich' : '';

/**
 * The texts of the consent banner. The first layer names each category's purpose and the third
 * party, so a choice there is an informed one (DSK Orientierungshilfe Telemedien). It stays short
 * and in one block per category: the banner appears after hydration, and a text block larger
 * than the hero's would become the page's largest contentful paint on phones.
 */
export const consentBanner = {
  title: 'Ihre Privatsphäre ist uns wichtig',
  settingsTitle: 'Cookie-Einstellungen',
  firstLayer: [
    { category: 'Notwendig', purpose: 'Wir speichern nur Ihre Auswahl.' },
    { category: 'Statistik (optional)', purpose: `pseudonyme Reichweitenmessung mit Cookies durch ${provider}${thirdCountry}.` },
  ],
  withdrawal: 'Jederzeit widerrufbar.',
  necessary: `speichert nur Ihre Auswahl auf Ihrem Gerät („${CONSENT_STORAGE_KEY}“, 12 Monate).`,
  statistics: `pseudonyme Reichweitenmessung (Anbieter: ${provider}), Cookies „_ga“ und „_ga_…“ bis zu ${ANALYTICS_COOKIE_RETENTION_MONTHS} Monate${thirdCountry}.`,
} as const;
