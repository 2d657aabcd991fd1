import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideParagraphSection, GuideSource } from '@/content/guides/guide-types';
import { taxFigures } from '@/content/guides/tax-figures';
import { routePath } from '@/routes/manifest';

/** Yearly cost range in euros. */
export interface CostRange {
  min: number;
  max: number;
}

export interface CostItem {
  name: string;
  kosten: CostRange;
  hinweis: string;
}

export interface CostCategory {
  kategorie: string;
  beschreibung: string;
  items: readonly CostItem[];
}

export interface CarAlternative {
  option: string;
  /** Typical monthly cost in euros. */
  monatlicheKosten: number;
  /** Yearly saving in euros against the low end of car ownership (checked by a test). */
  ersparnis: number;
  vorteile: readonly string[];
  nachteile: readonly string[];
}

export interface ElectricCar {
  modell: string;
  kaufpreis: number;
  /** WLTP range in km. */
  reichweite: number;
  /** kWh per 100 km. */
  verbrauch: number;
  /** All-in yearly cost in euros including loss of value, as described in electricCarAssumptions. */
  jahreskosten: number;
  vorteile: readonly string[];
}

export const autoKostenIntro = {
  title: 'Was kostet ein Auto wirklich? Fixe und variable Kosten im Überblick',
  lead: 'Die meisten Autofahrer unterschätzen, was ihr Wagen kostet: Tanken und Versicherung sind nur ein Teil der Rechnung. Rechnet man Wertverlust, Steuer, Werkstatt und Stellplatz ehrlich mit, kostet ein Auto 5.600 bis 12.750 € im Jahr. Dieser Ratgeber zeigt, woraus sich die Summe zusammensetzt, welche Alternativen es gibt und wann sich ein Elektroauto rechnet.',
} as const;

export const costCategories: readonly CostCategory[] = [
  {
    kategorie: 'Fixkosten',
    beschreibung: 'Fallen an, auch wenn das Auto nur in der Garage steht.',
    items: [
      {
        name: 'Wertverlust',
        kosten: { min: 2400, max: 5500 },
        hinweis: 'Der größte Posten: Ein Neuwagen verliert in den ersten drei Jahren oft ein Drittel bis die Hälfte seines Werts.',
      },
      {
        name: 'Kfz-Versicherung',
        kosten: { min: 600, max: 1600 },
        hinweis: 'Haftpflicht ist Pflicht; Teil- oder Vollkasko, Schadenfreiheitsklasse und Regionalklasse bestimmen den Preis.',
      },
      {
        name: 'Kfz-Steuer',
        kosten: { min: 120, max: 450 },
        hinweis: 'Richtet sich nach Hubraum und CO₂-Ausstoß; Diesel zahlen mehr, reine Elektroautos sind vorerst befreit.',
      },
      {
        name: 'Hauptuntersuchung (anteilig)',
        kosten: { min: 60, max: 100 },
        hinweis: 'HU mit Abgasuntersuchung alle zwei Jahre, bei Neuwagen erstmals nach drei Jahren.',
      },
      {
        name: 'Stellplatz oder Garage',
        kosten: { min: 120, max: 1200 },
        hinweis: 'Vom Bewohnerparkausweis bis zum Tiefgaragenplatz in der Großstadt.',
      },
    ],
  },
  {
    kategorie: 'Variable Kosten',
    beschreibung: 'Steigen mit jedem gefahrenen Kilometer.',
    items: [
      {
        name: 'Kraftstoff oder Strom',
        kosten: { min: 1400, max: 2400 },
        hinweis: 'Bei 12.000 bis 15.000 km im Jahr; Fahrweise und Spritpreise machen Hunderte Euro Unterschied.',
      },
      {
        name: 'Wartung und Inspektion',
        kosten: { min: 350, max: 550 },
        hinweis: 'Ölwechsel, Filter und Inspektion nach Herstellervorgabe; freie Werkstätten sind oft günstiger.',
      },
      {
        name: 'Reparaturen und Verschleiß',
        kosten: { min: 400, max: 750 },
        hinweis: 'Reifen, Bremsen, Batterie und Unvorhergesehenes; steigt mit dem Alter des Autos.',
      },
      {
        name: 'Pflege, Parkgebühren, Maut',
        kosten: { min: 150, max: 200 },
        hinweis: 'Waschanlage, Parkhaus in der Innenstadt und Vignetten im Urlaub.',
      },
    ],
  },
];

export const costExplained: readonly GuideParagraphSection[] = [
  {
    id: 'wertverlust',
    title: 'Der unsichtbare Kostenblock: Wertverlust',
    paragraphs: [
      'Wertverlust spürt man nicht jeden Monat, sondern erst beim Verkauf. Trotzdem ist er bei den meisten Autos der größte Einzelposten. Ein Neuwagen für 30.000 € ist nach drei Jahren oft nur noch 17.000 bis 20.000 € wert; das sind rund 3.300 bis 4.300 € im Jahr, die Sie nie wiedersehen.',
      'Wer einen zwei bis drei Jahre alten Gebrauchtwagen kauft und ihn lange fährt, umgeht den steilsten Teil dieser Kurve. Auch Farbe, Ausstattung und Marke beeinflussen, wie viel ein Auto später noch bringt.',
    ],
  },
  {
    id: 'kredit',
    title: 'Finanzierung: Zinsen gehören zu den Autokosten',
    paragraphs: [
      'Wird das Auto auf Kredit gekauft, kommen die Zinsen hinzu. Zweckgebundene Autokredite sind meist günstiger als Händlerfinanzierungen mit hoher Schlussrate, und ein Vergleich des effektiven Jahreszinses spart schnell einige Hundert Euro. Planen Sie die Rate so, dass auch Reparaturen und Versicherung noch in Ihr Budget passen.',
    ],
  },
];

/** The low end of car ownership that the alternatives' savings are measured against. */
export const carCostReference = { yearly: 5600 } as const;

export const carAlternatives: readonly CarAlternative[] = [
  {
    option: 'Bus und Bahn mit Deutschlandticket',
    monatlicheKosten: taxFigures.deutschlandticket,
    ersparnis: carCostReference.yearly - taxFigures.deutschlandticket * 12,
    vorteile: ['Bundesweit im gesamten Nahverkehr gültig', 'Monatlich kündbar', 'Oft als Jobticket vom Arbeitgeber bezuschusst'],
    nachteile: ['Auf dem Land dünner Takt', 'Kein Fernverkehr (ICE, IC)', 'Unflexibel bei großen Einkäufen'],
  },
  {
    option: 'Carsharing für gelegentliche Fahrten',
    monatlicheKosten: 150,
    ersparnis: 3800,
    vorteile: ['Versicherung, Wartung und Steuer inklusive', 'Passendes Auto für jeden Zweck', 'Kein Stellplatz nötig'],
    nachteile: ['Vor allem in Städten verfügbar', 'Bei vielen Fahrten schnell teuer'],
  },
  {
    option: 'E-Bike oder Pedelec',
    monatlicheKosten: 75,
    ersparnis: 4700,
    vorteile: ['Kaum laufende Kosten', 'Bewegung im Alltag', 'Über Dienstrad-Leasing oft günstiger'],
    nachteile: ['Wetterabhängig', 'Begrenzte Reichweite und Zuladung', 'Diebstahlrisiko'],
  },
  {
    option: 'Kleiner Gebrauchtwagen statt Neuwagen',
    monatlicheKosten: 380,
    ersparnis: 1040,
    vorteile: ['Deutlich geringerer Wertverlust', 'Niedrigere Versicherung und Steuer', 'Volle Flexibilität bleibt'],
    nachteile: ['Höheres Reparaturrisiko', 'Weniger Komfort und Assistenzsysteme'],
  },
];

/** Assumptions behind the electric cars' figures. */
export const electricCarAssumptions = {
  kilometresPerYear: 15_000,
  /** Mixed price per kWh, mostly charged at home. */
  electricityPricePerKwh: 0.38,
} as const;

export const electricCars: readonly ElectricCar[] = [
  {
    modell: 'Elektro-Kleinwagen',
    kaufpreis: 23_000,
    reichweite: 300,
    verbrauch: 14,
    jahreskosten: 4800,
    vorteile: ['Günstigster Einstieg in die E-Mobilität', 'Ideal für Stadt und Pendelstrecken', 'Niedrige Versicherungseinstufung'],
  },
  {
    modell: 'Elektro-Kompaktwagen',
    kaufpreis: 38_000,
    reichweite: 450,
    verbrauch: 16,
    jahreskosten: 6600,
    vorteile: ['Alltagstauglich auch auf Langstrecken', 'Schnellladen in rund 30 Minuten', 'Großes Gebrauchtwagenangebot'],
  },
  {
    modell: 'Elektro-SUV der Mittelklasse',
    kaufpreis: 52_000,
    reichweite: 550,
    verbrauch: 19,
    jahreskosten: 8800,
    vorteile: ['Viel Platz für Familie und Anhänger', 'Große Reichweite', 'Hoher Komfort und moderne Assistenz'],
  },
];

export const electricCarNotes: readonly string[] = [
  'Reine Elektroautos, die bis zum 31. Dezember 2030 erstmals zugelassen werden, sind von der Kfz-Steuer befreit, längstens bis Ende 2035 (§ 3d Kraftfahrzeugsteuergesetz, im Dezember 2025 verlängert). Die genaue Dauer für Ihr Fahrzeug nennt der Zoll.',
  'Der Strompreis entscheidet: Wer zu Hause lädt, zahlt deutlich weniger als an öffentlichen Schnellladesäulen. Eine eigene Wallbox lohnt sich vor allem für Vielfahrer.',
  'Wartung ist beim E-Auto günstiger, weil Ölwechsel, Zahnriemen und Auspuff entfallen. Der Wertverlust ist dagegen schwerer vorherzusagen als bei Verbrennern.',
];

export const autoKostenAuthor = guideAuthor(
  'thomas-brandt',
  'Rechnen Sie vor dem Kauf mit den Kosten pro Monat, nicht mit dem Kaufpreis. Dann fällt die Entscheidung oft ganz anders aus.',
);

export const autoKostenFaqs: readonly Faq[] = [
  {
    q: 'Was kostet ein Auto im Monat?',
    a: 'Rechnet man alle Posten einschließlich Wertverlust mit, kostet ein Auto rund 467 bis 1.063 € im Monat, das sind 5.600 bis 12.750 € im Jahr. Kleinwagen liegen am unteren Ende, neue Mittelklassewagen und SUV am oberen.',
  },
  {
    q: 'Lohnt sich ein Elektroauto finanziell?',
    a: 'Oft ja, wenn Sie überwiegend zu Hause laden und viel fahren: Strom und Wartung sind günstiger, und Elektroautos sind vorerst von der Kfz-Steuer befreit. Der höhere Kaufpreis und der schwer vorhersehbare Wertverlust können den Vorteil aber aufzehren. Vergleichen Sie die Gesamtkosten pro Jahr.',
  },
  {
    q: 'Wie kann ich meine Autokosten senken?',
    a: 'Die größten Hebel sind ein gebrauchtes statt eines neuen Autos, ein jährlicher Versicherungsvergleich bis zum Stichtag 30. November (für Verträge, die zum Jahresende auslaufen), vorausschauendes Fahren und die Frage, ob ein Zweitwagen wirklich nötig ist.',
  },
];

export const autoKostenSources: readonly GuideSource[] = [
  {
    label: 'Zoll: Kraftfahrzeugsteuer',
    href: 'https://www.zoll.de/DE/Privatpersonen/Kraftfahrzeugsteuer/kraftfahrzeugsteuer_node.html',
    note: 'Steuerhöhe berechnen und Befreiung für Elektroautos',
  },
  {
    label: '§ 3d Kraftfahrzeugsteuergesetz',
    href: 'https://www.gesetze-im-internet.de/kraftstg/__3d.html',
    note: 'Steuerbefreiung für Elektrofahrzeuge',
  },
  {
    label: 'Verbraucherzentrale: Kfz-Versicherung – Pflicht für alle Halter:innen von Kraftfahrzeugen',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/weitere-versicherungen/kfzversicherung-pflicht-fuer-alle-halterinnen-von-kraftfahrzeugen-13890',
    note: 'Kfz-Haftpflicht und Kaskoschutz',
  },
];

export const autoKostenLinks: readonly GuideLink[] = [
  {
    label: 'Ratenkredite vergleichen',
    href: routePath('ratenkredit'),
    text: 'Auto finanzieren? Zweckgebundene Kredite sind oft günstiger als die Händlerfinanzierung.',
  },
  {
    label: 'Monatlich sparen',
    href: routePath('ratgeber-monatliches-sparen'),
    text: 'Was Sie beim Auto sparen, kann für Sie arbeiten: Sparrechner und Sparregeln.',
  },
  {
    label: 'Finanz-Tipps',
    href: routePath('ratgeber-finanz-tipps'),
    text: 'Noch mehr Ideen, wie Sie Versicherung, Energie und Einkauf günstiger bekommen.',
  },
];
