import type { Faq } from '@/content/types';
import { emergencyFundRule } from '@/content/guides/emergency-fund';
import { operatorFacts } from '@/config/operator-facts';
import { claimText } from '@/content/claims';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideSource } from '@/content/guides/guide-types';
import { representativeExample } from '@/lib/loan-math';
import { routePath } from '@/routes/manifest';

export interface CreditStep {
  titel: string;
  beschreibung: string;
  tipps: readonly string[];
}

export interface CreditMistake {
  titel: string;
  problem: string;
  besser: string;
}

export const besterKreditIntro = {
  title: 'Den besten Kredit finden: in 7 Schritten zum günstigen Ratenkredit',
  lead: 'Der „beste“ Kredit ist nicht der mit dem niedrigsten Werbezins, sondern der, dessen Gesamtkosten am niedrigsten sind und dessen Rate auch in einem schlechten Monat noch bequem in Ihr Budget passt. Dieser Ratgeber führt Sie Schritt für Schritt vom ersten Kassensturz bis zur Unterschrift und zeigt, welche Fehler Verbraucher am meisten Geld kosten.',
  paragraphs: [
    `Ein Ratenkredit ist schnell beantragt. ${claimText(operatorFacts.claims.decisionTime)}, und das Geld ist oft wenige Tage später auf dem Konto. Gerade diese Geschwindigkeit verleitet dazu, das erstbeste Angebot anzunehmen. Dabei unterscheiden sich die Konditionen für denselben Kunden oft um mehrere Prozentpunkte, und ein Prozentpunkt mehr oder weniger macht über mehrere Jahre schnell einige Hundert Euro aus.`,
    'Wer sich eine halbe Stunde Zeit für Vorbereitung und Vergleich nimmt, spart deshalb in aller Regel mehr, als jede Rabattaktion im Handel bringen könnte. Die folgenden sieben Schritte bauen aufeinander auf; Sie können sie aber auch einzeln als Checkliste nutzen.',
  ],
} as const;

export const creditSteps: readonly CreditStep[] = [
  {
    titel: 'Bedarf und Verwendungszweck klären',
    beschreibung:
      'Legen Sie zuerst fest, wofür Sie das Geld brauchen und wie viel es wirklich sein muss. Ein Puffer von wenigen Hundert Euro ist sinnvoll, ein großzügig aufgerundeter Betrag dagegen kostet über die gesamte Laufzeit Zinsen. Nennen Sie den Verwendungszweck ehrlich: Zweckgebundene Kredite wie ein Autokredit sind oft günstiger, weil die Bank das finanzierte Fahrzeug als Sicherheit betrachtet.',
    tipps: [
      'Kaufpreis, Nebenkosten und einen kleinen Puffer addieren, nicht pauschal aufrunden.',
      'Prüfen, ob Erspartes einen Teil abdecken kann: Jeder selbst bezahlte Euro muss nicht verzinst werden.',
      'Für Auto oder Modernisierung gezielt nach zweckgebundenen Angeboten suchen.',
    ],
  },
  {
    titel: 'Haushaltsrechnung machen: Welche Rate ist tragbar?',
    beschreibung:
      'Stellen Sie Ihre monatlichen Einnahmen allen festen und variablen Ausgaben gegenüber. Was übrig bleibt, ist nicht automatisch Ihre mögliche Rate: Ziehen Sie einen Sicherheitsabstand für unerwartete Ausgaben wie eine Autoreparatur oder eine Nebenkostennachzahlung ab. Die Rate sollte auch dann noch gezahlt werden können, wenn ein Monat teurer ausfällt als geplant.',
    tipps: [
      'Kontoauszüge der letzten drei Monate durchgehen statt zu schätzen.',
      `Einen Notgroschen von ${emergencyFundRule.dative} nicht für den Kauf auflösen.`,
      'Bestehende Raten, etwa für Handy oder Möbel, mitrechnen.',
    ],
  },
  {
    titel: 'Bonität kennen und verbessern',
    beschreibung:
      'Bei den meisten Banken hängt der Zins von Ihrer Bonität ab: Wer als sehr zuverlässig gilt, bekommt den Bestzins, andere zahlen mehr. Bei der SCHUFA und anderen Auskunfteien können Sie jederzeit kostenlos eine Datenkopie nach Art. 15 DSGVO anfordern, nicht nur einmal im Jahr. Fehlerhafte oder veraltete Einträge lassen Sie berichtigen, bevor Sie einen Kredit beantragen.',
    tipps: [
      'Kostenlose Datenkopie nach Art. 15 DSGVO anfordern, nicht die kostenpflichtige Bonitätsauskunft.',
      'Ungenutzte Kreditkarten und Dispositionsrahmen kündigen, wenn Sie sie nicht brauchen.',
      'Gehaltseingang und Kontoführung in den Monaten vor dem Antrag stabil halten.',
    ],
  },
  {
    titel: 'Angebote über den effektiven Jahreszins vergleichen',
    beschreibung:
      'Maßgeblich ist der effektive Jahreszins: Er enthält nach der Preisangabenverordnung neben dem Sollzins auch die übrigen Kosten, die für den Kredit zwingend anfallen. Achten Sie auf das repräsentative Beispiel, das jede Kreditwerbung enthalten muss. Den dort genannten effektiven Jahreszins oder einen günstigeren erhalten mindestens zwei Drittel der Kundinnen und Kunden, die aufgrund der Werbung einen Vertrag schließen; der „ab“-Zins aus der Überschrift gilt dagegen oft nur für die beste Bonitätsstufe.',
    tipps: [
      'Nur effektive Jahreszinsen miteinander vergleichen, nie Sollzins mit Effektivzins.',
      'Auf „Anfrage zu Konditionen“ achten: Sie ist für andere Banken nicht sichtbar und verschlechtert Ihren Score nicht.',
      'Mindestens drei bis fünf Angebote einholen, auch von der eigenen Hausbank.',
    ],
  },
  {
    titel: 'Laufzeit und Rate sinnvoll abwägen',
    beschreibung:
      'Eine lange Laufzeit senkt die Monatsrate, erhöht aber die Zinskosten, weil Sie das geliehene Geld länger nutzen. Wählen Sie die kürzeste Laufzeit, deren Rate Sie sicher tragen können. Die Tabelle unten zeigt am Beispiel von 10.000\u00a0€, wie stark sich die Laufzeit auf die Gesamtkosten auswirkt.',
    tipps: [
      'Lieber eine etwas höhere Rate und dafür schneller schuldenfrei.',
      'Laufzeiten zwischen 12 und 120 Monaten sind bei Ratenkrediten üblich.',
      'Bei langen Laufzeiten auf kostenlose Sondertilgungen achten.',
    ],
  },
  {
    titel: 'Vertrag und Zusatzprodukte prüfen',
    beschreibung:
      'Lesen Sie vor der Unterschrift die Europäischen Standardinformationen für Verbraucherkredite. Prüfen Sie, ob Sondertilgungen kostenlos möglich sind und was eine vorzeitige Rückzahlung kostet: Die Vorfälligkeitsentschädigung ist bei Verbraucherkrediten gesetzlich auf 1\u00a0% des vorzeitig zurückgezahlten Betrags begrenzt, bei weniger als einem Jahr Restlaufzeit auf 0,5\u00a0%. Eine Restschuldversicherung ist fast immer freiwillig und verteuert den Kredit oft erheblich.',
    tipps: [
      'Restschuldversicherung nur abschließen, wenn Sie den Schutz wirklich brauchen, und dann Angebote vergleichen.',
      'Auf eine kostenlose Ratenpause oder Ratenanpassung achten.',
      'Keine Vorkosten zahlen: Seriöse Banken verlangen vor der Auszahlung kein Geld.',
    ],
  },
  {
    titel: 'Abschließen, Widerrufsrecht kennen, Rückzahlung planen',
    beschreibung:
      'Für den Antrag brauchen Sie in der Regel Ausweis, Gehaltsnachweise und Kontoauszüge; die Identifizierung läuft meist per Video oder digital. Nach Vertragsschluss haben Sie ein Widerrufsrecht von 14 Tagen. Richten Sie danach einen Dauerauftrag oder eine Erinnerung ein und prüfen Sie einmal im Jahr, ob eine Sondertilgung oder eine Umschuldung zu günstigeren Zinsen möglich ist.',
    tipps: [
      'Vertragsunterlagen und Widerrufsbelehrung digital und auf Papier aufbewahren.',
      'Rate direkt nach dem Gehaltseingang abbuchen lassen.',
      'Bei Zahlungsschwierigkeiten früh mit der Bank sprechen statt Raten platzen zu lassen.',
    ],
  },
];

export const creditMistakes: readonly CreditMistake[] = [
  {
    titel: 'Nur auf die Monatsrate schauen',
    problem: 'Eine niedrige Rate wirkt günstig, entsteht aber oft nur durch eine sehr lange Laufzeit. Die Zinskosten steigen dabei deutlich.',
    besser: 'Gesamtbetrag und Zinskosten vergleichen und die kürzeste tragbare Laufzeit wählen.',
  },
  {
    titel: 'Sollzins mit effektivem Jahreszins verwechseln',
    problem: 'Der Sollzins ist höchstens so hoch wie der effektive Jahreszins, meist niedriger: Er enthält keine weiteren Kosten, und dass Zinsen monatlich statt jährlich gezahlt werden, ist darin nicht eingerechnet.',
    besser: 'Ausschließlich effektive Jahreszinsen nebeneinanderlegen.',
  },
  {
    titel: 'Dem „ab“-Zins der Werbung vertrauen',
    problem: 'Der beworbene Bestzins gilt oft nur für wenige Kunden mit sehr guter Bonität und bestimmten Laufzeiten.',
    besser: 'Den persönlichen Zins per Konditionsanfrage ermitteln und das repräsentative Beispiel lesen.',
  },
  {
    titel: 'Viele Kreditanfragen auf einmal stellen',
    problem: 'Echte Kreditanfragen werden bei Auskunfteien vermerkt und können bei anderen Banken Fragen aufwerfen.',
    besser: 'Konditionsanfragen nutzen, die nur Sie selbst in Ihrer Datenkopie sehen.',
  },
  {
    titel: 'Restschuldversicherung ungeprüft mitnehmen',
    problem: 'Die Prämie wird häufig mitfinanziert und erhöht die tatsächlichen Kosten erheblich, obwohl viele Risiken nicht abgedeckt sind.',
    besser: 'Nur bei echtem Bedarf abschließen und mit einer separaten Risikolebens- oder Berufsunfähigkeitsversicherung vergleichen.',
  },
  {
    titel: 'Den Dispokredit als Dauerlösung nutzen',
    problem: 'Dispozinsen liegen meist deutlich über den Zinsen eines Ratenkredits; wer dauerhaft im Minus ist, zahlt unnötig viel.',
    besser: 'Einen dauerhaft genutzten Dispo mit einem günstigeren Ratenkredit ablösen und das Konto danach ausgeglichen halten.',
  },
  {
    titel: 'Auf „Kredit ohne SCHUFA“ mit Vorkosten hereinfallen',
    problem: 'Unseriöse Vermittler verlangen Gebühren im Voraus, verkaufen teure Zusatzprodukte oder zahlen am Ende gar nichts aus.',
    besser: 'Niemals vorab zahlen und zuerst seriöse Alternativen prüfen.',
  },
  {
    titel: 'Ohne Puffer planen',
    problem: 'Wer jeden übrigen Euro in die Rate steckt, gerät bei der ersten unerwarteten Ausgabe in Zahlungsschwierigkeiten.',
    besser: 'Rate so wählen, dass Notgroschen und monatlicher Spielraum erhalten bleiben.',
  },
];

/** Computed illustration for step 5: the same loan over three terms. */
export const termComparisonInput = { amount: 10_000, borrowingRate: 5.83, terms: [36, 60, 84] } as const;

export const termComparison = termComparisonInput.terms.map((months) => ({
  months,
  ...representativeExample({ netLoanAmount: termComparisonInput.amount, borrowingRate: termComparisonInput.borrowingRate, termMonths: months }),
}));

export const besterKreditAuthor = guideAuthor(
  'thomas-berger',
  'Die wichtigste Zahl im Kreditvertrag ist nicht die Rate, sondern der Gesamtbetrag. Wer ihn vor der Unterschrift kennt, trifft fast immer die bessere Entscheidung.',
);

export const besterKreditFaqs: readonly Faq[] = [
  {
    q: 'Verschlechtert ein Kreditvergleich meine SCHUFA?',
    a: 'Nein, solange die Banken eine Anfrage zu Konditionen stellen. Diese sehen nur Sie selbst in Ihrer Datenkopie; andere Banken erfahren davon nichts, und Ihr Score wird nicht beeinflusst.',
  },
  {
    q: 'Wie lange kann ich einen Kreditvertrag widerrufen?',
    a: 'Bei Verbraucherdarlehen haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Die Frist beginnt, sobald der Vertrag geschlossen ist und Sie alle Pflichtangaben und die Widerrufsbelehrung erhalten haben.',
  },
  {
    q: 'Darf ich meinen Ratenkredit vorzeitig zurückzahlen?',
    a: 'Ja, jederzeit ganz oder teilweise. Die Bank darf dafür höchstens 1\u00a0% des vorzeitig zurückgezahlten Betrags verlangen, bei einer Restlaufzeit von unter einem Jahr höchstens 0,5\u00a0%. Viele Banken verzichten ganz darauf.',
  },
  {
    q: 'Welche Laufzeit ist die richtige?',
    a: 'Die kürzeste, deren Rate Sie auch in teuren Monaten sicher zahlen können. Eine längere Laufzeit senkt die Rate, erhöht aber die Zinskosten, wie das Rechenbeispiel in Schritt 5 zeigt.',
  },
];

export const besterKreditSources: readonly GuideSource[] = [
  { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html' },
  {
    label: 'Verbraucherzentrale: Kredit, Schulden, Insolvenz',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/kredit-schulden-insolvenz',
  },
  { label: '§ 495 BGB: Widerrufsrecht bei Verbraucherdarlehen', href: 'https://www.gesetze-im-internet.de/bgb/__495.html' },
  { label: '§ 502 BGB: Vorfälligkeitsentschädigung', href: 'https://www.gesetze-im-internet.de/bgb/__502.html' },
  { label: '§ 6 PAngV: Effektiver Jahreszins bei Verbraucherdarlehen', href: 'https://www.gesetze-im-internet.de/pangv_2022/__6.html' },
  { label: 'Art. 15 DSGVO: Auskunftsrecht (Datenkopie)', href: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj' },
];

export const besterKreditLinks: readonly GuideLink[] = [
  { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit'), text: 'Angebote mit repräsentativem Beispiel und allen Kosten, kostenlos und unverbindlich.' },
  { label: 'Zinsen verstehen', href: routePath('ratgeber-zinsen'), text: 'Sollzins, effektiver Jahreszins und was ein Kredit wirklich kostet, mit Rechenbeispielen.' },
  { label: 'Kredit ohne SCHUFA', href: routePath('ratenkredit-ohne-schufa'), text: 'Woran Sie unseriöse Angebote erkennen und welche Alternativen es gibt.' },
];
