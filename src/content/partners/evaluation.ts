import { evaluationLabels, evaluationWeights, MAX_SCORE } from '@/content/partners/evaluation-weights';

/**
 * The evaluation of instalment loans (Ratenkredite): criteria, weights and how a score is given.
 * The one definition: the top list, the "So bewerten wir" section, the ranking note and the
 * scoring all read it, and a test keeps the keys equal to the CHECK in
 * supabase/migrations/20261124000100_partner_evaluation.sql. Weights are percent and add up to 100.
 */
export const evaluationCriteria = [
  {
    key: 'cost',
    weight: evaluationWeights.cost,
    label: evaluationLabels.cost,
    description:
      'Maßgeblich ist der effektive Jahreszins im repräsentativen Beispiel, nicht der „ab“-Zins: Diesen oder einen günstigeren Zins erhalten mindestens zwei Drittel der Kunden. Bis 6,00 % gibt es 5 Punkte, für jede angefangenen 0,25 Prozentpunkte darüber 0,5 Punkte weniger.',
  },
  {
    key: 'flexibility',
    weight: evaluationWeights.flexibility,
    label: evaluationLabels.flexibility,
    description:
      'Kostenlose Sondertilgungen, Ratenpausen sowie die Spanne wählbarer Kreditsummen und Laufzeiten. 5 Punkte, wenn alles davon ohne Zusatzkosten möglich ist; für jede fehlende oder kostenpflichtige Möglichkeit gibt es Abzüge.',
  },
  {
    key: 'speed',
    weight: evaluationWeights.speed,
    label: evaluationLabels.speed,
    description:
      'Wie schnell Zusage und Auszahlung erfolgen. 5 Punkte bei Online-Zusage in wenigen Minuten und Auszahlung meist am nächsten Werktag mit digitaler Legitimation; 3 Punkte bei Auszahlung innerhalb einer Woche; weniger bei Papierunterlagen oder nötigem Rückruf.',
  },
  {
    key: 'access',
    weight: evaluationWeights.access,
    label: evaluationLabels.access,
    description:
      'Mindesteinkommen, Beschäftigungsdauer, Mindestkreditbetrag und ob auch Selbstständige und Freiberufler einen Kredit erhalten. Je weniger Hürden, desto mehr Punkte.',
  },
  {
    key: 'transparency',
    weight: evaluationWeights.transparency,
    label: evaluationLabels.transparency,
    description:
      'Verständliche und vollständige Kostenangaben, keine Bearbeitungsgebühren, erreichbarer Kundenservice und faire Vertragsbedingungen.',
  },
] as const;


/** The "So bewerten wir" section of /ratenkredit/beste. */
export const evaluationMethod = {
  title: 'So bewerten wir',
  intro: [
    `Jeden Ratenkredit bewerten wir in den folgenden Kriterien mit 0 bis ${MAX_SCORE} Punkten in Schritten von 0,1. Die Gesamtpunktzahl ist der nach den Gewichten gebildete Durchschnitt, auf eine Nachkommastelle gerundet.`,
    'Nach der Gesamtpunktzahl ordnen wir die Top 5 und den Ratenkredit-Vergleich, die höchste zuerst. Bei gleicher Punktzahl entscheidet die von unserer Redaktion festgelegte Reihenfolge. Plätze vergeben wir nur nach dieser Bewertung.',
  ],
  commission:
    'Provisionen haben keinen Einfluss auf die Bewertung: Ob und in welcher Höhe wir eine Provision erhalten, fließt in keine Punktzahl ein. In unseren Vergleich nehmen wir allerdings nur Anbieter auf, von denen wir eine Provision erhalten.',
  scoresTitle: 'Punktzahlen aller bewerteten Angebote',
  unevaluatedLead: 'Noch nicht bewertet und deshalb ohne Platz und ohne Punktzahl:',
  latestLabel: 'Stand der Bewertung',
  sampleNote:
    'Beispieldaten: Die Anbieter dieser Demo und ihre Bewertungen sind erfunden und dienen nur zur Veranschaulichung.',
} as const;
