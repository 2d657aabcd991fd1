import type { Faq } from '@/content/types';
import { purchaseCostComponents as c, purchaseCostRangeLabel, purchaseCostSentence } from '@/content/guides/purchase-costs';
import { formatDecimal } from '@/lib/format';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideSource } from '@/content/guides/guide-types';
import { routePath } from '@/routes/manifest';

export type MarketTrend = 'steigend' | 'stabil' | 'sinkend';

export interface MarketCard {
  titel: string;
  kennzahl: string;
  trend: MarketTrend;
  beschreibung: string;
}

/** A city: kaufpreis in € per m² (existing flats), miete in € per m² net cold for new leases, entwicklung in % over 12 months. */
export interface City {
  stadt: string;
  kaufpreis: number;
  miete: number;
  prognose: string;
  entwicklung: number;
}

export interface MarketScenario {
  titel: string;
  annahme: string;
  folgen: readonly string[];
  empfehlung: string;
}

export interface RuleOfThumb {
  titel: string;
  wert: string;
  beschreibung: string;
}

/** Mortgage rate range for 10-year fixed terms: editorial market observation, not an official statistic. */
export const mortgageRateRange = { min: 3.5, max: 4.2, asOf: 'Oktober 2025' } as const;
const rateRangeText = `${formatDecimal(mortgageRateRange.min, 1)} und ${formatDecimal(mortgageRateRange.max, 1)}\u00a0%`;

export const immobilienmarktIntro = {
  title: 'Immobilienmarkt Deutschland: Preise, Zinsen und Prognosen',
  lead: `Nach dem Preisrückgang der Jahre 2022 und 2023 ziehen die Immobilienpreise in vielen Städten wieder an. Bauzinsen, nach unserer Marktbeobachtung (Stand ${mortgageRateRange.asOf}) zwischen ${rateRangeText}, sind höher als in der Niedrigzinsphase, aber planbar. Dieser Ratgeber ordnet Nachfrage, Zinsen und Angebot ein, vergleicht sechs Städte und zeigt mit einfachen Faustregeln, ob Kaufen oder Mieten für Sie die bessere Wahl ist.`,
} as const;


export const marketCards: readonly MarketCard[] = [
  {
    titel: 'Nachfrage',
    kennzahl: 'hoch',
    trend: 'steigend',
    beschreibung:
      'In Großstädten und Universitätsstädten suchen mehr Menschen Wohnraum, als angeboten wird. Viele, die 2022 und 2023 wegen der Zinswende abgewartet haben, kaufen inzwischen wieder. Steigende Mieten machen Eigentum zusätzlich attraktiver.',
  },
  {
    titel: 'Bauzinsen',
    kennzahl: '3,5–4,2 %',
    trend: 'stabil',
    beschreibung:
      `Für zehn Jahre Zinsbindung zahlten Käufer je nach Eigenkapital und Bonität nach unserer Marktbeobachtung (Stand ${mortgageRateRange.asOf}) meist zwischen ${rateRangeText} Sollzins; aktuelle Durchschnittswerte veröffentlicht die Bundesbank in ihrer Zinsstatistik. Das ist mehr als dreimal so viel wie 2021, schwankt seit 2023 aber nur noch in einem engen Band.`,
  },
  {
    titel: 'Angebot',
    kennzahl: 'knapp',
    trend: 'sinkend',
    beschreibung:
      'Hohe Baukosten und Zinsen haben den Neubau gebremst: Die Zahl der Baugenehmigungen ist seit 2022 deutlich gesunken, und es entstehen weit weniger Wohnungen als die politisch angestrebten 400.000 im Jahr. Das knappe Angebot stützt Preise und Mieten.',
  },
];

export const cities: readonly City[] = [
  { stadt: 'München', kaufpreis: 8900, miete: 22.5, prognose: 'leicht steigend', entwicklung: 2.1 },
  { stadt: 'Frankfurt am Main', kaufpreis: 6300, miete: 17.5, prognose: 'stabil bis leicht steigend', entwicklung: 1.8 },
  { stadt: 'Hamburg', kaufpreis: 6200, miete: 17, prognose: 'leicht steigend', entwicklung: 2.4 },
  { stadt: 'Berlin', kaufpreis: 5400, miete: 18, prognose: 'steigend', entwicklung: 3 },
  { stadt: 'Köln', kaufpreis: 5000, miete: 14.5, prognose: 'stabil bis leicht steigend', entwicklung: 1.5 },
  { stadt: 'Leipzig', kaufpreis: 3100, miete: 9.8, prognose: 'steigend', entwicklung: 2.8 },
];

export const citiesNote =
  'Gerundete redaktionelle Schätzwerte (keine amtliche Statistik) für Bestandswohnungen in mittlerer Lage, Stand Oktober 2025: Kaufpreis je m² Wohnfläche, Nettokaltmiete je m² bei Neuvermietung, Preisentwicklung der letzten zwölf Monate. Je nach Viertel, Baujahr und Zustand weichen die Preise stark ab.';

export const marketScenarios: readonly MarketScenario[] = [
  {
    titel: 'Szenario 1: Zinsen bleiben im heutigen Band',
    annahme: `Die Bauzinsen pendeln weiter zwischen ${rateRangeText}, die Wirtschaft erholt sich langsam.`,
    folgen: [
      'Preise steigen in gefragten Städten um 2 bis 4 % im Jahr',
      'Mieten steigen weiter, weil zu wenig gebaut wird',
      'Ländliche Regionen mit Bevölkerungsrückgang stagnieren',
    ],
    empfehlung: 'Wer eine passende Immobilie findet und die Rate sicher tragen kann, muss nicht auf fallende Preise warten.',
  },
  {
    titel: 'Szenario 2: Zinsen steigen über 4,5 %',
    annahme: 'Hartnäckige Inflation oder steigende Staatsanleihenrenditen treiben die Bauzinsen nach oben.',
    folgen: [
      'Weniger Käufer können sich eine Finanzierung leisten',
      'Preise stagnieren oder geben leicht nach, vor allem bei sanierungsbedürftigen Häusern',
      'Die Mieten steigen dagegen noch stärker',
    ],
    empfehlung: 'Eine lange Zinsbindung von 15 bis 20 Jahren schützt vor steigenden Raten; ein Puffer im Budget ist Pflicht.',
  },
];

export const buyVsRent = {
  paragraphs: [
    'Ob Kaufen günstiger ist als Mieten, zeigt der Kaufpreisfaktor: Teilen Sie den Kaufpreis durch die Jahresnettokaltmiete einer vergleichbaren Wohnung. Liegt der Faktor unter 25, spricht viel für den Kauf; zwischen 25 und 30 kommt es auf Ihre Pläne und Ihr Eigenkapital an; über 30 ist Mieten und das Anlegen der Differenz oft die bessere Wahl.',
    'Der Faktor ist nur ein erster Filter. Rechnen Sie beim Kauf Instandhaltung von 1 bis 2 % des Gebäudewerts pro Jahr, Kaufnebenkosten und die Zinsen ein. Eigentum lohnt sich vor allem, wenn Sie mindestens zehn Jahre bleiben: Dann verteilen sich die Nebenkosten, und die Tilgung baut Vermögen auf.',
  ],
  /** A worked example: a flat for 300.000 € that would rent for 1.000 € a month. */
  example: { purchasePrice: 300_000, monthlyRent: 1000 },
} as const;

export const rulesOfThumb: readonly RuleOfThumb[] = [
  {
    titel: 'Kaufnebenkosten',
    wert: `${purchaseCostRangeLabel} des Kaufpreises`,
    beschreibung:
      `Grunderwerbsteuer von ${formatDecimal(c.landTransferTax.min, 1)} bis ${formatDecimal(c.landTransferTax.max, 1)}\u00a0% je nach Bundesland, ${formatDecimal(c.notaryAndLandRegistry.min, 1)} bis ${formatDecimal(c.notaryAndLandRegistry.max, 0)}\u00a0% für Notar und Grundbuch und gegebenenfalls bis zu ${formatDecimal(c.brokerBuyerShare.max, 2)}\u00a0% Maklerprovision für Ihren Anteil. ${purchaseCostSentence} Diese Kosten finanziert kaum eine Bank mit.`,
  },
  {
    titel: 'Eigenkapital',
    wert: '20–30 % des Kaufpreises',
    beschreibung:
      'Mindestens die Nebenkosten sollten Sie selbst zahlen, besser zusätzlich 10 bis 20 % des Kaufpreises. Mehr Eigenkapital senkt den Zins spürbar und macht Sie unabhängiger von Preisschwankungen.',
  },
  {
    titel: 'Monatliche Rate',
    wert: 'max. 35–40 % des Nettoeinkommens',
    beschreibung:
      'Die Rate für Zins und Tilgung sollte höchstens 35 bis 40 % Ihres Haushaltsnettos betragen. Sonst fehlt das Geld für Rücklagen, Reparaturen und Lebenshaltung, wenn das Einkommen einmal sinkt.',
  },
];

/** Illustration: 200.000 € repaid in full over 5 years at 5,5 % nominal. */
export const fastRepaymentExample = { principal: 200_000, nominalRatePercent: 5.5, years: 5 } as const;

/** The usual alternative: same loan at a typical rate with 2 % initial repayment. */
export const typicalMortgageExample = { principal: 200_000, nominalRatePercent: 3.8, initialRepaymentPercent: 2 } as const;

export const immobilienmarktAuthor = guideAuthor(
  'markus-weber',
  'Den perfekten Zeitpunkt erwischt niemand. Wichtig ist, dass Lage, Preis und Rate zu Ihrem Leben passen.',
);

export const immobilienmarktFaqs: readonly Faq[] = [
  {
    q: 'Ist jetzt ein guter Zeitpunkt, um eine Immobilie zu kaufen?',
    a: `Die Preise haben sich nach dem Rückgang 2022 und 2023 stabilisiert, und die Bauzinsen bewegten sich nach unserer Marktbeobachtung (Stand ${mortgageRateRange.asOf}) seit Längerem zwischen ${rateRangeText}. Ein perfektes Timing gibt es nicht: Entscheidend sind eine tragbare Rate, ausreichend Eigenkapital und ein fairer Kaufpreisfaktor.`,
  },
  {
    q: 'Wie viel Eigenkapital brauche ich für eine Immobilie?',
    a: `Als Faustregel gelten 20 bis 30 % des Kaufpreises. Mindestens die Kaufnebenkosten von ${purchaseCostRangeLabel} sollten Sie aus eigenen Mitteln bezahlen, weil Banken diese nur selten und zu höheren Zinsen mitfinanzieren.`,
  },
  {
    q: 'Was ist der Kaufpreisfaktor?',
    a: 'Der Kaufpreisfaktor ist der Kaufpreis geteilt durch die Jahresnettokaltmiete. Unter 25 spricht viel für den Kauf, über 30 eher für Mieten. Er eignet sich als schneller Vergleich zwischen Städten und Objekten, ersetzt aber keine vollständige Rechnung.',
  },
];

export const immobilienmarktSources: readonly GuideSource[] = [
  {
    label: 'Deutsche Bundesbank: Einlagen- und Kreditzinssätze (MFI-Zinsstatistik)',
    href: 'https://www.bundesbank.de/de/statistiken/geld-und-kapitalmaerkte/zinssaetze-und-renditen/einlagen-und-kreditzinssaetze/einlagen-und-kreditzinssaetze-772402',
    note: 'Zinsstatistik, auch für Wohnungsbaukredite an private Haushalte',
  },
  {
    label: 'Deutsche Bundesbank: Indikatorensystem Wohnimmobilienmarkt',
    href: 'https://www.bundesbank.de/de/statistiken/indikatorensaetze/indikatorensystem-wohnimmobilienmarkt',
    note: 'Indikatoren zum Wohnimmobilienmarkt',
  },
  {
    label: 'Statistisches Bundesamt (Destatis): Bauen',
    href: 'https://www.destatis.de/DE/Themen/Branchen-Unternehmen/Bauen/_inhalt.html',
    note: 'Baugenehmigungen und Baufertigstellungen',
  },
  {
    label: 'Statistisches Bundesamt (Destatis): Baupreise und Immobilienpreisindex',
    href: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Baupreise-Immobilienpreisindex/_inhalt.html',
    note: 'Häuserpreisindex',
  },
  { label: '§ 656c BGB', href: 'https://www.gesetze-im-internet.de/bgb/__656c.html', note: 'Teilung der Maklerprovision beim Kauf von Wohnungen und Einfamilienhäusern' },
  {
    label: 'Verbraucherzentrale: Immobilienfinanzierung – diese Modelle gibt es und das sollten Sie beachten',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/bau-und-immobilienfinanzierung/immobilienfinanzierung-diese-modelle-gibt-es-und-das-sollten-sie-beachten-5801',
    note: 'Finanzierungsmodelle und Eigenkapital beim Immobilienkauf',
  },
];

export const immobilienmarktLinks: readonly GuideLink[] = [
  { label: 'Baufinanzierung vergleichen', href: routePath('baufinanzierung'), text: 'Darlehen für Kauf, Bau und Anschlussfinanzierung mit ihren Konditionen im Vergleich.' },
  { label: 'Zinsen verstehen', href: routePath('ratgeber-zinsen'), text: 'Sollzins, Effektivzins und Zinsbindung einfach erklärt.' },
  { label: 'Einkommen in Deutschland', href: routePath('ratgeber-deutsche-einkommen'), text: 'Wie hoch ist Ihr Einkommen im Vergleich, und welche Rate ist tragbar?' },
];

/** Rule of thumb: the monthly rate takes at most 35 to 40 % of household net income. */
export const rateShareOfIncome = [0.35, 0.4] as const;
