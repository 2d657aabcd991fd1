import type { Faq } from '@/content/types';
import { guideAuthor } from '@/content/guides/guide-authors';
import { incomeStats, incomeStatsSource } from '@/content/guides/deutsche-einkommen';
import type { GuideLink, GuideSource, GuideStat, PlanPhase } from '@/content/guides/guide-types';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export interface EducationPath {
  name: string;
  beschreibung: string;
  /** Gross annual salary in euros at entry, as senior and at the top of the path. */
  einstieg: number;
  senior: number;
  top: number;
}

export interface CareerPathGroup {
  typ: string;
  beschreibung: string;
  wege: readonly EducationPath[];
}

export interface CareerStrategy {
  titel: string;
  wirkung: string;
  beschreibung: string;
  tipps: readonly string[];
}

export interface IndustrySalary {
  name: string;
  /** Average gross annual salary in euros (rounded). */
  durchschnitt: number;
  /** Typical salary of the top earners in euros (rounded). */
  top: number;
  /** Typical yearly salary growth, e.g. '+3,5\u00a0%'. */
  wachstum: string;
}

export const karriereIntro = {
  title: 'Karriere und Gehalt: Welche Wege zu mehr Einkommen führen',
  lead: 'Ob Ausbildung, Studium oder Weiterbildung zum Meister: In Deutschland führen viele Wege zu einem guten Einkommen, und nicht immer ist der akademische der lukrativste. Dieser Ratgeber zeigt typische Gehälter vom Einstieg bis zur Spitze, die Branchen mit den besten Aussichten, vier Strategien für mehr Gehalt und einen 3-Jahres-Plan.',
  paragraphs: [
    'Das Einkommen hängt weniger vom Abschluss allein ab als von der Kombination aus Beruf, Branche, Region, Unternehmensgröße und Verantwortung. Eine Industriemeisterin in einem großen Chemieunternehmen verdient oft mehr als ein Akademiker in einer kleinen Agentur. Wer diese Hebel kennt, kann seine Karriere gezielt steuern.',
    'Alle Gehälter auf dieser Seite sind gerundete Bruttojahresgehälter für Vollzeit und als Orientierung gedacht. Sie sind redaktionelle Schätzwerte (Stand: Oktober 2025) auf Grundlage typischer Spannen aus öffentlich zugänglichen Gehaltsauswertungen, keine amtliche Statistik; im Einzelfall können sie deutlich abweichen. Für Ihren eigenen Beruf finden Sie verlässliche Medianwerte im Entgeltatlas der Bundesagentur für Arbeit.',
  ],
} as const;

export const karriereStats: readonly GuideStat[] = [
  { value: formatEuroWhole(incomeStats.median), label: `Median-Bruttojahresgehalt in Vollzeit (${incomeStatsSource.year}, Destatis)` },
  { value: formatEuroWhole(incomeStats.durchschnitt), label: `durchschnittliches Bruttojahresgehalt in Vollzeit (${incomeStatsSource.year}, Destatis)` },
  { value: `ab ${formatEuroWhole(incomeStats.top30Threshold)}`, label: `gehörte man ${incomeStatsSource.year} zu den oberen 30\u00a0% (Destatis)` },
  { value: 'rund 30\u00a0%', label: 'Gehaltsabstand zwischen Ost und West (redaktionelle Schätzung)' },
];

export const careerPathGroups: readonly CareerPathGroup[] = [
  {
    typ: 'Duale Ausbildung',
    beschreibung: 'Drei Jahre Betrieb und Berufsschule, von Anfang an mit Vergütung. Mit Berufserfahrung und Spezialisierung sind solide Gehälter möglich.',
    wege: [
      { name: 'Bankkaufmann/-frau', beschreibung: 'Beratung, Kredit- und Wertpapiergeschäft; Aufstieg zum Firmenkundenberater.', einstieg: 38_000, senior: 55_000, top: 75_000 },
      { name: 'Mechatroniker/-in', beschreibung: 'Wartung und Steuerung automatisierter Anlagen in Industrie und Automobilbau.', einstieg: 36_000, senior: 50_000, top: 65_000 },
      { name: 'Fachinformatiker/-in', beschreibung: 'Anwendungsentwicklung oder Systemintegration, gefragt in fast allen Branchen.', einstieg: 40_000, senior: 58_000, top: 75_000 },
    ],
  },
  {
    typ: 'Studium',
    beschreibung: 'Bachelor und Master öffnen den Weg zu Fach- und Führungspositionen; die Fachrichtung macht beim Gehalt den größten Unterschied.',
    wege: [
      { name: 'Informatik', beschreibung: 'Softwareentwicklung, Data Science, IT-Architektur und IT-Sicherheit.', einstieg: 52_000, senior: 75_000, top: 110_000 },
      { name: 'Wirtschafts\u00adingenieur\u00adwesen', beschreibung: 'Schnittstelle zwischen Technik und Betriebswirtschaft, oft in Industrie und Beratung.', einstieg: 52_000, senior: 78_000, top: 120_000 },
      { name: 'Betriebs\u00adwirtschafts\u00adlehre', beschreibung: 'Controlling, Finanzen, Marketing oder Personal; Gehalt stark branchenabhängig.', einstieg: 46_000, senior: 68_000, top: 100_000 },
    ],
  },
  {
    typ: 'Aufstiegsfortbildung',
    beschreibung: 'Meister, Techniker und Fachwirt sind auf demselben Niveau wie der Bachelor eingestuft und werden vom Staat mit dem Aufstiegs-BAföG gefördert.',
    wege: [
      { name: 'Industriemeister/-in', beschreibung: 'Führung von Produktionsteams, Verantwortung für Qualität und Abläufe.', einstieg: 50_000, senior: 62_000, top: 78_000 },
      { name: 'Staatlich geprüfte/-r Tech\u00adniker/-in', beschreibung: 'Konstruktion, Fertigungsplanung und technische Projektleitung.', einstieg: 48_000, senior: 60_000, top: 75_000 },
      { name: 'Bankfachwirt/-in', beschreibung: 'Vertiefung für Beratung und Führung in Banken und Sparkassen.', einstieg: 50_000, senior: 62_000, top: 80_000 },
    ],
  },
  {
    typ: 'Quereinstieg',
    beschreibung: 'Fachkräftemangel öffnet Türen für Quereinsteiger, vor allem mit Weiterbildung und nachweisbaren Projekten.',
    wege: [
      { name: 'IT-Projektmanagement', beschreibung: 'Aus Fachabteilungen in die Steuerung von IT-Projekten, oft mit Zertifikat.', einstieg: 50_000, senior: 70_000, top: 95_000 },
      { name: 'Vertrieb (B2B)', beschreibung: 'Beratungsvertrieb für erklärungsbedürftige Produkte mit variabler Vergütung.', einstieg: 42_000, senior: 65_000, top: 100_000 },
      { name: 'Lehrkraft im Seiteneinstieg', beschreibung: 'Mit Hochschulabschluss in Mangelfächern, je nach Bundesland verbeamtet oder angestellt.', einstieg: 48_000, senior: 60_000, top: 72_000 },
    ],
  },
];

export const careerStrategies: readonly CareerStrategy[] = [
  {
    titel: 'Den Arbeitgeber wechseln',
    wirkung: 'oft 10 bis 20\u00a0% mehr Gehalt',
    beschreibung: 'Interne Gehaltserhöhungen bewegen sich meist im Rahmen weniger Prozent. Ein Wechsel ist der Moment, in dem Sie Ihren Marktwert neu verhandeln können, besonders nach drei bis fünf Jahren Erfahrung.',
    tipps: ['Marktwert vor jedem Gespräch im Entgeltatlas prüfen', 'Nicht nur das Grundgehalt vergleichen, sondern das Gesamtpaket', 'Gegenangebote des alten Arbeitgebers nüchtern bewerten'],
  },
  {
    titel: 'Sich spezialisieren',
    wirkung: '15 bis 30\u00a0% Aufschlag für gefragtes Wissen',
    beschreibung: 'Wer Wissen hat, das knapp ist, kann höhere Gehälter verlangen: IT-Sicherheit, Datenanalyse, Regulierung im Finanzwesen oder Energietechnik sind aktuelle Beispiele.',
    tipps: ['Stellenanzeigen auf wiederkehrende, schwer zu besetzende Anforderungen prüfen', 'Spezialisierung mit einem anerkannten Zertifikat belegen', 'Wissen sichtbar machen: interne Schulungen, Fachbeiträge, Projekte'],
  },
  {
    titel: 'Aufstiegsfortbildung nutzen',
    wirkung: '20 bis 40\u00a0% mehr Gehalt nach dem Abschluss',
    beschreibung: 'Meister, Techniker oder Fachwirt führen in Fach- und Führungsrollen. Das Aufstiegs-BAföG übernimmt einen großen Teil der Lehrgangs- und Prüfungsgebühren, teils als Zuschuss.',
    tipps: ['Förderfähigkeit beim Aufstiegs-BAföG prüfen', 'Mit dem Arbeitgeber über Freistellung oder Kostenbeteiligung sprechen', 'Berufsbegleitende Modelle wählen, um das Einkommen zu halten'],
  },
  {
    titel: 'Verantwortung übernehmen',
    wirkung: '10 bis 25\u00a0% beim Schritt in die Führung',
    beschreibung: 'Personal-, Budget- oder Projektverantwortung ist der klassische Gehaltshebel. Auch ohne Führungsposition zahlen Unternehmen für Verantwortung, etwa als Projektleitung oder Fachexperte.',
    tipps: ['Früh Projekte mit sichtbarem Ergebnis übernehmen', 'Führungserfahrung außerhalb der Linie sammeln, etwa in Projekten', 'Entwicklungsziele im Jahresgespräch schriftlich festhalten'],
  },
];

export const industrySalaries: readonly IndustrySalary[] = [
  { name: 'Banken und Versicherungen', durchschnitt: 68_000, top: 110_000, wachstum: '+3,0\u00a0%' },
  { name: 'IT und Software', durchschnitt: 66_000, top: 105_000, wachstum: '+4,0\u00a0%' },
  { name: 'Pharma und Chemie', durchschnitt: 67_000, top: 108_000, wachstum: '+3,5\u00a0%' },
  { name: 'Automobil- und Maschinenbau', durchschnitt: 62_000, top: 98_000, wachstum: '+2,5\u00a0%' },
  { name: 'Öffentlicher Dienst', durchschnitt: 52_000, top: 78_000, wachstum: '+3,0\u00a0%' },
  { name: 'Gesundheit und Pflege', durchschnitt: 48_000, top: 75_000, wachstum: '+4,5\u00a0%' },
  { name: 'Handel', durchschnitt: 42_000, top: 70_000, wachstum: '+2,5\u00a0%' },
  { name: 'Gastgewerbe', durchschnitt: 32_000, top: 48_000, wachstum: '+3,0\u00a0%' },
];

export const threeYearPlan: readonly PlanPhase[] = [
  {
    zeitraum: 'Jahr 1',
    titel: 'Standort bestimmen und Grundlagen legen',
    schritte: ['Marktwert und Gehaltsspanne der eigenen Rolle ermitteln', 'Ein Entwicklungsziel mit der Führungskraft vereinbaren', 'Eine Spezialisierung oder Fortbildung auswählen und starten'],
  },
  {
    zeitraum: 'Jahr 2',
    titel: 'Profil schärfen',
    schritte: ['Fortbildung abschließen oder Zertifikat erwerben', 'Ein sichtbares Projekt mit messbarem Ergebnis verantworten', 'Netzwerk in der Zielbranche ausbauen'],
  },
  {
    zeitraum: 'Jahr 3',
    titel: 'Ernten',
    schritte: ['Beförderung oder neue Rolle intern verhandeln', 'Parallel externe Angebote prüfen', 'Mehreinkommen per Sparplan und Altersvorsorge sichern'],
  },
];

export const karriereAuthor = guideAuthor(
  'daniel-brandt',
  'Die größten Gehaltssprünge entstehen an Übergängen: beim Wechsel, nach einer Fortbildung oder mit neuer Verantwortung. Planen Sie diese Momente, statt auf sie zu warten.',
);

export const karriereFaqs: readonly Faq[] = [
  {
    q: 'Lohnt sich ein Studium finanziell immer?',
    a: 'Im Durchschnitt verdienen Akademiker mehr, aber nicht in jedem Fach und jeder Branche. Eine Aufstiegsfortbildung wie Meister oder Techniker kann ähnliche Gehälter bringen, bei kürzerer Ausbildung und ohne Einkommenslücke.',
  },
  {
    q: 'Wie oft sollte ich den Arbeitgeber wechseln?',
    a: 'Es gibt keine feste Regel. Ein Wechsel alle drei bis fünf Jahre gilt als unauffällig und bringt oft den größten Gehaltssprung. Wichtig ist, dass jeder Wechsel ein klarer Schritt nach vorn ist.',
  },
  {
    q: 'Wo finde ich verlässliche Gehaltsdaten für meinen Beruf?',
    a: 'Der Entgeltatlas der Bundesagentur für Arbeit zeigt Medianentgelte nach Beruf, Region, Alter und Geschlecht. Das Statistische Bundesamt veröffentlicht Verdienste nach Branchen.',
  },
];

export const karriereSources: readonly GuideSource[] = [
  { label: 'Bundesagentur für Arbeit: Entgeltatlas', href: 'https://web.arbeitsagentur.de/entgeltatlas/' },
  { label: 'Statistisches Bundesamt: Verdienste', href: 'https://www.destatis.de/DE/Themen/Arbeit/Verdienste/_inhalt.html' },
  {
    label: 'Aufstiegs-BAföG: Wie wird mit dem Aufstiegs-BAföG gefördert?',
    href: 'https://www.aufstiegs-bafoeg.de/aufstiegsbafoeg/de/die-foerderung/wie-wird-gefoerdert/wie-wird-mit-dem-aufstiegs-bafoeg-gefoerdert.html',
  },
];

export const karriereLinks: readonly GuideLink[] = [
  { label: 'Gehaltsoptimierung', href: routePath('ratgeber-gehaltsoptimierung'), text: '8 legale Strategien für mehr Netto vom Brutto und ein 90-Tage-Plan.' },
  { label: 'Einkommen in Deutschland', href: routePath('ratgeber-deutsche-einkommen'), text: 'Median, Durchschnitt und Einkommensrechner nach Alter und Region.' },
  { label: 'Monatlich sparen', href: routePath('ratgeber-monatliches-sparen'), text: 'Was vom Mehrverdienst bleiben sollte: Sparrechner und Sparregeln.' },
];
