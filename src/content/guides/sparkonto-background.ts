import { factText, factValue } from '@/content/facts/facts';
import { emergencyFundRule } from '@/content/guides/emergency-fund';
import type { GuideParagraphSection } from '@/content/guides/guide-types';
import { flatTaxOn, taxFigures } from '@/content/guides/tax-figures';
import { formatEuro, formatEuroWhole } from '@/lib/format';

/**
 * The background parts of /ratgeber/sparkonto below the comparison: what Tagesgeld and Festgeld
 * are, reviews and saver types. Their code loads when their turn to hydrate comes, so they live
 * apart from what the comparison needs (src/pages/guide-sparkonto-sections.tsx).
 */

export interface SavingsReview {
  /** True for an illustrative text of the editors: shown as "Beispielbewertung", refused by a production build. */
  sample: boolean;
  bank: string;
  name: string;
  /** Whole stars, 1 to 5. */
  bewertung: 1 | 2 | 3 | 4 | 5;
  kommentar: string;
}

export interface SaverType {
  typ: string;
  beschreibung: string;
  empfehlung: string;
  tipps: readonly string[];
  /** The comparison on this page for this saver: its link text and GET parameters (the comparison's names and values). */
  vergleich: { label: string; params: Readonly<Record<string, string>> };
}

export const sparkontoBasics: readonly GuideParagraphSection[] = [
  {
    id: 'tagesgeld-festgeld',
    title: 'Tagesgeld oder Festgeld: der Unterschied',
    paragraphs: [
      'Ein Tagesgeldkonto ist ein verzinstes Sparkonto, über das Sie täglich verfügen können. Der Zins ist variabel: Die Bank kann ihn jederzeit anpassen, etwa wenn die Europäische Zentralbank ihre Leitzinsen ändert. Tagesgeld eignet sich deshalb für den Notgroschen und für Geld, das Sie in den nächsten Monaten brauchen könnten.',
      'Beim Festgeld legen Sie einen Betrag für eine feste Laufzeit an, typischerweise zwischen drei Monaten und zehn Jahren. Dafür ist der Zins für die gesamte Laufzeit garantiert. Vorzeitig kommen Sie in der Regel nicht an das Geld. Festgeld lohnt sich für Beträge, die Sie sicher nicht vor Ablauf brauchen.',
      `Viele Sparer kombinieren beides: einen Notgroschen von ${emergencyFundRule.dative} auf dem Tagesgeldkonto und den Rest gestaffelt in Festgeld mit unterschiedlichen Laufzeiten. So sichern Sie sich feste Zinsen, ohne alles auf einmal zu binden.`,
    ],
  },
  {
    id: 'einlagensicherung',
    title: 'Einlagensicherung: Wie sicher ist mein Geld?',
    paragraphs: [
      `Guthaben auf Tagesgeld- und Festgeldkonten sind in der Europäischen Union durch die gesetzliche Einlagensicherung bis ${factText('einlagensicherung')} pro Kunde und Bank geschützt. Bei Gemeinschaftskonten gilt der Betrag für jeden Kontoinhaber. In Deutschland regelt das Einlagensicherungsgesetz (EinSiG) diesen Schutz; für bestimmte Lebensereignisse, etwa den Verkauf der selbst genutzten Immobilie, sind vorübergehend sogar bis zu ${factText('einlagensicherung-sonderfall')} geschützt.`,
      `Bei Banken aus anderen EU-Ländern greift die Einlagensicherung des jeweiligen Heimatlandes. Im Euroraum ist der Betrag gleich hoch, im Ernstfall kann die Auszahlung aber länger dauern und über eine ausländische Stelle laufen. Wer mehr als ${factText('einlagensicherung')} anlegen möchte, verteilt das Geld am besten auf mehrere Banken. Im Vergleich oben steht bei jedem Angebot das Land der Bank und ihre Einlagensicherung.`,
    ],
  },
  {
    id: 'steuern',
    title: 'Zinsen und Steuern',
    paragraphs: [
      `Zinsen sind Kapitalerträge. Bis zum Sparer-Pauschbetrag von ${formatEuroWhole(taxFigures.saverAllowance.single)} im Jahr (Paare ${formatEuroWhole(taxFigures.saverAllowance.couple)}) bleiben sie steuerfrei, wenn Sie Ihrer Bank einen Freistellungsauftrag erteilen. Darüber behält die Bank ${taxFigures.flatTaxPercent} % Abgeltungsteuer plus Solidaritätszuschlag und gegebenenfalls Kirchensteuer ein.`,
      `Ohne Freistellungsauftrag zieht die Bank die Steuer sofort ab: Auf 1.000\u00a0€ Zinsen wären das ${formatEuro(flatTaxOn(1_000))}, die Sie erst über die Steuererklärung zurückbekommen. Bei Banken im Ausland wird meist keine Steuer einbehalten; dann tragen Sie die Zinsen selbst in der Anlage KAP ein.`,
    ],
  },
];

/**
 * Illustrative reviews, written by the editorial team: not verified customer reviews (UWG § 5b Abs. 3),
 * so sample content that must not ship (Anhang Nr. 23b UWG); src/content/marked-content.ts lists them.
 */
export const savingsReviews: readonly SavingsReview[] = [
  { sample: true, bank: 'Onlinebank B', name: 'Martina K.', bewertung: 5, kommentar: 'Konto in zehn Minuten per Video-Ident eröffnet, die Zinsen kommen pünktlich jeden Monat. Genau so stelle ich mir ein Tagesgeldkonto vor.' },
  { sample: true, bank: 'Direktbank A', name: 'Jonas W.', bewertung: 4, kommentar: 'Guter Zins für sechs Monate, die App ist übersichtlich. Abzug, weil der Kundenservice am Telefon nur werktags erreichbar ist.' },
  { sample: true, bank: 'Auslandsbank C (EU)', name: 'Sevgi A.', bewertung: 4, kommentar: 'Lohnender Zins, aber die Zinsen muss ich selbst in der Steuererklärung angeben. Das sollte man vorher wissen.' },
  { sample: true, bank: 'Genossenschaftsbank D', name: 'Peter H.', bewertung: 5, kommentar: 'Persönliche Beratung in der Filiale und trotzdem ein fairer Festgeldzins. Für mich als Älteren ist das viel wert.' },
  { sample: true, bank: 'Onlinebank F', name: 'Lena S.', bewertung: 3, kommentar: 'Der Zins ist top, aber zehn Jahre sind lang. Ich hätte lieber einen Teil kürzer angelegt.' },
];

/** The section of the reviews: while they are samples, its title says so. */
export function reviewsSection(reviews: readonly SavingsReview[]) {
  const samples = reviews.some((review) => review.sample);
  return samples
    ? { title: 'Erfahrungen von Sparern (Beispiele)', lead: 'Von unserer Redaktion verfasste Beispieltexte: So können Erfahrungen mit Tagesgeld und Festgeld aussehen.' }
    : { title: 'Erfahrungen von Sparern', lead: 'So beschreiben Sparer ihre Erfahrungen mit Tagesgeld und Festgeld.' };
}

export const reviewsDisclosure =
  'Hinweis: Diese Erfahrungsberichte sind von der Redaktion verfasste, beispielhafte Texte zur Veranschaulichung typischer Erfahrungen. Es handelt sich nicht um echte, überprüfte Kundenbewertungen, und die genannten Banken sind anonymisierte Banktypen.';

export const saverTypes: readonly SaverType[] = [
  {
    typ: 'Der Notgroschen-Sparer',
    beschreibung: 'Sie möchten eine Reserve für unerwartete Ausgaben aufbauen und jederzeit an Ihr Geld kommen.',
    empfehlung: 'Tagesgeld mit dauerhaft solidem Zins statt kurzfristigem Lockangebot',
    vergleich: { label: 'Tagesgeld ohne Neukundenzins vergleichen', params: { anlage: 'tagesgeld', neukunde: 'nein' } },
    tipps: [`${emergencyFundRule.sentenceStart} als Ziel setzen`, 'Automatischen Dauerauftrag nach dem Gehaltseingang einrichten', 'Konto bei einer anderen Bank als das Girokonto eröffnen, damit die Reserve nicht nebenbei ausgegeben wird'],
  },
  {
    typ: 'Der Zinsoptimierer',
    beschreibung: 'Sie vergleichen regelmäßig und wechseln, wenn eine andere Bank mehr bietet.',
    empfehlung: 'Tagesgeld mit Neukundenzins, danach zum nächsten Angebot wechseln',
    vergleich: { label: 'Tagesgeld für 6 Monate als Neukunde vergleichen', params: { anlage: 'tagesgeld', dauer: '6', neukunde: 'ja' } },
    tipps: ['Auf die Dauer der Zinsgarantie achten, nicht nur auf die Höhe', 'Freistellungsaufträge bei jedem Wechsel anpassen', 'Kalendererinnerung für das Ende des Aktionszinses setzen'],
  },
  {
    typ: 'Der Planer mit festem Ziel',
    beschreibung: 'Sie sparen für einen Termin, etwa ein Auto in zwei Jahren oder die Anzahlung für eine Wohnung.',
    empfehlung: 'Festgeld mit einer Laufzeit, die genau zum Ziel passt',
    vergleich: { label: 'Festgeld für 24 Monate vergleichen', params: { anlage: 'festgeld', dauer: '24' } },
    tipps: ['Laufzeit nie länger wählen als den geplanten Termin', 'Bei größeren Beträgen eine Festgeldtreppe mit mehreren Laufzeiten bauen', 'Zinsen im Voraus berechnen und im Sparplan berücksichtigen'],
  },
  {
    typ: 'Der Sicherheitsorientierte',
    beschreibung: 'Sie legen größere Beträge an und wollen kein Risiko eingehen, auch nicht bei ausländischen Banken.',
    empfehlung: 'Deutsche Banken mit gesetzlicher und zusätzlicher Einlagensicherung',
    vergleich: { label: `${factText('einlagensicherung')} als Tagesgeld vergleichen: Land und Einlagensicherung stehen bei jedem Angebot`, params: { anlage: 'tagesgeld', betrag: String(factValue('einlagensicherung')) } },
    tipps: [`Nicht mehr als ${factText('einlagensicherung')} pro Bank anlegen`, 'Auf die Mitgliedschaft in einer zusätzlichen Sicherungseinrichtung achten', 'Für lange Zeiträume auch breit gestreute Anlagen wie ETF-Sparpläne prüfen'],
  },
];

