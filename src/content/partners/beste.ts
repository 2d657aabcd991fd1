/** Content of /ratenkredit/beste: reasons per rank and the evaluation criteria. */
export const bestePayoutBadge = '24-48h Auszahlung';
export const besteWinnerLabel = 'Testsieger';

/** Index 0 is the winner; ranks beyond the list reuse the last entry. */
export const reasonsByRank: readonly (readonly string[])[] = [
  [
    'Günstigster Einstiegszins im gesamten Vergleich',
    'Beste Gesamtwertung in allen fünf Bewertungskriterien',
    'Volldigitaler Antrag mit Sofortzusage',
  ],
  [
    'Sehr gutes Preis-Leistungs-Verhältnis',
    'Große Auswahl an Laufzeiten und Kreditsummen',
    'Schufa-neutrale Konditionsanfrage',
  ],
  [
    'Flexible Rückzahlung mit Ratenpause',
    'Faire Konditionen auch bei mittlerer Bonität',
    'Transparente Kostenübersicht ohne versteckte Gebühren',
  ],
  [
    'Attraktive Zinsen für zweckgebundene Kredite',
    'Zweiter Kreditnehmer möglich',
    'Schnelle Bearbeitung des Antrags',
  ],
  [
    'Solide Konditionen für Umschuldungen',
    'Kostenlose Sondertilgungen',
    'Persönlicher Service bei Fragen',
  ],
];

export const evaluationCriteria = [
  { title: 'Effektiver Jahreszins', weight: '35 %', text: 'Der Zins ab dem das Angebot startet und wie viele Kunden ihn tatsächlich erhalten (repräsentatives Beispiel).' },
  { title: 'Flexibilität', weight: '20 %', text: 'Kostenlose Sondertilgungen, Ratenpausen, wählbare Laufzeiten und Kreditsummen.' },
  { title: 'Geschwindigkeit', weight: '20 %', text: 'Wie schnell Zusage und Auszahlung erfolgen, digitale Legitimation und Kontoblick.' },
  { title: 'Zugangsvoraussetzungen', weight: '15 %', text: 'Mindesteinkommen, Beschäftigungsdauer und ob auch Selbstständige einen Kredit erhalten.' },
  { title: 'Transparenz und Service', weight: '10 %', text: 'Verständliche Kostenangaben, erreichbarer Kundenservice und faire Vertragsbedingungen.' },
] as const;

export const besteIntro =
  'Wir haben die Ratenkredite in unserem Vergleich nach fünf Kriterien bewertet. Hier sind die fünf Angebote, die insgesamt am besten abschneiden.';
