import { operatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import type { LegalSection } from '@/content/legal/legal-section';

const { contactEmail } = siteConfig;
const operator = operatorFacts.identity;
const mailtoLink = { label: `E-Mail an ${contactEmail}`, href: `mailto:${contactEmail}` };

export const datenschutzUpdated = 'Oktober 2025';

export const datenschutzIntro = `Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten beim Besuch von ${siteConfig.name} verarbeitet werden, zu welchem Zweck, auf welcher Rechtsgrundlage und welche Rechte Sie haben.`;

export const controller = {
  lead: 'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
  addressLines: [
    operator.company,
    `vertreten durch ${operator.representative}`,
    operator.street,
    `${operator.postalCode} ${operator.city}`,
    operator.country,
  ],
  phone: operator.phone,
  email: contactEmail,
} as const;

export const datenschutzSections: readonly LegalSection[] = [
  {
    id: 'auf-einen-blick',
    title: 'Auf einen Blick',
    items: [
      'Sie können unseren Vergleich nutzen, ohne ein Konto anzulegen oder Formulare auszufüllen.',
      'Beim Aufruf der Seiten fallen technisch notwendige Verbindungsdaten an, die wir nur kurz speichern.',
      'Webanalyse und Marketing-Funktionen sind standardmäßig ausgeschaltet und werden nur mit Ihrer Einwilligung aktiv.',
      'Klicken Sie auf einen Partnerlink, verarbeiten das Partnernetzwerk und die Bank Ihre Daten ab dann in eigener Verantwortung.',
    ],
  },
  {
    id: 'datenverarbeitung',
    title: 'Datenverarbeitung auf dieser Website',
    subsections: [
      {
        title: 'Hosting und Server-Logfiles',
        paragraphs: [
          'Diese Website wird als statische Website über einen Hosting-Dienstleister ausgeliefert, der die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO) verarbeitet. Bei jedem Seitenaufruf übermittelt Ihr Browser automatisch Daten, die in Server-Logfiles gespeichert werden:',
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
      },
      {
        title: 'Partnerangebote aus unserer Datenbank (Supabase)',
        paragraphs: [
          'Die Angebote, Konditionen und Kennzahlen auf unseren Vergleichsseiten lädt Ihr Browser aus einer Datenbank, die wir beim Dienst Supabase (Supabase Inc.) betreiben. Supabase verarbeitet die Daten als Auftragsverarbeiter in unserem Auftrag; ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO ist geschlossen. Die Datenbank liegt in einer Rechenzentrumsregion innerhalb der Europäischen Union.',
          'Bei diesem Abruf werden ausschließlich Angebotsdaten gelesen. Personenbezogene Daten von Ihnen werden dabei nicht an Supabase übermittelt, abgesehen von den Verbindungsdaten, die für den Abruf technisch notwendig sind (insbesondere IP-Adresse, Zeitpunkt der Anfrage und User-Agent). Es werden keine Cookies gesetzt und keine Kennungen verwendet, die Sie wiedererkennbar machen.',
          'Rechtsgrundlage ist unser berechtigtes Interesse, Ihnen aktuelle und zuverlässige Angebote anzuzeigen (Art. 6 Abs. 1 lit. f DSGVO). Da Supabase Inc. ihren Sitz in den USA hat, lässt sich ein Zugriff aus einem Drittland nicht vollständig ausschließen. Für diesen Fall sind im Vertrag zur Auftragsverarbeitung die Standardvertragsklauseln der EU-Kommission vereinbart (Art. 46 Abs. 2 lit. c DSGVO).',
        ],
        links: [{ label: 'Datenschutzhinweise von Supabase', href: 'https://supabase.com/privacy' }],
      },
      {
        title: 'Speicherung Ihrer Cookie-Einstellungen',
        paragraphs: [
          'Ihre Auswahl im Einwilligungsbanner speichern wir im lokalen Speicher (localStorage) Ihres Browsers unter dem Namen „ks-consent“, damit Sie Ihre Entscheidung nicht bei jedem Seitenaufruf erneut treffen müssen. Der Eintrag enthält nur Ihre Auswahl je Kategorie und den Zeitpunkt der Entscheidung. Er bleibt auf Ihrem Gerät und wird nicht an uns übertragen. Nach 12 Monaten fragen wir Sie erneut.',
          'Diese Speicherung ist unbedingt erforderlich, um Ihre Entscheidung zu beachten, und daher nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig. Rechtsgrundlage für die Verarbeitung ist unser berechtigtes Interesse, Ihre Entscheidung dauerhaft zu respektieren (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
        links: [{ label: 'Alle Speichereinträge in der Cookie-Richtlinie', href: '/cookies' }],
      },
      {
        title: 'Webanalyse nur mit Ihrer Einwilligung',
        paragraphs: [
          'Nur wenn Sie im Einwilligungsbanner der Kategorie „Statistik“ zustimmen, nutzen wir einen Webanalysedienst. Er zeigt uns in pseudonymer Form, wie unsere Seiten genutzt werden, etwa welche Seiten aufgerufen werden, wie lange ein Besuch dauert und welche Gerätetypen zum Einsatz kommen. So können wir unser Angebot verbessern. Ohne Ihre Einwilligung wird kein Analyseskript geladen und nichts zu Analysezwecken auf Ihrem Gerät gespeichert.',
          'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); für das Speichern und Auslesen von Informationen auf Ihrem Gerät gilt § 25 Abs. 1 TDDDG. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite Ihre Auswahl ändern.',
        ],
      },
      {
        title: 'Affiliate-Links und Weiterleitung zu Partnern',
        paragraphs: [
          'Links zu Angeboten unserer Partner sind als Werbung gekennzeichnet. Wenn Sie einen solchen Link anklicken, verlassen Sie unsere Website und werden, teilweise über ein Partnernetzwerk (Affiliate-Netzwerk), zur Website der jeweiligen Bank weitergeleitet. An den Link hängen wir Kampagnenangaben wie Produkt, Kanal und Kampagne an; diese enthalten keine Angaben zu Ihrer Person.',
          'Ab dem Klick verarbeiten das Partnernetzwerk und die Bank Ihre Daten, zum Beispiel IP-Adresse, Zeitpunkt des Klicks und die Seite, von der Sie kommen, in eigener Verantwortung, etwa um die Weiterleitung abzurechnen. Dabei können diese Anbieter eigene Cookies setzen. Einzelheiten finden Sie in den Datenschutzhinweisen des jeweiligen Anbieters.',
          'Nur wenn Sie der Kategorie „Marketing“ zugestimmt haben, vermerken wir den Klick zusätzlich im Sitzungsspeicher (sessionStorage) Ihres Browsers unter dem Namen „ks-affiliate-session“. Dieser Eintrag bleibt auf Ihrem Gerät, wird nicht an uns übertragen und mit dem Ende der Sitzung, spätestens nach 24 Stunden, gelöscht. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit über die „Cookie-Einstellungen“ widerrufen können.',
        ],
      },
      {
        title: 'Kontakt per E-Mail',
        paragraphs: [
          'Wenn Sie uns per E-Mail schreiben, verarbeiten wir Ihre E-Mail-Adresse, gegebenenfalls Ihren Namen und den Inhalt Ihrer Nachricht, um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen unser berechtigtes Interesse an der Beantwortung Ihrer Anfrage (Art. 6 Abs. 1 lit. f DSGVO).',
          'Wir löschen Ihre Daten, sobald Ihr Anliegen erledigt ist, es sei denn, gesetzliche Aufbewahrungspflichten, etwa nach Handels- oder Steuerrecht, stehen dem entgegen. Bitte senden Sie uns keine sensiblen Unterlagen wie Kontoauszüge oder Ausweiskopien: Kreditanträge bearbeitet ausschließlich die jeweilige Bank.',
        ],
      },
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
    closing: [
      `Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an ${contactEmail} oder an unsere oben genannte Anschrift.`,
    ],
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
          'Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Am einfachsten geht das über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
        ],
      },
      {
        title: 'Beschwerderecht bei einer Aufsichtsbehörde',
        paragraphs: [
          'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Sie können sich insbesondere an die Behörde an Ihrem Wohnort wenden. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit.',
        ],
        links: [
          { label: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit', href: 'https://www.datenschutz-berlin.de/' },
        ],
      },
    ],
  },
  {
    id: 'aenderungen',
    title: 'Änderungen dieser Datenschutzerklärung',
    paragraphs: [
      `Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt jeweils die hier veröffentlichte Fassung. Stand: ${datenschutzUpdated}.`,
    ],
  },
];
