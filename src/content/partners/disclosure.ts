/** Ad marking (UWG § 5a) and ranking transparency (UWG § 5b) for every partner list. */
export const AD_LABEL = 'Anzeige';

export const RANKING_NOTE_ID = 'so-sortieren-wir';

export const commissionDisclosure =
  'Wir erhalten von den hier gelisteten Partnern eine Provision, wenn Sie über unsere Links ein Produkt abschließen. ' +
  'Für Sie entstehen dadurch keine Mehrkosten. Der Vergleich umfasst nicht alle Anbieter am Markt.';

export const rankingNote = {
  title: 'So sortieren wir',
  paragraphs: [
    'Die Reihenfolge der Angebote legt unsere Redaktion fest. Maßgeblich sind vor allem der effektive Jahreszins ab dem das Angebot startet, die Spanne der Kreditsummen, die Flexibilität (Sondertilgungen, Ratenpausen, Laufzeiten), die Geschwindigkeit von Zusage und Auszahlung sowie die Zugangsvoraussetzungen.',
    'Die ersten Plätze tragen deshalb Rangabzeichen oder Hinweise wie „Empfehlung“. Vergleichsportale, die selbst mehrere Banken vermitteln, stehen am Ende der Liste.',
    'Ob und in welcher Höhe wir eine Provision erhalten, fließt nicht in die Reihenfolge ein. Wir prüfen die Reihenfolge regelmäßig und passen sie an, wenn sich Konditionen ändern.',
  ],
  criteriaLink: { label: 'Unsere Bewertungskriterien im Detail', href: '/ratenkredit/beste#bewertungskriterien' },
} as const;

export const exampleOnPartnerPage = 'Repräsentatives Beispiel auf der Seite des Anbieters';
