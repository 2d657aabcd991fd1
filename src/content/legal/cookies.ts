import { siteConfig } from '@/config/site';
import type { LegalSection } from '@/content/legal/legal-section';

export const cookiesUpdated = 'Januar 2025';

export const cookiesIntro = `Hier erfahren Sie, welche Cookies und vergleichbaren Speichertechniken ${siteConfig.name} einsetzt, wozu sie dienen und wie Sie selbst darüber entscheiden.`;

export interface StorageEntry {
  name: string;
  storage: 'localStorage' | 'sessionStorage';
  purpose: string;
  duration: string;
  category: 'Notwendig' | 'Statistik' | 'Marketing';
}

export const storageTableCaption = `Speichereinträge von ${siteConfig.name} mit Speicherort, Zweck, Speicherdauer und Kategorie`;

export const storageEntries: readonly StorageEntry[] = [
  {
    name: 'ks-consent',
    storage: 'localStorage',
    purpose: 'Speichert Ihre Auswahl im Einwilligungsbanner, damit wir sie bei jedem Seitenaufruf beachten.',
    duration: '12 Monate',
    category: 'Notwendig',
  },
  {
    name: 'ks-affiliate-session',
    storage: 'sessionStorage',
    purpose: 'Vermerkt Klicks auf Partnerlinks während Ihres Besuchs, damit Weiterleitungen richtig zugeordnet werden.',
    duration: 'Bis zum Ende der Sitzung, höchstens 24 Stunden',
    category: 'Marketing',
  },
];

/** The sections before the overview table. */
export const cookieCategorySections: readonly LegalSection[] = [
  {
    id: 'was-sind-cookies',
    title: 'Was sind Cookies?',
    paragraphs: [
      'Cookies sind kleine Textdateien, die eine Website über Ihren Browser auf Ihrem Gerät ablegt und bei einem späteren Besuch wieder auslesen kann. Ähnlich funktionieren der lokale Speicher (localStorage) und der Sitzungsspeicher (sessionStorage) Ihres Browsers. Einträge im Sitzungsspeicher werden gelöscht, sobald Sie den Tab oder Browser schließen.',
      'Rechtlich macht das keinen Unterschied: Nach § 25 TDDDG dürfen Informationen auf Ihrem Gerät nur mit Ihrer Einwilligung gespeichert oder ausgelesen werden, es sei denn, sie sind für den von Ihnen gewünschten Dienst unbedingt erforderlich. Wir verwenden den Begriff „Cookies“ deshalb für alle diese Techniken.',
      'Für den Betrieb dieser Website selbst setzen wir keine HTTP-Cookies ein. Wir speichern nur die wenigen Einträge im Browserspeicher, die in der Übersicht weiter unten aufgeführt sind.',
    ],
  },
  {
    id: 'notwendige-cookies',
    title: 'Notwendige Cookies',
    paragraphs: [
      'Notwendige Einträge brauchen wir, damit die Website wie von Ihnen gewünscht funktioniert. Dazu gehört nur einer: „ks-consent“ speichert Ihre Auswahl im Einwilligungsbanner, damit wir Ihre Entscheidung auf jeder Seite beachten und Sie nicht bei jedem Aufruf erneut fragen müssen.',
      'Diese Speicherung ist nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig und lässt sich im Einwilligungsbanner nicht abwählen. Sie können den Eintrag aber jederzeit in Ihrem Browser löschen; dann fragen wir Sie beim nächsten Besuch erneut.',
    ],
  },
  {
    id: 'analyse-cookies',
    title: 'Statistik-Cookies (Analyse)',
    paragraphs: [
      'Analyse-Cookies helfen uns zu verstehen, wie Besucherinnen und Besucher unsere Seiten nutzen, etwa welche Ratgeber gelesen und welche Vergleiche aufgerufen werden. Die Auswertung erfolgt pseudonym und dient allein dazu, unser Angebot zu verbessern.',
      'Analyse-Cookies setzen wir nur, wenn Sie im Einwilligungsbanner der Kategorie „Statistik“ zustimmen. Ohne Ihre Zustimmung wird kein Analysedienst geladen.',
    ],
  },
  {
    id: 'marketing-cookies',
    title: 'Marketing-Cookies',
    paragraphs: [
      'Marketing-Einträge betreffen die Links zu unseren Partnern. Mit Ihrer Zustimmung zur Kategorie „Marketing“ vermerken wir Klicks auf Partnerlinks im Sitzungsspeicher Ihres Browsers („ks-affiliate-session“). Der Eintrag bleibt auf Ihrem Gerät, wird nicht an uns übertragen und spätestens nach 24 Stunden gelöscht.',
      'Lehnen Sie Marketing ab, funktionieren alle Partnerlinks trotzdem wie gewohnt; wir speichern dann lediglich nichts dazu in Ihrem Browser.',
    ],
  },
];

/** The sections after the overview table; the consent feature hooks the '#cookie-einstellungen' link. */
export const cookieControlSections: readonly LegalSection[] = [
  {
    id: 'drittanbieter-cookies',
    title: 'Cookies von Drittanbietern',
    paragraphs: [
      'Einige Cookies stammen nicht von uns, sondern von anderen Anbietern. Für diese Cookies ist der jeweilige Anbieter verantwortlich; Einzelheiten finden Sie in dessen Datenschutzhinweisen.',
    ],
    subsections: [
      {
        title: 'Analysedienste',
        paragraphs: [
          'Haben Sie der Analyse zugestimmt, kann der von uns beauftragte Analysedienst eigene Cookies setzen, um wiederkehrende Besuche pseudonym zu erkennen. Ohne Ihre Einwilligung geschieht das nicht.',
        ],
      },
      {
        title: 'Affiliate-Netzwerke',
        paragraphs: [
          'Klicken Sie auf einen Partnerlink, werden Sie häufig über ein Affiliate-Netzwerk zur Bank weitergeleitet. Das Netzwerk kann dabei auf seiner eigenen Domain Cookies setzen, um die Vermittlung zuzuordnen und mit uns abzurechnen. Diese Cookies entstehen erst nach Ihrem Klick und außerhalb unserer Website.',
        ],
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
        closing: [
          'Wenn Sie alle Einträge löschen, geht auch Ihre gespeicherte Auswahl verloren; wir fragen Sie dann beim nächsten Besuch erneut.',
        ],
      },
      {
        title: 'Einwilligung ändern oder widerrufen',
        paragraphs: [
          'Ihre Einwilligung in Analyse- und Marketing-Cookies können Sie jederzeit mit Wirkung für die Zukunft ändern oder widerrufen. Nutzen Sie dazu den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite oder direkt den folgenden Link.',
        ],
        links: [{ label: 'Cookie-Einstellungen öffnen', href: '#cookie-einstellungen' }],
      },
    ],
  },
  {
    id: 'aktualisierungen',
    title: 'Aktualisierung dieser Richtlinie',
    paragraphs: [
      `Wir passen diese Cookie-Richtlinie an, wenn wir neue Dienste einsetzen oder sich die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung. Stand: ${cookiesUpdated}.`,
    ],
    links: [{ label: 'Zur Datenschutzerklärung', href: '/datenschutz' }],
  },
];
