import type { Faq } from '@/content/types';
import { factText } from '@/content/facts/facts';
import { guideAuthor } from '@/content/guides/guide-authors';
import type { GuideLink, GuideParagraphSection, GuideSource } from '@/content/guides/guide-types';
import { routePath } from '@/routes/manifest';

export interface BankFees {
  konto: string;
  karte: string;
  ausland: string;
}

/** An anonymised bank type; bewertung from 0 to 5. */
export interface Bank {
  name: string;
  typ: string;
  bewertung: number;
  staerken: readonly string[];
  schwaechen: readonly string[];
  geeignetFuer: string;
  gebuehren: BankFees;
}

export interface CategoryWinner {
  bereich: string;
  gewinner: string;
  details: string;
  zweitplatziert: string;
}

export interface BankMatch {
  profil: string;
  banken: readonly string[];
  begruendung: string;
}

export const bankenVergleichIntro = {
  title: 'Banken im Vergleich: Welche Bank passt zu Ihnen?',
  lead: 'Kostenloses Girokonto, gute Kreditkarte, Beratung in der Filiale oder alles per App: Welche Bank die richtige ist, hängt davon ab, wie Sie Ihr Geld verwalten. Wir vergleichen sechs typische Banktypen nach Gebühren, Stärken und Schwächen und zeigen, welche Bank zu wem passt.',
} as const;

export const anonymisationNote =
  'Die Banken in diesem Vergleich sind anonymisierte Banktypen, keine einzelnen Institute: Sie stehen stellvertretend für typische Angebote am deutschen Markt. Gebühren sind gerundete Beispielwerte (Stand: Oktober 2025); maßgeblich ist immer das Preis- und Leistungsverzeichnis Ihrer Bank. Bewertungen sind die Einschätzung unserer Redaktion nach Kosten, Leistung und Service.';

export const banks: readonly Bank[] = [
  {
    name: 'Direktbank A',
    typ: 'Direktbank',
    bewertung: 4.6,
    staerken: ['Kostenloses Girokonto bei regelmäßigem Geldeingang', 'Gute Tagesgeld-Konditionen', 'Ausgezeichnete Banking-App'],
    schwaechen: ['Keine Filialen', 'Bargeldeinzahlung nur eingeschränkt möglich'],
    geeignetFuer: 'Berufstätige, die ihre Bankgeschäfte online erledigen',
    gebuehren: { konto: '0 € ab 700 € Geldeingang, sonst 4,90 € im Monat', karte: 'Visa-Debitkarte kostenlos', ausland: 'Kartenzahlung in Euro kostenlos, sonst 1,5 %' },
  },
  {
    name: 'Smartphone-Bank B',
    typ: 'Neobank',
    bewertung: 4.4,
    staerken: ['Konto in wenigen Minuten per App eröffnet', 'Weltweit kostenlos mit Karte zahlen', 'Unterkonten und Echtzeit-Benachrichtigungen'],
    schwaechen: ['Service fast nur per Chat', 'Kein Dispositionskredit im Basistarif'],
    geeignetFuer: 'Junge Kunden und Vielreisende, die alles per Smartphone regeln',
    gebuehren: { konto: '0 € im Basistarif', karte: 'Virtuelle Karte kostenlos, Plastikkarte 10 € einmalig', ausland: 'Kartenzahlung weltweit kostenlos, 3 Abhebungen im Monat frei' },
  },
  {
    name: 'Sparkasse C',
    typ: 'Regionale Sparkasse',
    bewertung: 3.9,
    staerken: ['Dichtes Filial- und Automatennetz', 'Persönliche Beratung vor Ort', 'Bargeld überall einzahlen'],
    schwaechen: ['Hohe Kontoführungsgebühren', 'Tagesgeldzinsen meist niedrig'],
    geeignetFuer: 'Kunden, die Wert auf Beratung und Bargeldservice legen',
    gebuehren: { konto: '7,90 € im Monat', karte: 'Girocard inklusive, Kreditkarte 40 € im Jahr', ausland: '1,75 % Auslandseinsatzentgelt außerhalb des Euroraums' },
  },
  {
    name: 'Genossenschaftsbank D',
    typ: 'Volks- und Raiffeisenbank',
    bewertung: 4.0,
    staerken: ['Mitgliedschaft mit Dividende möglich', 'Regionale Kreditentscheidungen', 'Persönliche Ansprechpartner'],
    schwaechen: ['Kontoführung kostet', 'Apps je nach Institut unterschiedlich gut'],
    geeignetFuer: 'Familien, Selbstständige und Häuslebauer in der Region',
    gebuehren: { konto: '6,50 € im Monat', karte: 'Girocard 12 € im Jahr', ausland: '1,5 % Auslandseinsatzentgelt außerhalb des Euroraums' },
  },
  {
    name: 'Filialbank E',
    typ: 'Private Großbank',
    bewertung: 3.7,
    staerken: ['Breites Angebot von Konto bis Vermögensverwaltung', 'Filialen in allen Großstädten', 'Gute Baufinanzierungsberatung'],
    schwaechen: ['Gebühren über dem Marktdurchschnitt', 'Beratung oft mit Produktverkauf verbunden'],
    geeignetFuer: 'Kunden mit größerem Vermögen und Bedarf an Rundum-Betreuung',
    gebuehren: { konto: '5,90 € im Monat', karte: 'Girocard inklusive, Kreditkarte 45 € im Jahr', ausland: '1,75 % Auslandseinsatzentgelt außerhalb des Euroraums' },
  },
  {
    name: 'Onlinebank F',
    typ: 'Direktbank mit Depot',
    bewertung: 4.3,
    staerken: ['Günstiges Wertpapierdepot mit Sparplänen', 'Kostenloses Konto für junge Kunden', 'Alles aus einer Hand: Konto, Depot, Tagesgeld'],
    schwaechen: ['Für Ältere ab 28 Jahren Kontogebühr ohne Geldeingang', 'Telefonservice mit Wartezeiten'],
    geeignetFuer: 'Studierende, Berufseinsteiger und Anleger mit ETF-Sparplan',
    gebuehren: { konto: '0 € unter 28 Jahren, sonst 3,50 € ohne Geldeingang', karte: 'Visa-Debitkarte kostenlos', ausland: 'Kartenzahlung kostenlos, Abhebung ab 50 € gebührenfrei' },
  },
];

export const categoryWinners: readonly CategoryWinner[] = [
  { bereich: 'Girokonto', gewinner: 'Direktbank A', details: 'Dauerhaft kostenlos bei Gehaltseingang, starke App, guter Dispozins', zweitplatziert: 'Onlinebank F' },
  { bereich: 'Reisen und Ausland', gewinner: 'Smartphone-Bank B', details: 'Weltweit gebührenfrei mit Karte zahlen, Abhebungen im Kontingent frei', zweitplatziert: 'Onlinebank F' },
  { bereich: 'Beratung und Filiale', gewinner: 'Sparkasse C', details: 'Größtes Filial- und Automatennetz, Ansprechpartner vor Ort', zweitplatziert: 'Genossenschaftsbank D' },
  { bereich: 'Geldanlage und Depot', gewinner: 'Onlinebank F', details: 'Günstige ETF-Sparpläne und Tagesgeld unter einem Dach', zweitplatziert: 'Direktbank A' },
  { bereich: 'Baufinanzierung', gewinner: 'Genossenschaftsbank D', details: 'Regionale Marktkenntnis und persönliche Begleitung bis zur Schlüsselübergabe', zweitplatziert: 'Filialbank E' },
  { bereich: 'Junge Kunden', gewinner: 'Smartphone-Bank B', details: 'Konto in Minuten, Unterkonten zum Sparen, keine Grundgebühr', zweitplatziert: 'Onlinebank F' },
];

export const bankMatches: readonly BankMatch[] = [
  {
    profil: 'Studierende und Azubis',
    banken: ['Onlinebank F', 'Smartphone-Bank B'],
    begruendung: 'Kostenlos ohne Mindestgeldeingang und mit günstigem Einstieg ins Sparen per ETF-Sparplan.',
  },
  {
    profil: 'Berufstätige mit festem Gehalt',
    banken: ['Direktbank A', 'Onlinebank F'],
    begruendung: 'Mit Gehaltseingang dauerhaft kostenlos, dazu gute Tagesgeldzinsen für den Notgroschen.',
  },
  {
    profil: 'Vielreisende',
    banken: ['Smartphone-Bank B', 'Direktbank A'],
    begruendung: 'Kein Auslandseinsatzentgelt beim Bezahlen mit Karte und freie Abhebungen im Ausland.',
  },
  {
    profil: 'Wer Beratung und Bargeld braucht',
    banken: ['Sparkasse C', 'Genossenschaftsbank D'],
    begruendung: 'Filialen und Automaten in der Nähe, Bargeld einzahlen ohne Umweg, feste Ansprechpartner.',
  },
  {
    profil: 'Selbstständige und Bauherren',
    banken: ['Genossenschaftsbank D', 'Filialbank E'],
    begruendung: 'Persönliche Kreditentscheidungen, Geschäftskonten und Begleitung bei der Baufinanzierung.',
  },
];

export const bankChoiceBasics: readonly GuideParagraphSection[] = [
  {
    id: 'worauf-achten',
    title: 'Worauf es bei der Wahl der Bank ankommt',
    paragraphs: [
      'Viele Banken haben ihre Kontogebühren in den vergangenen Jahren erhöht. Ein Konto für 8 € im Monat kostet fast 100 € im Jahr, dazu kommen oft Entgelte für Karten, Überweisungen auf Papier oder Abhebungen an fremden Automaten. Prüfen Sie deshalb nicht nur die Grundgebühr, sondern das Gesamtpaket: Was nutzen Sie wirklich, und was davon kostet extra?',
      '„Kostenlos“ ist häufig an Bedingungen geknüpft, meist einen monatlichen Mindestgeldeingang oder ein Alterslimit. Achten Sie außerdem auf den Dispozins: Er liegt bei vielen Banken im zweistelligen Bereich und ist damit deutlich teurer als ein Ratenkredit. Wer regelmäßig im Minus ist, sollte den Dispo mit einem günstigeren Kredit ablösen.',
      'Jede Bank muss Ihnen vor der Kontoeröffnung eine Entgeltinformation mit allen wichtigen Gebühren aushändigen. Und jeder Mensch mit rechtmäßigem Aufenthalt in der EU hat Anspruch auf ein Basiskonto. Beim Kontowechsel ist die neue Bank gesetzlich verpflichtet, Ihnen zu helfen und Daueraufträge sowie Lastschriften umzuziehen.',
    ],
  },
  {
    id: 'sicherheit',
    title: 'Wie sicher ist mein Geld?',
    paragraphs: [
      `Guthaben bei Banken in der Europäischen Union ist durch die gesetzliche Einlagensicherung bis ${factText('einlagensicherung')} pro Kunde und Bank geschützt. Das gilt für Filial-, Direkt- und Smartphone-Banken gleichermaßen, solange sie eine Banklizenz haben. Viele deutsche Institute sind zusätzlich über freiwillige Sicherungseinrichtungen ihrer Verbände abgesichert. Bei Neobanken lohnt der Blick ins Impressum: Wer ist die kontoführende Bank, und in welchem Land sitzt sie?`,
    ],
  },
];

export const bankenVergleichAuthor = guideAuthor(
  'stefanie-lang',
  'Prüfen Sie einmal im Jahr Ihre Kontoauszüge auf Gebühren. Wer das nie tut, zahlt fast immer zu viel.',
);

export const bankenVergleichFaqs: readonly Faq[] = [
  {
    q: 'Ist ein kostenloses Girokonto wirklich kostenlos?',
    a: 'Oft nur unter Bedingungen, etwa mit einem monatlichen Geldeingang von 700 € oder bis zu einem bestimmten Alter. Lesen Sie die Entgeltinformation, die jede Bank vor der Kontoeröffnung aushändigen muss, und achten Sie auf Kosten für Karten, Bargeld und Auslandszahlungen.',
  },
  {
    q: 'Wie wechsle ich mein Girokonto?',
    a: 'Eröffnen Sie das neue Konto und beauftragen Sie dort die Kontowechselhilfe. Nach dem Zahlungskontengesetz müssen alte und neue Bank zusammenarbeiten und Daueraufträge, Lastschriften und Gehaltseingang umziehen. Lassen Sie das alte Konto einige Wochen parallel laufen, bevor Sie es kündigen.',
  },
  {
    q: 'Sind Direkt- und Smartphone-Banken sicher?',
    a: `Ja, wenn sie eine Banklizenz in der EU haben: Dann sind Guthaben durch die gesetzliche Einlagensicherung bis ${factText('einlagensicherung')} pro Kunde und Bank geschützt. Prüfen Sie, welche Bank das Konto tatsächlich führt und in welchem Land sie ihren Sitz hat.`,
  },
];

export const bankenVergleichSources: readonly GuideSource[] = [
  { label: 'Zahlungskontengesetz (ZKG)', href: 'https://www.gesetze-im-internet.de/zkg/', note: 'Entgeltinformation, Kontowechselhilfe und Basiskonto' },
  { label: '§ 8 Einlagensicherungsgesetz', href: 'https://www.gesetze-im-internet.de/einsig/__8.html', note: `Einlagensicherung bis ${factText('einlagensicherung')}` },
  { label: 'BaFin: Informationen für Verbraucher', href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html', note: 'Bankaufsicht und Beschwerden' },
  {
    label: 'Verbraucherzentrale: Girokonto – was Sie darüber wissen sollten',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/sparen-und-anlegen/girokonto-was-sie-darueber-wissen-sollten-4990',
    note: 'Kontogebühren und Kontowechsel',
  },
];

export const bankenVergleichLinks: readonly GuideLink[] = [
  { label: 'Ratenkredite vergleichen', href: routePath('ratenkredit'), text: 'Den teuren Dispo mit einem günstigen Ratenkredit ablösen.' },
  { label: 'Kreditkarten vergleichen', href: routePath('kreditkarten'), text: 'Kostenlose Karten und Reisekreditkarten ohne Auslandsentgelt.' },
  { label: 'Sparkonten im Vergleich', href: routePath('ratgeber-sparkonto'), text: 'Tagesgeld und Festgeld für Ihren Notgroschen.' },
];
