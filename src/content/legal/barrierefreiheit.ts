import { operatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import type { LegalSection } from '@/content/legal/legal-section';
import { withSampleHint } from '@/content/legal/sample-hint';
import { AD_LABEL } from '@/content/partners/disclosure';
import { formatDate } from '@/lib/format';

/** When the statement was written. */
const ACCESSIBILITY_STATEMENT_CREATED = '2026-11-24';
/** When it was last checked against the site (the date the page shows as its Stand). */
const ACCESSIBILITY_STATEMENT_REVIEWED = '2026-11-27';

const contact = operatorFacts.accessibilityContact;
/** How soon a message about a barrier is answered. */
const ANSWER_WITHIN = 'zwei Wochen';

const MARKET_SURVEILLANCE_AUTHORITY = {
  name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
  seat: 'Magdeburg',
  url: 'https://www.mlbf-barrierefrei.de/',
} as const;

/**
 * The general description of the service that Anlage 3 Nr. 1 BFSG asks for: what the site does and
 * what it does not do. Keep it in line with the status information (no applications, the contract
 * only with the provider) and with the comparisons the route manifest has.
 */
export const serviceDescription = `${siteConfig.name} vergleicht Angebote unserer Partner für Ratenkredite, Kreditkarten, Baufinanzierungen, Unternehmenskredite und Sparkonten und bietet dazu Rechner, ein Finanzglossar und Ratgeber, die Begriffe und Zusammenhänge erklären. Über einen als „${AD_LABEL}“ gekennzeichneten Link gelangen Sie zur Website des jeweiligen Anbieters, bei dem Sie ein Angebot beantragen können. Bei uns selbst stellen Sie keinen Antrag, schließen keinen Kredit-, Karten- oder Kontovertrag ab und legen kein Kundenkonto an.`;

export const barrierefreiheitIntro = `${siteConfig.name} soll für alle Menschen gut nutzbar sein, auch mit Screenreader, nur mit der Tastatur oder mit starker Vergrößerung. Hier beschreiben wir, wie weit unsere Website die Anforderungen an die Barrierefreiheit erfüllt, wo sie noch Grenzen hat und wie Sie uns Barrieren melden.`;

export function accessibilityStatementDate(): string {
  return formatDate(ACCESSIBILITY_STATEMENT_REVIEWED);
}

export function barrierefreiheitSections(): readonly LegalSection[] {
  return [
    {
      id: 'geltungsbereich',
      title: 'Geltungsbereich',
      paragraphs: [
        `Diese Erklärung gilt für die Website ${siteConfig.domain} mit allen Vergleichsseiten, Ratgebern und Rechnern, dem Finanzglossar und den rechtlichen Seiten. Wir veröffentlichen sie nach dem Vorbild der Informationen, die das Barrierefreiheitsstärkungsgesetz (BFSG, § 14 und Anlage 3) für Dienstleistungen verlangt.`,
      ],
    },
    {
      id: 'angebot',
      title: 'Unser Angebot',
      paragraphs: [serviceDescription],
    },
    {
      id: 'stand-der-vereinbarkeit',
      title: 'Stand der Vereinbarkeit',
      paragraphs: [
        'Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.1 in der Konformitätsstufe AA und die harmonisierte europäische Norm EN 301 549 V3.2.1, die für Webinhalte auf diese Richtlinien verweist.',
        'Unsere Website ist mit diesen Anforderungen weitgehend vereinbar. Die uns bekannten Einschränkungen nennen wir weiter unten.',
      ],
    },
    {
      id: 'pruefung',
      title: 'Wie wir die Barrierefreiheit prüfen',
      items: [
        'Automatisierte Prüfung mit axe-core: Bei jeder Änderung prüfen wir jede Seitenvorlage im Browser Chromium gegen die Regeln für WCAG 2.0 und 2.1 der Stufen A und AA sowie gegen bewährte Praktiken, auch mit geöffneten Menüs und ausgefüllten Rechnern.',
        'Tastaturtests: Bei jeder Änderung bedienen automatisierte Tests die Menüs, das mobile Navigationsmenü, die Glossarsuche, die Auswahlfilter und die Rechner ausschließlich mit der Tastatur.',
        'Darstellung bei 320 Pixel Breite (entspricht 400 % Vergrößerung): Bei jeder Änderung prüfen automatisierte Tests ausgewählte Seiten mit langen Begriffen, Angebotskarten und Tabellen darauf, dass kein Inhalt über den Bildschirm oder über seine Karte hinausragt.',
        'Lighthouse: Wir messen die Seitenvorlagen regelmäßig mit den Barrierefreiheits-Audits von Lighthouse.',
      ],
      closing: [
        'Automatisierte Tests finden nicht alle Barrieren. Eine Prüfung durch eine unabhängige Prüfstelle oder durch Menschen mit Behinderungen hat bisher nicht stattgefunden.',
      ],
    },
    {
      id: 'einschraenkungen',
      title: 'Bekannte Einschränkungen',
      items: [
        'Die Websites der Partnerbanken und des Partnernetzwerks, zu denen unsere Partnerlinks führen, liegen außerhalb unseres Einflusses. Für ihre Barrierefreiheit sind die jeweiligen Anbieter verantwortlich.',
        'Partnerlogos sind Bilder ohne eigenen Alternativtext, weil der Name der Bank direkt daneben als Text steht. Farben und Kontraste der Logos bestimmen die Partner.',
        'Breite Tabellen wie die Zinsübersicht und die Punktzahlen aller bewerteten Angebote lassen sich bei mittleren Bildschirmbreiten, etwa auf einem Tablet im Hochformat, nur waagerecht scrollen. Auf Smartphones zeigen sie jede Zeile als Karte.',
        'Informationen in Leichter Sprache und in Deutscher Gebärdensprache bieten wir bisher nicht an.',
        'PDF-Dokumente oder andere Dateien zum Herunterladen stellen wir nicht bereit; alle Inhalte sind als Webseite verfügbar.',
      ],
    },
    {
      id: 'feedback',
      title: 'Barrieren melden',
      paragraphs: [
        `Ist Ihnen auf unserer Website eine Barriere aufgefallen, oder brauchen Sie einen Inhalt in einer anderen Form? Schreiben Sie uns an ${withSampleHint(contact.email, contact)}. Beschreiben Sie bitte kurz, auf welcher Seite und womit Sie Schwierigkeiten hatten.`,
        `Wir antworten innerhalb von ${ANSWER_WITHIN}: mit einer Lösung, mit dem Inhalt in der gewünschten Form oder mit einer Begründung, warum das nicht möglich ist.`,
      ],
      links: [{ label: withSampleHint(`E-Mail an ${contact.email}`, contact), href: `mailto:${contact.email}` }],
    },
    {
      id: 'durchsetzungsverfahren',
      title: 'Durchsetzungsverfahren',
      paragraphs: [
        `Wenn Sie meinen, dass unsere Website die Anforderungen an die Barrierefreiheit nicht erfüllt, und Sie sie deshalb nicht oder nur eingeschränkt nutzen können, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die ${MARKET_SURVEILLANCE_AUTHORITY.name} in ${MARKET_SURVEILLANCE_AUTHORITY.seat}. Sie müssen uns dafür nicht zuerst schreiben; wir freuen uns aber über die Gelegenheit, eine Barriere selbst zu beheben.`,
        // § 32 Abs. 1 BFSG, checked on 27.11.2026 against the consolidated text (docs/legal/bfsg.md).
        'Dort können Sie beantragen, dass die Behörde ein Verfahren nach dem BFSG einleitet (§ 32 Abs. 1 Satz 1 BFSG). Sie können auch einen nach dem Behindertengleichstellungsgesetz anerkannten Verband oder einen qualifizierten Verbraucherverband beauftragen, den Antrag in Ihrem Namen oder an Ihrer Stelle zu stellen (§ 32 Abs. 1 Satz 2 BFSG).',
      ],
      links: [{ label: `Website der ${MARKET_SURVEILLANCE_AUTHORITY.name}`, href: MARKET_SURVEILLANCE_AUTHORITY.url }],
    },
    {
      id: 'erstellung',
      title: 'Erstellung dieser Erklärung',
      paragraphs: [
        `Diese Erklärung wurde am ${formatDate(ACCESSIBILITY_STATEMENT_CREATED)} erstellt und am ${accessibilityStatementDate()} zuletzt überprüft. Wir aktualisieren sie, wenn sich unsere Website wesentlich ändert.`,
      ],
    },
  ];
}
