import { operatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import { ANALYTICS_COOKIE_RETENTION_MONTHS, ANALYTICS_EVENT_RETENTION_MONTHS } from '@/content/legal/analytics-facts';
import { CONSENT_STORAGE_KEY, OPERATOR_SESSION_STORAGE_KEY } from '@/config/storage-keys';
import { CLICK_RECORD_RETENTION_MONTHS } from '@/content/legal/click-record-facts';
import type { LegalLink, LegalSection, LegalSubsection } from '@/content/legal/legal-section';
import { privacyTextsStand } from '@/content/legal/privacy-updated';
import { withSampleHint } from '@/content/legal/sample-hint';
import { activeProviders, providerLine, providerPrivacyLink, providerSummary } from '@/content/legal/service-providers';
import { routePath } from '@/routes/manifest';

const { identity, hosting, backend, affiliateNetwork, analytics } = operatorFacts;
const mailtoLink: LegalLink = { label: `E-Mail an ${identity.email}`, href: `mailto:${identity.email}` };

export const datenschutzIntro = `Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten beim Besuch von ${siteConfig.name} verarbeitet werden, durch wen, zu welchem Zweck, auf welcher Rechtsgrundlage und welche Rechte Sie haben.`;

export const controller = {
  lead: 'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
  addressLines: [
    withSampleHint(identity.company, identity),
    `vertreten durch ${identity.representative} (${identity.representativeRole})`,
    identity.street,
    `${identity.postalCode} ${identity.city}`,
    identity.country,
  ],
  phone: identity.phone,
  email: identity.email,
} as const;

const hostingSection: LegalSubsection = {
  title: 'Hosting und Server-Logfiles',
  paragraphs: [
    `Diese Website wird als statische Website von unserem Hosting-Dienstleister ausgeliefert: ${providerLine(hosting)}. Er verarbeitet die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). ${hosting.transferBasis ? `Übermittlung in Drittländer: ${hosting.transferBasis}.` : 'Die Daten werden innerhalb der EU und des EWR verarbeitet.'}`,
    'Bei jedem Seitenaufruf übermittelt Ihr Browser automatisch Daten, die in Server-Logfiles gespeichert werden:',
  ],
  items: [
    'IP-Adresse des anfragenden Geräts',
    'Datum und Uhrzeit des Abrufs',
    'aufgerufene Adresse (URL)',
    'User-Agent, also Browsertyp, Browserversion und Betriebssystem',
  ],
  closing: [
    'Wir benötigen diese Daten, um die Website auszuliefern, ihren stabilen und sicheren Betrieb zu gewährleisten und Angriffe zu erkennen. Wir führen sie nicht mit anderen Daten zusammen und werten sie nicht zu Ihrer Person aus. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionsfähigen Angebot (Art. 6 Abs. 1 lit. f DSGVO).',
    'Die Logfiles werden nach kurzer Zeit, spätestens nach 14 Tagen, gelöscht. Länger bewahren wir einzelne Einträge nur auf, solange sie zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich sind.',
  ],
  links: [providerPrivacyLink(hosting)],
};

const backendSection: LegalSubsection = {
  title: `Partnerangebote aus unserer Datenbank (${withSampleHint(backend.name, backend)})`,
  paragraphs: [
    `Die Angebote und Konditionen auf unseren Vergleichsseiten sind beim Aufruf bereits in der Seite enthalten. Damit sie aktuell bleiben, fragt Ihr Browser sie nach dem Laden einer Vergleichsseite zusätzlich direkt bei unserer Datenbank ab, die wir bei ${providerLine(backend)} betreiben. Zweck: ${backend.purpose}. ${backend.name} verarbeitet die Daten als Auftragsverarbeiter in unserem Auftrag (Art. 28 DSGVO).`,
    'Ihr Browser sendet dabei eine verschlüsselte Leseanfrage nach der Liste der aktiven Partnerangebote. Sie enthält einen öffentlichen Zugangsschlüssel, der für alle Besucherinnen und Besucher gleich ist, und keine Angaben zu Ihrer Person. Verarbeitet werden nur die Verbindungsdaten, die für den Abruf technisch notwendig sind: IP-Adresse, Zeitpunkt der Anfrage, angefragte Adresse und User-Agent. Es werden keine Cookies gesetzt, nichts in Ihrem Browser gespeichert und keine Kennungen verwendet, die Sie wiedererkennbar machen.',
    `Rechtsgrundlage ist unser berechtigtes Interesse, Ihnen aktuelle und zuverlässige Angebote anzuzeigen (Art. 6 Abs. 1 lit. f DSGVO). ${backend.transferBasis ? `Speicherort und Drittlandbezug: ${backend.transferBasis}.` : 'Die Daten werden innerhalb der EU und des EWR verarbeitet.'}`,
  ],
  links: [providerPrivacyLink(backend)],
};

const consentStorageSection: LegalSubsection = {
  title: 'Speicherung Ihrer Cookie-Einstellungen',
  paragraphs: [
    `Ihre Entscheidung im Einwilligungsbanner speichern wir im lokalen Speicher (localStorage) Ihres Browsers unter dem Namen „${CONSENT_STORAGE_KEY}“, damit Sie sie nicht bei jedem Seitenaufruf erneut treffen müssen. Der Eintrag enthält nur Ihre Auswahl zur Kategorie „Statistik“ und den Zeitpunkt der Entscheidung. Er bleibt auf Ihrem Gerät und wird nicht an uns übertragen. Nach 12 Monaten fragen wir Sie erneut.`,
    'Diese Speicherung ist unbedingt erforderlich, um Ihre Entscheidung zu beachten, und daher nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig. Rechtsgrundlage für die Verarbeitung ist unser berechtigtes Interesse, Ihre Entscheidung dauerhaft zu respektieren (Art. 6 Abs. 1 lit. f DSGVO).',
  ],
  links: [{ label: 'Alle Speichereinträge in der Cookie-Richtlinie', href: routePath('cookies') }],
};

const noStorageSection: LegalSubsection = {
  title: 'Keine Cookies, kein Browserspeicher',
  paragraphs: [
    'Diese Website setzt keine Cookies und legt keine Einträge im Speicher Ihres Browsers an. Wir setzen keine Webanalyse und keine Werbedienste ein. Eine Einwilligung brauchen wir deshalb nicht, und es erscheint kein Einwilligungsbanner. Einzige Ausnahme ist die Anmeldung in der Betreiberkonsole, die nur unsere Administratoren nutzen (siehe unten).',
  ],
  links: [{ label: 'Zur Cookie-Richtlinie', href: routePath('cookies') }],
};

const analyticsSection: LegalSubsection = {
  title: `Reichweitenmessung durch ${withSampleHint(analytics.name, analytics)}, nur mit Ihrer Einwilligung`,
  paragraphs: [
    `Nur wenn Sie im Einwilligungsbanner der Kategorie „Statistik“ zustimmen, setzen wir Dienste von ${providerLine(analytics)} ein – ${analytics.purpose}. Ohne Ihre Einwilligung wird kein Skript von ${analytics.name} geladen und nichts zu Analysezwecken auf Ihrem Gerät gespeichert.`,
    `Verantwortlich für diese Reichweitenmessung sind wir. ${analytics.name} verarbeitet die Daten als unser Auftragsverarbeiter (Art. 28 DSGVO) auf Grundlage der Auftragsverarbeitungsbedingungen von Google.`,
    'Mit Ihrer Einwilligung werden insbesondere erfasst: aufgerufene Seiten und Verweildauer, die Seite, von der Sie kamen, Klicks auf Partnerlinks (Produkt, Partner und Seite) und aufgerufene Glossarbegriffe sowie technische Angaben wie Gerätetyp, Browser, Bildschirmgröße und der ungefähre Standort, der aus Ihrer IP-Adresse abgeleitet wird.',
    `Dazu setzt der Dienst auf unserer Domain die Cookies „_ga“ und „_ga_<Kennung>“ mit einer Speicherdauer von bis zu ${ANALYTICS_COOKIE_RETENTION_MONTHS} Monaten (${ANALYTICS_COOKIE_RETENTION_MONTHS / 12} Jahren). Sie enthalten eine zufällig erzeugte Kennung, mit der wiederkehrende Besuche desselben Browsers erkannt werden. Die Daten sind damit pseudonym: Sie werden über diese Kennung, nicht über Ihren Namen zugeordnet, und wir führen sie nicht mit anderen Daten über Sie zusammen. Anonym sind sie nicht.`,
    `Die erfassten Ereignisdaten, die mit dieser Kennung verknüpft sind, speichert ${analytics.name} ${ANALYTICS_EVENT_RETENTION_MONTHS} Monate lang; danach werden sie automatisch gelöscht. Erhalten bleiben nur zusammengefasste Statistiken (etwa Seitenaufrufe je Tag), die keiner Kennung mehr zugeordnet sind.`,
    `Ihre Entscheidung übermitteln wir über den Einwilligungsmodus (Consent Mode) an die Dienste von ${analytics.name}. Werbefunktionen wie Werbe-Cookies oder personalisierte Werbung sind dabei stets abgeschaltet.`,
    `${analytics.transferBasis ? `Dabei können Daten in die USA übermittelt werden. Grundlage: ${analytics.transferBasis}.` : 'Die Daten werden innerhalb der EU und des EWR verarbeitet.'}`,
    'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); für das Speichern und Auslesen von Informationen auf Ihrem Gerät gilt § 25 Abs. 1 TDDDG. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite die Kategorie „Statistik“ abwählen. Wir löschen dann die genannten Cookies und laden die Seite neu, sodass die Messung sofort endet.',
  ],
  links: [providerPrivacyLink(analytics)],
};

const affiliateSection: LegalSubsection = {
  title: 'Partnerlinks, Partnernetzwerk und Klick-Kennung (click_id)',
  paragraphs: [
    `Links zu Angeboten unserer Partner sind als „Anzeige“ gekennzeichnet. Wenn Sie einen solchen Link anklicken, verlassen Sie unsere Website und werden über das Partnernetzwerk ${providerLine(affiliateNetwork)} zur Website der jeweiligen Bank weitergeleitet (${affiliateNetwork.purpose}).`,
    'An den Link hängen wir Kampagnenangaben an: Produkt, Kanal, Kampagne und Partner. Beim Klick kommen der Zeitpunkt des Klicks und eine Klick-Kennung („click_id“) hinzu. Die click_id ist eine Zufallskennung, die Ihr Browser bei jedem Klick neu erzeugt und in diesen Link schreibt. In Ihrem Browser wird sie nicht gespeichert; bei uns speichern wir sie mit dem Klick, wie im folgenden Abschnitt beschrieben, und können sie keiner Person zuordnen.',
    'Das Partnernetzwerk erhält die click_id mit dem Aufruf des Links und kann sie mit den Daten verknüpfen, die es dabei selbst erhebt, etwa Ihrer IP-Adresse und Cookies auf seiner eigenen Domain, um die Vermittlung zuzuordnen und mit uns abzurechnen. Für das Netzwerk ist die click_id daher ein pseudonymes Datum. Ihr Browser übermittelt beim Wechsel nur unsere Domain als Herkunft, nicht die Adresse der Seite, auf der Sie geklickt haben.',
    'Rechtsgrundlage für das Anhängen der Angaben ist unser berechtigtes Interesse, unsere Vermittlung abzurechnen (Art. 6 Abs. 1 lit. f DSGVO). Ab dem Klick verarbeiten das Partnernetzwerk und die Bank Ihre Daten in eigener Verantwortung; Einzelheiten finden Sie in deren Datenschutzhinweisen.',
  ],
  links: [providerPrivacyLink(affiliateNetwork)],
};

const clickRecordSection: LegalSubsection = {
  title: 'Erfassung von Klicks auf Partnerlinks',
  paragraphs: [
    `Wenn Sie einen Partnerlink anklicken, sendet Ihr Browser im Hintergrund eine Meldung an unsere Datenbank bei ${backend.name}. Die Weiterleitung zum Partner wartet darauf nicht. Wir speichern je Klick nur:`,
  ],
  items: [
    'die zufällige Klick-Kennung (click_id) aus dem Link',
    'den Partner, dessen Link Sie angeklickt haben',
    'das Produkt, etwa Ratenkredit oder Kreditkarte',
    'den Pfad der Seite, auf der Sie geklickt haben (ohne Suchparameter), etwa „/ratenkredit“',
    'den Zeitpunkt des Klicks',
  ],
  closing: [
    // Why no consent is asked, and the risk under EDPB Guidelines 2/2023: docs/legal/click-beacon.md.
    'Nicht gespeichert werden Ihre IP-Adresse, Ihr User-Agent (Browser und Betriebssystem), die Seite, von der Sie zu uns kamen (Referrer), und eine Nutzer- oder Gerätekennung. Die Meldung setzt unsere Seite beim Klick aus Angaben zusammen, die sie selbst enthält (Partner, Produkt und Pfad der Seite), und aus der click_id, die Ihr Browser dafür neu erzeugt. Dabei wird auf Ihrem Gerät nichts gespeichert, und es werden keine dort gespeicherten Informationen wie Cookies oder Einträge im Browserspeicher ausgelesen. Eine Einwilligung holen wir für diese Meldung nicht ein. Die Verbindungsdaten der Anfrage selbst (IP-Adresse, Zeitpunkt und User-Agent) verarbeitet unser Datenbankanbieter wie im Abschnitt zur Datenbank beschrieben.',
    'Zweck ist die Abrechnung unserer Provisionen mit dem Partnernetzwerk: Meldet es eine Vermittlung mit einer click_id, ordnen wir sie dem Klick zu. Außerdem werten wir die Klicks zusammengefasst aus (Klicks, Vermittlungen und Umsatz je Partner, Seite und Tag), um unser Angebot zu verbessern. Rechtsgrundlage ist unser berechtigtes Interesse an der korrekten Abrechnung und an dieser Statistik (Art. 6 Abs. 1 lit. f DSGVO).',
    `Wir löschen Klickdatensätze nach ${CLICK_RECORD_RETENTION_MONTHS} Monaten. Datensätze zu Vermittlungen und Provisionen bewahren wir so lange auf, wie handels- und steuerrechtliche Aufbewahrungspflichten es verlangen (bis zu zehn Jahre, § 257 HGB, § 147 AO).`,
  ],
};

const operatorConsoleSection: LegalSubsection = {
  title: 'Betreiberkonsole (nur für Betreiber)',
  paragraphs: [
    `Der Bereich „/admin“ ist nur für unsere Administratorinnen und Administratoren bestimmt. Melden sie sich dort an, speichert der Browser die Anmeldesitzung (Zugangs- und Erneuerungstoken mit E-Mail-Adresse und Rolle) im Sitzungsspeicher (sessionStorage) unter „${OPERATOR_SESSION_STORAGE_KEY}“. Der Eintrag endet mit dem Schließen des Tabs oder beim Abmelden. Diese Speicherung ist für die Anmeldung unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Besucherinnen und Besucher der übrigen Seiten betrifft das nicht.`,
  ],
};

const emailSection: LegalSubsection = {
  title: 'Kontakt per E-Mail',
  paragraphs: [
    'Wenn Sie uns per E-Mail schreiben, verarbeiten wir Ihre E-Mail-Adresse, gegebenenfalls Ihren Namen und den Inhalt Ihrer Nachricht, um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen unser berechtigtes Interesse an der Beantwortung Ihrer Anfrage (Art. 6 Abs. 1 lit. f DSGVO).',
    'Wir löschen Ihre Daten, sobald Ihr Anliegen erledigt ist, es sei denn, gesetzliche Aufbewahrungspflichten, etwa nach Handels- oder Steuerrecht, stehen dem entgegen. Bitte senden Sie uns keine sensiblen Unterlagen wie Kontoauszüge oder Ausweiskopien: Kreditanträge bearbeitet ausschließlich die jeweilige Bank.',
  ],
};

/** The privacy notice for this build: the analytics parts only when a container is configured. */
export function datenschutzSections(analyticsEnabled: boolean): readonly LegalSection[] {
  const withdrawal = analyticsEnabled
    ? 'Am einfachsten geht das über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite.'
    : 'Derzeit holen wir keine Einwilligungen ein.';
  return [
    {
      id: 'auf-einen-blick',
      title: 'Auf einen Blick',
      items: [
        'Sie können unseren Vergleich nutzen, ohne ein Konto anzulegen oder Formulare auszufüllen.',
        'Beim Aufruf der Seiten fallen technisch notwendige Verbindungsdaten an, die unser Hosting-Dienstleister nur kurz speichert.',
        analyticsEnabled
          ? `Die Reichweitenmessung durch ${analytics.name} ist standardmäßig ausgeschaltet und wird nur mit Ihrer Einwilligung aktiv; sie arbeitet pseudonym, nicht anonym.`
          : 'Wir setzen keine Cookies, keine Webanalyse und keine Werbedienste ein.',
        'Partnerlinks enthalten eine zufällige Klick-Kennung (click_id). Für die Abrechnung mit unseren Partnern speichern wir je Klick nur diese Kennung, Partner, Produkt, Seite und Zeitpunkt, keine IP-Adresse und nichts auf Ihrem Gerät. Ab dem Klick verarbeiten das Partnernetzwerk und die Bank Ihre Daten in eigener Verantwortung.',
      ],
    },
    {
      id: 'empfaenger',
      title: 'Dienstleister und Empfänger',
      paragraphs: ['Diese Unternehmen erhalten beim Besuch unserer Website Daten von Ihnen; Einzelheiten stehen im jeweiligen Abschnitt weiter unten:'],
      items: activeProviders(analyticsEnabled).map(providerSummary),
    },
    {
      id: 'datenverarbeitung',
      title: 'Datenverarbeitung auf dieser Website',
      subsections: [
        hostingSection,
        backendSection,
        ...(analyticsEnabled ? [consentStorageSection, analyticsSection] : [noStorageSection]),
        affiliateSection,
        clickRecordSection,
        operatorConsoleSection,
        emailSection,
      ],
    },
    {
      id: 'verschluesselung',
      title: 'SSL- bzw. TLS-Verschlüsselung',
      paragraphs: [
        'Diese Website und der Abruf der Partnerangebote sind durch TLS verschlüsselt. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am Schloss-Symbol Ihres Browsers. So können die übertragenen Daten nicht von Dritten mitgelesen werden.',
      ],
    },
    {
      id: 'keine-automatisierten-entscheidungen',
      title: 'Keine automatisierte Entscheidungsfindung',
      paragraphs: [
        'Wir treffen keine automatisierten Entscheidungen einschließlich Profiling im Sinne von Art. 22 DSGVO. Die Reihenfolge in unseren Vergleichen beruht auf den Angebotsdaten, nicht auf Angaben zu Ihrer Person. Über einen Kredit entscheidet allein die Bank, bei der Sie ihn beantragen; Informationen zu deren Bonitätsprüfung erhalten Sie dort.',
      ],
    },
    {
      id: 'ihre-rechte',
      title: 'Ihre Rechte',
      paragraphs: ['Ihnen stehen gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten zu:'],
      items: [
        'Auskunft (Art. 15 DSGVO): Sie können erfahren, ob und welche Daten wir über Sie verarbeiten.',
        'Berichtigung (Art. 16 DSGVO): Unrichtige Daten berichtigen wir, unvollständige vervollständigen wir.',
        'Löschung (Art. 17 DSGVO): Sie können verlangen, dass wir Ihre Daten löschen, soweit keine gesetzliche Pflicht zur Aufbewahrung besteht.',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO): Sie können verlangen, dass wir Ihre Daten nur noch eingeschränkt verarbeiten, etwa solange ihre Richtigkeit geprüft wird.',
        'Mitteilung (Art. 19 DSGVO): Über eine Berichtigung, Löschung oder Einschränkung unterrichten wir auch die Empfänger Ihrer Daten, soweit das möglich ist.',
        'Datenübertragbarkeit (Art. 20 DSGVO): Daten, die Sie uns bereitgestellt haben, erhalten Sie auf Wunsch in einem gängigen, maschinenlesbaren Format.',
        'Widerspruch (Art. 21 DSGVO): Einzelheiten dazu finden Sie weiter unten.',
      ],
      closing: [`Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an ${identity.email} oder an unsere oben genannte Anschrift.`],
      links: [mailtoLink],
      subsections: [
        {
          title: 'Widerspruchsrecht nach Art. 21 DSGVO',
          paragraphs: [
            'Soweit wir Ihre Daten auf Grundlage unseres berechtigten Interesses verarbeiten (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
          ],
        },
        {
          title: 'Widerruf Ihrer Einwilligung',
          paragraphs: [
            `Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). ${withdrawal} Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.`,
          ],
        },
        {
          title: 'Beschwerderecht bei einer Aufsichtsbehörde',
          paragraphs: [
            'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Sie können sich insbesondere an die Behörde an Ihrem Wohnort wenden. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit.',
          ],
          links: [{ label: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit', href: 'https://www.datenschutz-berlin.de/' }],
        },
      ],
    },
    {
      id: 'aenderungen',
      title: 'Änderungen dieser Datenschutzerklärung',
      paragraphs: [
        `Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt jeweils die hier veröffentlichte Fassung. Stand: ${privacyTextsStand()}.`,
      ],
    },
  ];
}
