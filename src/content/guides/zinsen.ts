import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideParagraphSection, GuideSource } from '@/content/guides/guide-types';
import { routePath } from '@/routes/manifest';

export const zinsenIntro = {
  title: 'Zinsen verstehen: Sollzins, Effektivzins und was ein Kredit wirklich kostet',
  lead: 'Zinsen sind der Preis für geliehenes Geld und die Belohnung für gespartes. Wer die wichtigsten Begriffe kennt und eine Rate selbst nachrechnen kann, durchschaut Kreditangebote schneller und erkennt, welches wirklich günstig ist. Dieser Ratgeber erklärt die Grundlagen mit Rechenbeispielen, die direkt aus den Formeln berechnet sind.',
} as const;

export const zinsenBasics: readonly GuideParagraphSection[] = [
  {
    id: 'sollzins',
    title: 'Sollzins: der reine Preis des Geldes',
    paragraphs: [
      'Der Sollzins (früher Nominalzins) ist der Zinssatz, mit dem die Bank das jeweils noch offene Darlehen verzinst. Er wird als Jahreszins angegeben, aber bei Ratenkrediten monatlich berechnet: Bei 6\u00a0% Sollzins fällt jeden Monat ein Zwölftel, also 0,5\u00a0%, auf die Restschuld an.',
      'Der Sollzins kann für die gesamte Laufzeit fest oder veränderlich vereinbart sein. Bei Ratenkrediten ist ein fester Sollzins üblich, sodass die Rate bis zum Schluss gleich bleibt.',
    ],
  },
  {
    id: 'effektivzins',
    title: 'Effektiver Jahreszins: die Zahl für den Vergleich',
    paragraphs: [
      'Der effektive Jahreszins drückt die gesamten Kosten des Kredits als jährlichen Prozentsatz aus. Nach der Preisangabenverordnung (§ 6 PAngV) fließen neben dem Sollzins alle Kosten ein, die Sie für den Kredit zwingend zahlen müssen, etwa Bearbeitungsgebühren oder eine vorgeschriebene Versicherung. Außerdem berücksichtigt er, dass Zinsen unterjährig, also monatlich, fällig werden.',
      'Deshalb liegt der effektive Jahreszins selbst ohne Gebühren immer etwas über dem Sollzins: Aus 5,9\u00a0% Sollzins werden bei monatlicher Zahlung rund 6,06\u00a0% effektiv. Für den Vergleich verschiedener Angebote gilt darum eine einfache Regel: Legen Sie immer nur effektive Jahreszinsen nebeneinander.',
    ],
  },
  {
    id: 'annuitaet',
    title: 'So setzt sich Ihre Monatsrate zusammen',
    paragraphs: [
      'Fast alle Ratenkredite sind Annuitätendarlehen: Sie zahlen jeden Monat die gleiche Rate. Diese besteht aus einem Zinsanteil und einem Tilgungsanteil. Am Anfang ist die Restschuld hoch, deshalb ist auch der Zinsanteil hoch und die Tilgung klein. Mit jeder Rate sinkt die Restschuld, der Zinsanteil schrumpft und der Tilgungsanteil wächst.',
      'Für die Rate gibt es eine feste Formel: Rate = Kreditbetrag × q / (1 − (1 + q)^−n), wobei q der Monatszins und n die Zahl der Monate ist. Mit genau dieser Formel sind alle Beispiele auf dieser Seite berechnet.',
    ],
  },
];

/** The worked examples of the main table: amounts and terms typical for Ratenkredite, plus one larger loan. */
export const interestExampleInputs = [
  { amount: 5_000, months: 36, nominalRate: 4.5 },
  { amount: 10_000, months: 60, nominalRate: 5.9 },
  { amount: 20_000, months: 84, nominalRate: 6.5 },
  { amount: 30_000, months: 120, nominalRate: 7.2 },
  { amount: 200_000, months: 60, nominalRate: 5.5 },
] as const;

/** The same loan at four rates: what a better credit rating is worth. */
export const rateComparisonInput = { amount: 10_000, months: 60, nominalRates: [4, 6, 8, 10] } as const;

/** First instalment split into interest and repayment. */
export const firstInstalmentInput = { amount: 10_000, months: 60, nominalRate: 6 } as const;

/** Compound interest: a monthly savings plan over a long horizon. */
export const compoundInput = { monthlyDeposit: 100, annualRatePercent: 7, years: 30 } as const;

export const zinsFactors: readonly { titel: string; beschreibung: string }[] = [
  {
    titel: 'Leitzins und Kapitalmarkt',
    beschreibung:
      'Banken refinanzieren sich zu Sätzen, die sich an den Leitzinsen der Europäischen Zentralbank und an den Renditen am Kapitalmarkt orientieren. Steigen diese, werden neue Kredite teurer und Tagesgeld wirft mehr ab, und umgekehrt.',
  },
  {
    titel: 'Ihre Bonität',
    beschreibung:
      'Die meisten Banken vergeben bonitätsabhängige Zinsen. Einkommen, Beschäftigungsverhältnis, bestehende Verpflichtungen und die Daten bei Auskunfteien wie der SCHUFA bestimmen, welchen Zins Sie persönlich erhalten.',
  },
  {
    titel: 'Laufzeit und Betrag',
    beschreibung:
      'Sehr kleine Beträge und sehr lange Laufzeiten sind für Banken weniger attraktiv und oft etwas teurer. Außerdem wachsen die Zinskosten mit der Laufzeit, selbst wenn der Zinssatz gleich bleibt.',
  },
  {
    titel: 'Verwendungszweck und Sicherheiten',
    beschreibung:
      'Ein Autokredit, bei dem das Fahrzeug als Sicherheit dient, ist meist günstiger als ein freier Ratenkredit. Ein zweiter Kreditnehmer mit eigenem Einkommen kann den Zins ebenfalls senken.',
  },
];

export const zinsenAuthor = guideAuthor(
  'katharina-wolff',
  'Wer eine Rate einmal selbst nachgerechnet hat, lässt sich von keinem Lockangebot mehr blenden. Die Formel ist einfacher, als die meisten denken.',
);

export const zinsenFaqs: readonly Faq[] = [
  {
    q: 'Warum ist der effektive Jahreszins höher als der Sollzins?',
    a: 'Weil er die monatliche Zinsbelastung auf ein Jahr hochrechnet und alle Pflichtkosten des Kredits enthält. Selbst ohne Gebühren liegt er bei monatlicher Zahlung etwas über dem Sollzins.',
  },
  {
    q: 'Was bedeutet der Zins im repräsentativen Beispiel?',
    a: 'Kreditwerbung muss ein repräsentatives Beispiel enthalten. Der Anbieter muss erwarten können, dass mindestens zwei Drittel der aufgrund der Werbung geschlossenen Verträge zu dem dort genannten effektiven Jahreszins oder einem günstigeren zustande kommen (§ 17 Abs. 4 PAngV). Mindestens zwei Drittel der Kundinnen und Kunden erhalten also diesen oder einen günstigeren Zins.',
  },
  {
    q: 'Lohnt sich eine kürzere Laufzeit?',
    a: 'Ja, wenn Sie die höhere Rate sicher tragen können. Sie zahlen dann weniger Zinsen, weil die Restschuld schneller sinkt.',
  },
  {
    q: 'Was ist der Zinseszinseffekt?',
    a: 'Zinsen, die auf einem Sparkonto oder in einem Sparplan verbleiben, werden in der nächsten Periode mitverzinst. Über lange Zeiträume entsteht so ein großer Teil des Endvermögens allein aus Zinsen auf Zinsen.',
  },
];

export const zinsenSources: readonly GuideSource[] = [
  { label: '§ 6 PAngV: Berechnung des effektiven Jahreszinses', href: 'https://www.gesetze-im-internet.de/pangv_2022/__6.html' },
  { label: 'Deutsche Bundesbank: Statistiken zu Zinssätzen und Renditen', href: 'https://www.bundesbank.de/de/statistiken' },
  { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html' },
  {
    label: 'Verbraucherzentrale: Kredit, Schulden, Insolvenz',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/kredit-schulden-insolvenz',
  },
];

export const zinsenLinks: readonly GuideLink[] = [
  { label: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen'), text: 'Effektive Jahreszinsen aller Anbieter in einer Tabelle.' },
  { label: 'Den besten Kredit finden', href: routePath('ratgeber-bester-kredit'), text: 'In 7 Schritten zum günstigen Ratenkredit, mit den häufigsten Fehlern.' },
  { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit'), text: 'Ihren persönlichen Zins unverbindlich und SCHUFA-neutral ermitteln.' },
];
