import { operatorFacts, type Certificate, type OperatorFacts } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import { claimText, markSample } from '@/content/claims';
import { contentStats } from '@/content/content-stats.generated';
import { formatDate, formatNumber } from '@/lib/format';
import { routePath, routes } from '@/routes/manifest';
import { CONDITIONS_DATE_LABEL, GLOSSARY_DATE_LABEL, GUIDE_DATE_LABEL } from '@/content/date-labels';

const { name } = siteConfig;

/** Every /ratgeber page of the route manifest. */
export const guideCount = routes.filter((route) => route.path.startsWith('/ratgeber/')).length;

export const aboutIntro = `${name} hilft Verbraucherinnen und Verbrauchern in Deutschland, Kredite, Kreditkarten und Finanzprodukte kostenlos und verständlich zu vergleichen.`;

export const aboutMission = {
  paragraphs: [
    'Finanzentscheidungen sind oft komplizierter, als sie sein müssten. Konditionen sind schwer vergleichbar, Fachbegriffe unklar und Werbeversprechen selten vollständig. Genau hier setzen wir an: Wir stellen die Angebote unserer Partner mit ihren vollständigen Konditionen nebeneinander, damit Sie schnell erkennen, welches Angebot zu Ihnen passt.',
    'Wir möchten, dass Sie informiert entscheiden, nicht unter Zeitdruck und nicht aufgrund von Werbung. Deshalb zeigen wir nicht nur Zinssätze, sondern auch Gesamtkosten, Risiken und Alternativen. Unsere Ratgeber und das Finanzglossar erklären die Hintergründe in verständlicher Sprache.',
  ],
} as const;

/** The key figures of the mission section, counted from the route manifest and the glossary. */
export function aboutFacts(glossaryTermCount: number = contentStats.glossaryTermCount) {
  return [
    { value: formatNumber(guideCount), label: 'Ratgeber zu Kredit, Sparen und Einkommen' },
    { value: formatNumber(glossaryTermCount), label: 'Begriffe im Finanzglossar' },
    { value: 'Kostenlos', label: 'und unverbindlich für Verbraucher' },
  ];
}

export interface AboutValue {
  title: string;
  text: string;
  /** A source to check the statement, e.g. the certificate. */
  link?: { label: string; href: string };
}

/** A seal only with a real certificate: body, scope, number, validity and a link to it. */
function certificateValue(certificate: Certificate): AboutValue {
  return {
    title: markSample(`Zertifiziert von ${certificate.body}`, certificate),
    text: `Geprüft wurde: ${certificate.scope}. Zertifikat Nr. ${certificate.number}, gültig bis ${formatDate(certificate.validUntil)}. Die Prüfung betrifft unser Portal, nicht die Konditionen der Banken.`,
    link: { label: `Zertifikat bei ${certificate.body} ansehen`, href: certificate.url },
  };
}

const disclosureValue: AboutValue = {
  title: 'Offenlegung',
  text: `${operatorFacts.brokerRole.remuneration} Wie die Reihenfolge einer Liste entsteht, erklären wir unter „So sortieren wir“ bei jedem Vergleich; Links zu Partnern sind als Anzeige gekennzeichnet.`,
};

export function aboutValues(facts: Pick<OperatorFacts, 'claims' | 'certificate'> = operatorFacts): AboutValue[] {
  return [
    {
      title: claimText(facts.claims.ownership),
      text: 'Wir gehören zu keiner Bank und keinem Finanzkonzern. Unser Geld verdienen wir mit Provisionen der Anbieter, deren Angebote wir zeigen; das ändert nichts an Ihren Kosten.',
    },
    {
      title: 'Für Verbraucher',
      text: 'Unser Vergleich ist für Sie kostenlos und unverbindlich. Wir erklären Fachbegriffe verständlich und weisen offen auf Kosten und Risiken eines Kredits hin.',
    },
    facts.certificate ? certificateValue(facts.certificate) : disclosureValue,
    {
      title: 'Aktuelle Daten',
      text: 'Die Angebote unserer Partner pflegen wir laufend in unserer Datenbank und zeigen sie direkt von dort an. Verbindlich ist immer das konkrete Angebot der Bank.',
    },
  ];
}

/** Every offer card lists up to two recorded disadvantages beside its advantages (PartnerCard); tests/e2e/partners-pages.spec.ts checks each list. */
export const CONS_SENTENCE = 'Auf jeder Angebotskarte nennen wir neben den Vorteilen auch Nachteile eines Angebots, soweit wir welche erfasst haben.';


export const aboutPrinciples = [
  {
    title: 'Transparenz',
    text: 'Wir legen offen, wie wir uns finanzieren: Wir erhalten Provisionen unserer Partner, für Sie entstehen dadurch keine Mehrkosten. Links zu Partnern sind als Werbung gekennzeichnet.',
  },
  {
    title: 'Objektivität',
    text: `Bei jedem Kreditangebot zeigen wir nicht nur den niedrigsten Zins, sondern das repräsentative Beispiel mit den Gesamtkosten, und wir empfehlen auch Alternativen, wenn ein Kredit nicht die beste Lösung ist. ${CONS_SENTENCE} Wie die Reihenfolge einer Liste entsteht, legen wir bei jeder Liste offen.`,
  },
  {
    title: 'Qualität',
    text: `Unsere Ratgeber, Rechner und Glossarartikel werden redaktionell erstellt. Damit Sie einschätzen können, wie aktuell ein Inhalt ist, nennt jeder Ratgeber das Datum seiner letzten Aktualisierung („${GUIDE_DATE_LABEL}“), jeder Glossarbegriff den Tag, an dem er zuletzt aktualisiert wurde („${GLOSSARY_DATE_LABEL}“), und jede Angebotskarte den Tag, an dem ihre Konditionen zuletzt geprüft wurden („${CONDITIONS_DATE_LABEL}“).`,
  },
] as const;

export const aboutContact = {
  text: 'Sie haben eine Frage, eine Anregung oder haben einen Fehler entdeckt? Schreiben Sie uns, wir freuen uns über Ihre Nachricht.',
  note: 'Bitte beachten Sie: Wir beraten nicht zu einzelnen Krediten und nehmen keine Kreditanträge entgegen. Dafür ist die jeweilige Bank zuständig.',
  imprintLink: { label: 'Alle Angaben zum Anbieter im Impressum', href: routePath('impressum') },
} as const;

export const furtherInformation = {
  lead: 'Unabhängige Informationen rund um Kredite, Geldanlage und Verbraucherschutz finden Sie auch bei diesen Stellen:',
  links: [
    {
      label: 'BaFin – Bundesanstalt für Finanzdienstleistungsaufsicht',
      href: 'https://www.bafin.de/',
      text: 'Die Finanzaufsicht beaufsichtigt Banken und Finanzdienstleister und informiert Verbraucher über ihre Rechte.',
    },
    {
      label: 'Verbraucherzentrale',
      href: 'https://www.verbraucherzentrale.de/',
      text: 'Unabhängige Beratung zu Geld, Krediten und Verträgen, einschließlich Schuldnerberatung.',
    },
    {
      label: 'Deutsche Bundesbank',
      href: 'https://www.bundesbank.de/',
      text: 'Die Zentralbank Deutschlands bietet Informationen zu Zinsen, Geldpolitik und Finanzstatistiken.',
    },
  ],
} as const;

export const aboutCta = {
  title: 'Jetzt vergleichen',
  text: 'Finden Sie in wenigen Minuten den passenden Kredit oder die passende Kreditkarte: kostenlos und unverbindlich.',
  links: [
    { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') },
    { label: 'Kreditkarten vergleichen', href: routePath('kreditkarten') },
  ],
} as const;
