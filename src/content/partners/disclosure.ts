import { criteriaWithWeights } from '@/content/partners/evaluation';
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

export interface RankingNote {
  paragraphs: readonly string[];
  criteriaLink?: ContentLink;
}

const onlyCommissionPartners =
  'In den Vergleich nehmen wir nur Anbieter auf, von denen wir eine Provision erhalten; er umfasst daher nicht alle Anbieter am Markt.';

/** The note of a list in the editorial order (partners.display_order, set by hand). */
function editorialNote(products: string, ...details: string[]): RankingNote {
  return {
    paragraphs: [
      `Die Reihenfolge der ${products} legt unsere Redaktion von Hand fest. Sie beruht nicht auf einer Punktbewertung mit festen Kriterien und Gewichten; deshalb vergeben wir hier weder Plätze noch Auszeichnungen.`,
      ...details,
      `Ob und in welcher Höhe wir eine Provision erhalten, hat keinen Einfluss auf die Reihenfolge. ${onlyCommissionPartners}`,
    ],
  };
}

const portalsIncluded =
  'Die Liste enthält neben einzelnen Anbietern auch Vergleichsportale und Vermittler, die Angebote mehrerer Banken vermitteln.';

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
  kreditkarte: editorialNote('Kreditkarten', portalsIncluded),
  unternehmenskredit: editorialNote('Unternehmenskredite', portalsIncluded),
  baufinanzierung: editorialNote('Baufinanzierungsangebote'),
  sparkonto: editorialNote('Tages- und Festgeldkonten'),
} as const satisfies Record<string, RankingNote>;

/** In place of a loan rate that has no representative example to stand beside it. */
export const conditionsAtProvider = 'Konditionen beim Anbieter';
