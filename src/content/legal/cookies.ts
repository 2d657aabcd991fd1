import { operatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import { CONSENT_STORAGE_KEY } from '@/config/storage-keys';
import { ANALYTICS_COOKIE_RETENTION_MONTHS, ANALYTICS_EVENT_RETENTION_MONTHS, analyticsCookies } from '@/content/legal/analytics-facts';
import { CONSENT_SETTINGS_HASH } from '@/content/legal/consent-link';
import type { LegalSection, LegalSubsection } from '@/content/legal/legal-section';
import { privacyTextsStand } from '@/content/legal/privacy-updated';
import { withSampleHint } from '@/content/legal/sample-hint';
import { providerLine, providerPrivacyLink } from '@/content/legal/service-providers';
import { routePath } from '@/routes/manifest';

const { analytics, affiliateNetwork } = operatorFacts;
const analyticsProvider = withSampleHint(analytics.name, analytics);

export const cookiesIntro = `Hier erfahren Sie, welche Cookies und vergleichbaren Speichertechniken ${siteConfig.name} einsetzt, wozu sie dienen und wie Sie selbst darüber entscheiden.`;

export interface StorageEntry {
  name: string;
  storage: 'localStorage' | 'Cookie';
  provider: string;
  purpose: string;
  duration: string;
  category: 'Notwendig' | 'Statistik';
}

export const storageTableCaption = `Speichereinträge von ${siteConfig.name} mit Speicherort, Anbieter, Zweck, Speicherdauer und Kategorie`;

/**
 * Exactly what this build stores on the visitor's device. Without an analytics container that is
 * nothing: no banner, so no stored choice either. Clicks on partner links are never stored.
 */
export function storageEntries(analyticsEnabled: boolean): readonly StorageEntry[] {
  if (!analyticsEnabled) return [];
  return [
    {
      name: CONSENT_STORAGE_KEY,
      storage: 'localStorage',
      provider: siteConfig.name,
      purpose: 'Speichert Ihre Entscheidung zur Kategorie „Statistik“ und deren Zeitpunkt, damit wir sie bei jedem Seitenaufruf beachten.',
      duration: '12 Monate',
      category: 'Notwendig',
    },
    ...analyticsCookies.map((cookie) => ({
      name: cookie.name,
      storage: 'Cookie' as const,
      provider: analyticsProvider,
      purpose: `${cookie.purpose} Nur mit Ihrer Einwilligung.`,
      duration: `bis zu ${ANALYTICS_COOKIE_RETENTION_MONTHS} Monate`,
      category: 'Statistik' as const,
    })),
  ];
}

const partnerLinksSection: LegalSection = {
  id: 'partnerlinks',
  title: 'Partnerlinks: nichts auf Ihrem Gerät',
  paragraphs: [
    'Zu Klicks auf Partnerlinks speichern wir nichts auf Ihrem Gerät, weder in einem Cookie noch in einem anderen Speicher Ihres Browsers. Den Klick selbst (Klick-Kennung, Partner, Produkt, Seite und Zeitpunkt) erfassen wir für die Provisionsabrechnung auf unserem Server: Ihr Browser sendet ihn beim Klick an unsere Datenbank. Dabei wird nichts auf Ihrem Gerät abgelegt, und es werden keine Cookies oder anderen dort gespeicherten Einträge ausgelesen. Der Link selbst enthält Kampagnenangaben, den Zeitpunkt des Klicks und eine Klick-Kennung („click_id“): eine Zufallskennung, die bei jedem Klick neu erzeugt wird und die wir keiner Person zuordnen können.',
  ],
  links: [{ label: 'Mehr zur click_id in der Datenschutzerklärung', href: routePath('datenschutz') }],
};

/** The sections before the overview table. */
export function cookieCategorySections(analyticsEnabled: boolean): readonly LegalSection[] {
  const intro: LegalSection = {
    id: 'was-sind-cookies',
    title: 'Was sind Cookies?',
    paragraphs: [
      'Cookies sind kleine Textdateien, die eine Website über Ihren Browser auf Ihrem Gerät ablegt und bei einem späteren Besuch wieder auslesen kann. Ähnlich funktionieren der lokale Speicher (localStorage) und der Sitzungsspeicher (sessionStorage) Ihres Browsers.',
      'Rechtlich macht das keinen Unterschied: Nach § 25 TDDDG dürfen Informationen auf Ihrem Gerät nur mit Ihrer Einwilligung gespeichert oder ausgelesen werden, es sei denn, sie sind für den von Ihnen gewünschten Dienst unbedingt erforderlich. Wir verwenden den Begriff „Cookies“ deshalb für alle diese Techniken.',
      analyticsEnabled
        ? `Wir selbst setzen keine HTTP-Cookies. Wir speichern nur Ihre Entscheidung im Einwilligungsbanner; Cookies setzt allein der Dienst von ${analyticsProvider} und nur, wenn Sie der Kategorie „Statistik“ zustimmen. Die Übersicht weiter unten nennt jeden Eintrag.`
        : 'Diese Website setzt keine Cookies und legt keine Einträge im Speicher Ihres Browsers an. Wir setzen weder Webanalyse noch Werbedienste ein; deshalb fragen wir auch keine Einwilligung ab. Einzige Ausnahme ist die Anmeldesitzung der Betreiberkonsole, die nur unsere Administratoren nutzen (siehe Datenschutzerklärung).',
    ],
  };
  if (!analyticsEnabled) return [intro, partnerLinksSection];
  return [
    intro,
    {
      id: 'notwendige-cookies',
      title: 'Notwendige Cookies',
      paragraphs: [
        `Notwendig ist nur ein Eintrag: „${CONSENT_STORAGE_KEY}“ im lokalen Speicher Ihres Browsers speichert Ihre Entscheidung im Einwilligungsbanner, damit wir sie auf jeder Seite beachten und Sie nicht bei jedem Aufruf erneut fragen müssen.`,
        'Diese Speicherung ist nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig und lässt sich im Einwilligungsbanner nicht abwählen. Sie können den Eintrag aber jederzeit in Ihrem Browser löschen; dann fragen wir Sie beim nächsten Besuch erneut.',
      ],
    },
    {
      id: 'analyse-cookies',
      title: 'Statistik-Cookies (Reichweitenmessung)',
      paragraphs: [
        `Nur wenn Sie im Einwilligungsbanner der Kategorie „Statistik“ zustimmen, setzt der Dienst von ${providerLine(analytics)} – ${analytics.purpose} – die Cookies „_ga“ und „_ga_<Kennung>“ auf unserer Domain. Sie enthalten eine zufällige Kennung, mit der wiederkehrende Besuche desselben Browsers erkannt werden, und werden nach höchstens ${ANALYTICS_COOKIE_RETENTION_MONTHS} Monaten gelöscht. Die damit verknüpften Ereignisdaten löscht ${analytics.name} nach ${ANALYTICS_EVENT_RETENTION_MONTHS} Monaten. Die Auswertung ist pseudonym, nicht anonym.`,
        `Verantwortlich für diese Cookies und die Reichweitenmessung sind wir; ${analytics.name} verarbeitet die Daten als unser Auftragsverarbeiter (Art. 28 DSGVO).`,
        `${analytics.transferBasis ? `Dabei können Daten in die USA übermittelt werden. Grundlage: ${analytics.transferBasis}.` : ''} Ohne Ihre Zustimmung wird kein Skript von ${analytics.name} geladen, und es entstehen keine dieser Cookies. Widerrufen Sie Ihre Einwilligung, löschen wir die Cookies und laden die Seite neu.`.trim(),
      ],
      links: [providerPrivacyLink(analytics)],
    },
    partnerLinksSection,
  ];
}

/** The sections after the overview table; the consent feature hooks the CONSENT_SETTINGS_HASH link. */
export function cookieControlSections(analyticsEnabled: boolean): readonly LegalSection[] {
  return [
    {
      id: 'drittanbieter-cookies',
      title: 'Cookies von Drittanbietern',
      paragraphs: [
        'Nach einem Klick auf einen Partnerlink können andere Unternehmen auf ihren eigenen Websites Cookies setzen. Für diese Cookies ist das jeweilige Unternehmen selbst verantwortlich; Einzelheiten finden Sie in dessen Datenschutzhinweisen.',
        ...(analyticsEnabled
          ? [`Nicht dazu gehören die Cookies „_ga“ und „_ga_<Kennung>“ der Reichweitenmessung: Sie liegen auf unserer Domain, verantwortlich sind wir, und ${analyticsProvider} verarbeitet die Daten nur in unserem Auftrag (siehe „Statistik-Cookies“ oben).`]
          : []),
      ],
      subsections: [
        {
          title: 'Partnernetzwerk',
          paragraphs: [
            `Klicken Sie auf einen Partnerlink, werden Sie über das Partnernetzwerk ${providerLine(affiliateNetwork)} zur Bank weitergeleitet. Das Netzwerk kann dabei auf seiner eigenen Domain Cookies setzen und sie mit der click_id im Link verknüpfen, um die Vermittlung zuzuordnen und mit uns abzurechnen. Diese Cookies entstehen erst nach Ihrem Klick und außerhalb unserer Website.`,
          ],
          links: [providerPrivacyLink(affiliateNetwork)],
        },
        {
          title: 'Partnerbanken',
          paragraphs: [
            'Auf den Websites der Partnerbanken gelten deren eigene Cookie-Richtlinien. Die Banken fragen Ihre Einwilligung dort in der Regel selbst ab. Auf diese Cookies haben wir keinen Einfluss.',
          ],
        },
      ],
    },
    {
      id: 'cookies-steuern',
      title: 'Cookies steuern',
      subsections: [
        {
          title: 'Browser-Einstellungen',
          paragraphs: [
            'In den Einstellungen Ihres Browsers können Sie gespeicherte Cookies und Websitedaten ansehen und löschen sowie festlegen, ob Cookies generell, nur von bestimmten Websites oder gar nicht angenommen werden. Wie das genau geht, erklärt die Hilfe Ihres Browsers.',
          ],
          items: [
            'Cookies und Websitedaten löschen, auch nur für diese Website',
            'Cookies von Drittanbietern blockieren',
            'Alle Daten beim Schließen des Browsers automatisch löschen lassen',
          ],
          ...(analyticsEnabled
            ? { closing: ['Wenn Sie alle Einträge löschen, geht auch Ihre gespeicherte Auswahl verloren; wir fragen Sie dann beim nächsten Besuch erneut.'] }
            : {}),
        },
        ...(analyticsEnabled
          ? [
              {
                title: 'Einwilligung ändern oder widerrufen',
                paragraphs: [
                  'Ihre Einwilligung in Statistik-Cookies können Sie jederzeit mit Wirkung für die Zukunft ändern oder widerrufen. Nutzen Sie dazu den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite oder direkt den folgenden Link.',
                ],
                links: [{ label: 'Cookie-Einstellungen öffnen', href: CONSENT_SETTINGS_HASH }],
              } satisfies LegalSubsection,
            ]
          : []),
      ],
    },
    {
      id: 'aktualisierungen',
      title: 'Aktualisierung dieser Richtlinie',
      paragraphs: [
        `Wir passen diese Cookie-Richtlinie an, wenn wir neue Dienste einsetzen oder sich die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung. Stand: ${privacyTextsStand()}.`,
      ],
      links: [{ label: 'Zur Datenschutzerklärung', href: routePath('datenschutz') }],
    },
  ];
}
