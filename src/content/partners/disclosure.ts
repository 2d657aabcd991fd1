import { criteriaWithWeights } from '@/content/partners/evaluation-weights';
import type { ContentLink } from '@/content/types';
import { routePath } from '@/routes/manifest';

/** Ad marking (UWG § 5a) and ranking transparency (UWG § 5b) for every partner list. */
export const AD_LABEL = 'Anzeige';

export const RANKING_NOTE_ID = 'so-sortieren-wir';
export const RANKING_NOTE_TITLE = 'So sortieren wir';
/** The "So bewerten wir" section on /ratenkredit/beste. */
export const EVALUATION_SECTION_ID = 'so-bewerten-wir';

export const commissionDisclosure =
  'Wir erhalten von den hier gelisteten Partnern eine Provision, wenn Sie über unsere Links ein Produkt abschließen. ' +
  'Für Sie entstehen dadurch keine Mehrkosten. Der Vergleich umfasst nicht alle Anbieter am Markt.';

/** The anchor of the broker's status information in the Impressum (content/legal/status-information.ts). */
export const STATUS_INFORMATION_ID = 'statusinformationen';

/** Beside the commission disclosure of every credit list: the broker's status information, readable before any click. */
export const statusInformationLink: ContentLink = {
  label: 'Statusinformationen zur Kreditvermittlung',
  href: routePath('impressum', STATUS_INFORMATION_ID),
};

export interface RankingNote {
  paragraphs: readonly string[];
  criteriaLink?: ContentLink;
}

const onlyCommissionPartners =
  'In den Vergleich nehmen wir nur Anbieter auf, von denen wir eine Provision erhalten; er umfasst daher nicht alle Anbieter am Markt.';

/**
 * The note of a list in the order of its examples' effective rates (entities/partner/order-by-rate.ts):
 * the main parameters of the ranking (UWG § 5b Abs. 2), named exactly as the code applies them.
 */
/** The order by example rate; `example` names the example ("repräsentativen Beispiel" for consumer credit). */
function exampleRateNote(products: string, example: string, ...details: string[]): RankingNote {
  return {
    paragraphs: [
      `Die ${products} ordnen wir nach dem effektiven Jahreszins im ${example} des Anbieters, der niedrigste zuerst. Bei gleichem Zins entscheidet die von unserer Redaktion festgelegte Reihenfolge; Angebote ohne Beispiel stehen am Ende. Eine Punktbewertung gibt es hier nicht, deshalb vergeben wir weder Plätze noch Auszeichnungen.`,
      ...details,
      `Ob und in welcher Höhe wir eine Provision erhalten, hat keinen Einfluss auf die Reihenfolge. ${onlyCommissionPartners}`,
    ],
  };
}

/** "So sortieren wir": what really decides the order, one note per product type. */
export const rankingNotes = {
  ratenkredit: {
    paragraphs: [
      `Die Ratenkredite ordnen wir nach der Gesamtpunktzahl unserer Bewertung, die höchste zuerst. Sie setzt sich aus diesen Kriterien zusammen: ${criteriaWithWeights()}. Bei gleicher Punktzahl entscheidet die von unserer Redaktion festgelegte Reihenfolge.`,
      'Angebote, die wir noch nicht bewertet haben, folgen nach den bewerteten in der von unserer Redaktion festgelegten Reihenfolge. Sie erhalten weder einen Platz noch eine Punktzahl.',
      `Ob und in welcher Höhe wir eine Provision erhalten, fließt weder in die Bewertung noch in die Reihenfolge ein. ${onlyCommissionPartners}`,
    ],
    criteriaLink: { label: 'So bewerten wir: Kriterien, Gewichte und Punktzahlen', href: routePath('ratenkredit-beste', EVALUATION_SECTION_ID) },
  },
  // The order of features/card-comparison/model/rank-cards.ts, in its words.
  kreditkarte: {
    paragraphs: [
      'Die Karten ordnen wir nach ihren Kosten für Ihre Angaben, die niedrigsten zuerst: nach den Kosten im 1. Jahr, oder nach den Kosten ab dem 2. Jahr, wenn Sie diese Sortierung wählen. Bei gleichen Kosten entscheiden die Kosten des anderen Jahres, dann der Name. Die Kosten sind Jahresgebühr, Fremdwährungsentgelt und Entgelte für Bargeld außerhalb des Euroraums, abzüglich Cashback; wie wir sie rechnen, steht bei jeder Karte.',
      'Zinsen für die Teilzahlung sind nicht Teil der Kosten, denn sie hängen davon ab, wie viel Sie in Raten zurückzahlen. Karten mit voreingestellter Teilzahlung nennen deshalb ihren Sollzins, den effektiven Jahreszins und ein repräsentatives Beispiel. Karten, deren Konditionen uns nicht vollständig vorliegen, stehen ohne Berechnung am Ende. Eine Punktbewertung gibt es hier nicht, deshalb vergeben wir weder Plätze noch Auszeichnungen.',
      `Ob und in welcher Höhe wir eine Provision erhalten, hat keinen Einfluss auf die Reihenfolge. ${onlyCommissionPartners}`,
    ],
  },
  unternehmenskredit: exampleRateNote(
    'Unternehmenskredite',
    'Beispiel',
    'Im Vergleich für Ihre Angaben stehen die Angebote, die zu Kreditsumme und Laufzeit passen, in dieser Reihenfolge vor den übrigen.',
  ),
  baufinanzierung: exampleRateNote(
    'Baufinanzierungsangebote',
    'repräsentativen Beispiel',
    'Die Beispiele der Anbieter unterscheiden sich in Darlehenssumme und Laufzeit; vergleichen Sie deshalb auch die Angaben zu jedem Beispiel.',
  ),
  // The order of features/savings-comparison/model/savings-offers.ts, in its words.
  sparkonto: {
    paragraphs: [
      'Die Tages- und Festgeldangebote ordnen wir nach dem Zinsertrag für Ihre Angaben (Anlagebetrag, Anlagedauer und beim Tagesgeld, ob Sie Neukunde sind), der höchste zuerst. Mit der Sortierung „Höchster Zinssatz“ ordnen wir nach dem Zinssatz, den wir für Ihre Angaben rechnen: beim Tagesgeld dem Neukundenzins, wenn er für Sie gilt, sonst dem Zins, beim Festgeld dem Zins für Ihre Anlagedauer; bei gleichem Zinssatz entscheidet der Zinsertrag.',
      'Bei gleichem Wert entscheidet die von unserer Redaktion festgelegte Reihenfolge. Angebote, die Ihren Betrag oder Ihre Anlagedauer nicht annehmen, stehen unter „Passt nicht zu Ihren Angaben“ mit dem Grund. Eine Punktbewertung gibt es hier nicht, deshalb vergeben wir weder Plätze noch Auszeichnungen.',
      `Ob und in welcher Höhe wir eine Provision erhalten, hat keinen Einfluss auf die Reihenfolge. ${onlyCommissionPartners}`,
    ],
  },
  /** The static offers of /ratenkredit/ohne-schufa: not evaluated, so no points system to describe. */
  'ohne-schufa': exampleRateNote('Angebote auf dieser Seite', 'repräsentativen Beispiel'),
} as const satisfies Record<string, RankingNote>;

export type RankingNoteId = keyof typeof rankingNotes;

/** In place of a loan rate that has no representative example to stand beside it. */
export const conditionsAtProvider = 'Konditionen beim Anbieter';
