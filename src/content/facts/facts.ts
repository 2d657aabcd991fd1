import type { DatedFact, FactUnit } from '@/content/facts/fact-types';
import { formatDate, formatDecimal, formatEuro, formatEuroWhole, formatNumber } from '@/lib/format';

const law = (path: string, title: string) => ({ title, url: `https://www.gesetze-im-internet.de/${path}` });

const svRechengroessen2026 = {
  title: 'BMAS: Sozialversicherungsrechengrößen 2026 (Pressemitteilung vom 8. Oktober 2025)',
  url: 'https://www.bmas.de/DE/Service/Presse/Pressemitteilungen/2025/sozialversicherungsrechengroessen-2026.html',
};
// The Rentenwert from 1 July 2026 and so the Rentenanpassung (40,79 € → 42,52 €: +4,24 %).
const rwbestv2026 = law('rwbestv_2026/__1.html', '§ 1 Rentenwertbestimmungsverordnung 2026 (RWBestV 2026): aktueller Rentenwert ab 1. Juli 2026');
const destatisVerdienste = {
  title: 'Statistisches Bundesamt: „1 % der Vollzeitbeschäftigten verdiente im Jahr 2024 mehr als 213 286 Euro brutto“ (Pressemitteilung vom 15. April 2025, Verdiensterhebung 2024)',
  url: 'https://www.destatis.de/DE/Themen/Arbeit/Verdienste/_inhalt.html',
};
const destatisGenderPayGap = {
  title: 'Statistisches Bundesamt: Gender Pay Gap 2025 unverändert bei 16 % (Pressemitteilung vom 16. Dezember 2025)',
  url: 'https://www.presseportal.de/pm/32102/6180139',
};
const zusatzbeitrag = law('sgb_5/__242a.html', '§ 242a SGB V: Durchschnittlicher Zusatzbeitragssatz, vom Bundesministerium für Gesundheit für 2026 auf 2,9 % festgelegt und im Bundesanzeiger bekannt gegeben');
const destatisSparquote = {
  title: 'Statistisches Bundesamt: Sparquote in Deutschland mit 10,3 % im 1. Halbjahr 2025 leicht unter Vorjahresniveau (Pressemitteilung zum Weltspartag vom 28. Oktober 2025)',
  url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Volkswirtschaftliche-Gesamtrechnungen-Inlandsprodukt/_inhalt.html',
};

const factList = [
  // Rente und Sozialversicherung
  {
    id: 'rentenwert',
    label: 'Aktueller Rentenwert',
    value: 42.52,
    unit: 'EUR',
    validFrom: '2026-07-01',
    validUntil: '2027-06-30',
    source: rwbestv2026,
    previous: { value: 40.79, validFrom: '2025-07-01' },
  },
  { id: 'rentenanpassung', label: 'Rentenanpassung zum 1. Juli', value: 4.24, unit: 'percent', validFrom: '2026-07-01', validUntil: '2027-06-30', source: rwbestv2026 },
  { id: 'rv-beitragssatz', label: 'Beitragssatz der allgemeinen Rentenversicherung', value: 18.6, unit: 'percent', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('sgb_6/__158.html', '§ 158 SGB VI: Beitragssätze') },
  { id: 'bbg-rv-jahr', label: 'Beitragsbemessungsgrenze der allgemeinen Rentenversicherung (Jahr)', value: 101_400, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'bbg-rv-monat', label: 'Beitragsbemessungsgrenze der allgemeinen Rentenversicherung (Monat)', value: 8_450, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'bezugsgroesse-monat', label: 'Bezugsgröße der Sozialversicherung (Monat)', value: 3_955, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'durchschnittsentgelt-vorlaeufig', label: 'Vorläufiges Durchschnittsentgelt der Rentenversicherung', value: 51_944, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'em-hinzuverdienstgrenze', label: 'Hinzuverdienstgrenze bei voller Erwerbsminderungsrente (Jahr)', value: 20_763.75, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('sgb_6/__96a.html', '§ 96a SGB VI: Rente wegen verminderter Erwerbsfähigkeit und Hinzuverdienst') },
  { id: 'kuenstlersozialabgabe', label: 'Künstlersozialabgabe', value: 4.9, unit: 'percent', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('ksvg/__26.html', '§ 26 KSVG: Abgabesatz der Künstlersozialabgabe, für 2026 durch die Künstlersozialabgabe-Verordnung 2026 auf 4,9 % festgesetzt') },
  { id: 'basisvorsorge-hoechstbetrag', label: 'Höchstbetrag für Basisvorsorgebeiträge (Alleinstehende)', value: 30_826, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__10.html', '§ 10 EStG: Sonderausgaben') },
  { id: 'minijob-grenze', label: 'Verdienstgrenze im Minijob (Monat)', value: 603, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('sgb_4/__8.html', '§ 8 SGB IV: Geringfügige Beschäftigung und geringfügige selbständige Tätigkeit') },
  { id: 'mindestlohn', label: 'Gesetzlicher Mindestlohn je Zeitstunde', value: 13.9, unit: 'EUR/h', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('milog/__1.html', '§ 1 MiLoG: Mindestlohn; Höhe ab 1. Januar 2026 nach § 1 Nr. 1 der Fünften Mindestlohnanpassungsverordnung (MiLoV5)') },
  { id: 'mindestlohn-2027', label: 'Gesetzlicher Mindestlohn je Zeitstunde ab 2027 (beschlossen)', value: 14.6, unit: 'EUR/h', validFrom: '2027-01-01', validUntil: '2027-12-31', source: law('milog/__1.html', '§ 1 MiLoG: Mindestlohn; Höhe ab 1. Januar 2027 nach § 1 Nr. 2 der Fünften Mindestlohnanpassungsverordnung (MiLoV5)') },
  { id: 'bbg-kv-jahr', label: 'Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung (Jahr)', value: 69_750, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'bbg-kv-monat', label: 'Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung (Monat)', value: 5_812.5, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: svRechengroessen2026 },
  { id: 'kv-beitragssatz', label: 'Allgemeiner Beitragssatz der gesetzlichen Krankenversicherung', value: 14.6, unit: 'percent', validFrom: '2015-01-01', validUntil: null, source: law('sgb_5/__241.html', '§ 241 SGB V: Allgemeiner Beitragssatz') },
  { id: 'kv-zusatzbeitrag-durchschnitt', label: 'Durchschnittlicher Zusatzbeitragssatz der gesetzlichen Krankenversicherung', value: 2.9, unit: 'percent', validFrom: '2026-01-01', validUntil: '2026-12-31', source: zusatzbeitrag },
  { id: 'pv-beitragssatz', label: 'Beitragssatz der sozialen Pflegeversicherung', value: 3.6, unit: 'percent', validFrom: '2025-01-01', validUntil: null, source: law('sgb_11/__55.html', '§ 55 SGB XI: Beitragssatz, Beitragsbemessungsgrenze') },
  { id: 'pv-beitragssatz-kinderlos', label: 'Beitragssatz der sozialen Pflegeversicherung für Kinderlose ab 23 Jahren (mit Zuschlag)', value: 4.2, unit: 'percent', validFrom: '2025-01-01', validUntil: null, source: law('sgb_11/__55.html', '§ 55 Abs. 3 SGB XI: Beitragszuschlag für Kinderlose') },
  // Steuern
  { id: 'sparer-pauschbetrag', label: 'Sparer-Pauschbetrag (Einzelveranlagung)', value: 1_000, unit: 'EUR', validFrom: '2023-01-01', validUntil: null, source: law('estg/__20.html', '§ 20 EStG: Kapitalvermögen') },
  { id: 'abgeltungsteuer', label: 'Abgeltungsteuersatz', value: 25, unit: 'percent', validFrom: '2009-01-01', validUntil: null, source: law('estg/__32d.html', '§ 32d EStG: Gesonderter Steuertarif für Einkünfte aus Kapitalvermögen') },
  { id: 'soli-satz', label: 'Solidaritätszuschlag (Anteil der Steuer)', value: 5.5, unit: 'percent', validFrom: '1998-01-01', validUntil: null, source: law('solzg_1995/__4.html', '§ 4 SolZG 1995: Zuschlagsatz') },
  { id: 'grundfreibetrag', label: 'Grundfreibetrag (Einzelveranlagung)', value: 12_348, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__32a.html', '§ 32a EStG: Einkommensteuertarif') },
  { id: 'spitzensteuersatz-ab', label: 'Zu versteuerndes Einkommen, ab dem 42 % gelten (Einzelveranlagung)', value: 69_879, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__32a.html', '§ 32a EStG: Einkommensteuertarif') },
  { id: 'reichensteuer-ab', label: 'Zu versteuerndes Einkommen, ab dem 45 % gelten (Einzelveranlagung)', value: 277_826, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__32a.html', '§ 32a Abs. 1 Satz 2 Nr. 5 EStG: Einkommensteuertarif') },
  { id: 'soli-freigrenze', label: 'Freigrenze beim Solidaritätszuschlag (Einzelveranlagung)', value: 20_350, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('solzg_1995/__3.html', '§ 3 SolZG 1995: Bemessungsgrundlage und Freigrenze') },
  { id: 'arbeitnehmer-pauschbetrag', label: 'Arbeitnehmer-Pauschbetrag', value: 1_230, unit: 'EUR', validFrom: '2023-01-01', validUntil: null, source: law('estg/__9a.html', '§ 9a EStG: Pauschbeträge für Werbungskosten') },
  { id: 'homeoffice-pauschale-tag', label: 'Homeoffice-Pauschale je Tag', value: 6, unit: 'EUR', validFrom: '2023-01-01', validUntil: null, source: law('estg/__4.html', '§ 4 Abs. 5 Satz 1 Nr. 6c EStG') },
  { id: 'homeoffice-pauschale-tage', label: 'Höchstzahl der Homeoffice-Tage im Jahr', value: 210, unit: 'days', validFrom: '2023-01-01', validUntil: null, source: law('estg/__4.html', '§ 4 Abs. 5 Satz 1 Nr. 6c EStG') },
  { id: 'entfernungspauschale', label: 'Entfernungspauschale je Entfernungskilometer (ab dem ersten Kilometer)', value: 0.38, unit: 'EUR/km', validFrom: '2026-01-01', validUntil: null, source: law('estg/__9.html', '§ 9 Abs. 1 Satz 3 Nr. 4 EStG: Entfernungspauschale') },
  { id: 'ehrenamtspauschale', label: 'Ehrenamtspauschale', value: 960, unit: 'EUR', validFrom: '2026-01-01', validUntil: null, source: law('estg/__3.html', '§ 3 Nr. 26a EStG') },
  { id: 'uebungsleiterpauschale', label: 'Übungsleiterpauschale', value: 3_300, unit: 'EUR', validFrom: '2026-01-01', validUntil: null, source: law('estg/__3.html', '§ 3 Nr. 26 EStG') },
  { id: 'kinderfreibetrag', label: 'Kinderfreibetrag je Kind (beide Elternteile zusammen)', value: 6_828, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__32.html', '§ 32 Abs. 6 EStG: Kinderfreibetrag') },
  { id: 'bea-freibetrag', label: 'Freibetrag für Betreuung, Erziehung oder Ausbildung je Kind (beide Elternteile zusammen)', value: 2_928, unit: 'EUR', validFrom: '2021-01-01', validUntil: null, source: law('estg/__32.html', '§ 32 Abs. 6 EStG: BEA-Freibetrag') },
  { id: 'kindergeld', label: 'Kindergeld je Kind und Monat', value: 259, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('estg/__66.html', '§ 66 EStG: Höhe des Kindergeldes') },
  { id: 'sachbezugsfreigrenze', label: 'Freigrenze für Sachbezüge je Monat', value: 50, unit: 'EUR', validFrom: '2022-01-01', validUntil: null, source: law('estg/__8.html', '§ 8 Abs. 2 Satz 11 EStG') },
  { id: 'sachbezugswert-mittagessen', label: 'Amtlicher Sachbezugswert für ein Mittagessen', value: 4.57, unit: 'EUR', validFrom: '2026-01-01', validUntil: '2026-12-31', source: law('svev/__2.html', '§ 2 SvEV: Verpflegung als Sachbezug') },
  { id: 'essenszuschuss-aufschlag', label: 'Arbeitgeberzuschuss über dem Sachbezugswert, der ohne Besteuerung als geldwerter Vorteil bleibt', value: 3.1, unit: 'EUR', validFrom: '2015-01-01', validUntil: null, source: law('estg/__8.html', '§ 8 Abs. 2 Satz 6 EStG: Mahlzeiten mit dem Sachbezugswert; der Zuschlag von 3,10 € steht in R 8.1 Abs. 7 Nr. 4 LStR') },
  { id: 'dienstwagen-prozent', label: 'Privatnutzung eines Dienstwagens je Monat (Listenpreis)', value: 1, unit: 'percent', validFrom: '1996-01-01', validUntil: null, source: law('estg/__6.html', '§ 6 Abs. 1 Nr. 4 EStG') },
  { id: 'dienstwagen-elektro-prozent', label: 'Privatnutzung eines reinen Elektro-Dienstwagens je Monat (Listenpreis)', value: 0.25, unit: 'percent', validFrom: '2020-01-01', validUntil: '2030-12-31', source: law('estg/__6.html', '§ 6 Abs. 1 Nr. 4 EStG') },
  {
    id: 'dienstrad-prozent',
    label: 'Geldwerter Vorteil eines Dienstrads bei Gehaltsumwandlung je Monat (Listenpreis)',
    value: 0.25,
    unit: 'percent',
    validFrom: '2020-01-01',
    validUntil: '2030-12-31',
    source: law('estg/__8.html', '§ 8 Abs. 2 EStG mit den gleich lautenden Erlassen der obersten Finanzbehörden der Länder vom 9. Januar 2020 (Dienstrad: 0,25 % des Listenpreises)'),
  },
  { id: 'bav-steuerfrei-anteil', label: 'Steuerfreier Anteil der Beitragsbemessungsgrenze für bAV-Beiträge', value: 8, unit: 'percent', validFrom: '2018-01-01', validUntil: null, source: law('estg/__3.html', '§ 3 Nr. 63 EStG') },
  { id: 'bav-sv-frei-anteil', label: 'Sozialabgabenfreier Anteil der Beitragsbemessungsgrenze für bAV-Beiträge', value: 4, unit: 'percent', validFrom: '2002-01-01', validUntil: null, source: law('svev/__1.html', '§ 1 Abs. 1 Satz 1 Nr. 9 SvEV') },
  {
    id: 'vorabpauschale-basiszins',
    label: 'Basiszins für die Vorabpauschale',
    value: 3.2,
    unit: 'percent',
    validFrom: '2026-01-02',
    validUntil: '2026-12-31',
    source: law('invstg_2018/__18.html', '§ 18 Abs. 4 InvStG: Basiszins, für 2026 vom BMF mit 3,20 % bekannt gegeben (Bundesbank-Zinsstrukturdaten vom 2. Januar 2026)'),
    previous: { value: 2.53, validFrom: '2025-01-02' },
  },
  // Preise, Einlagen, Statistik
  {
    id: 'eu-kleinsendungen-abgabe',
    label: 'EU-Pauschalzoll auf Kleinsendungen bis 150 € je Warenkategorie (Übergangsregel)',
    value: 3,
    unit: 'EUR',
    validFrom: '2026-07-01',
    validUntil: '2028-06-30',
    source: {
      title: 'Verordnung (EU) 2026/382 des Rates vom 11. Februar 2026: Wegfall der Zollbefreiung für Sendungen bis 150 €, bis zum 1. Juli 2028 ersetzt durch 3 € je Warenposition – EUR-Lex',
      url: 'https://eur-lex.europa.eu/eli/reg/2026/382/oj',
    },
  },
  {
    id: 'deutschlandticket',
    label: 'Preis des Deutschlandtickets je Monat',
    value: 63,
    unit: 'EUR',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    source: law('regg/__9.html', '§ 9 RegG: Unterstützung der Länder beim Deutschlandticket; Preis von 63 € ab 1. Januar 2026 nach Beschluss der Verkehrsministerkonferenz vom 18. September 2025'),
  },
  { id: 'einlagensicherung', label: 'Gesetzliche Einlagensicherung je Kunde und Bank', value: 100_000, unit: 'EUR', validFrom: '2015-07-03', validUntil: null, source: law('einsig/__8.html', '§ 8 EinSiG: Umfang des Entschädigungsanspruchs') },
  { id: 'einlagensicherung-sonderfall', label: 'Erhöhter Einlagenschutz für bestimmte Lebensereignisse, etwa den Verkauf einer selbst genutzten Immobilie', value: 500_000, unit: 'EUR', validFrom: '2015-07-03', validUntil: null, source: law('einsig/__8.html', '§ 8 Abs. 2 EinSiG') },
  { id: 'destatis-median-vollzeit-2024', label: 'Median des Bruttojahresverdiensts Vollzeitbeschäftigter 2024 (mit Sonderzahlungen)', value: 52_159, unit: 'EUR', validFrom: '2025-04-15', validUntil: null, source: destatisVerdienste },
  { id: 'destatis-mittel-vollzeit-2024', label: 'Arithmetisches Mittel des Bruttojahresverdiensts Vollzeitbeschäftigter 2024 (mit Sonderzahlungen)', value: 62_235, unit: 'EUR', validFrom: '2025-04-15', validUntil: null, source: destatisVerdienste },
  { id: 'destatis-p70-vollzeit-2024', label: 'Bruttojahresverdienst, ab dem man 2024 zu den 30 % der Vollzeitbeschäftigten mit den höchsten Verdiensten gehörte', value: 66_000, unit: 'EUR', validFrom: '2025-04-15', validUntil: null, source: destatisVerdienste },
  { id: 'destatis-top1-vollzeit-2024', label: 'Bruttojahresverdienst des obersten Prozents der Vollzeitbeschäftigten 2024 (Untergrenze)', value: 213_286, unit: 'EUR', validFrom: '2025-04-15', validUntil: null, source: destatisVerdienste },
  { id: 'gender-pay-gap-2025', label: 'Unbereinigter Gender Pay Gap 2025 (Bruttostundenverdienst)', value: 16, unit: 'percent', validFrom: '2025-12-16', validUntil: null, source: destatisGenderPayGap },
  { id: 'gender-pay-gap-bereinigt-2025', label: 'Bereinigter Gender Pay Gap 2025', value: 6, unit: 'percent', validFrom: '2025-12-16', validUntil: null, source: destatisGenderPayGap },
  { id: 'sparquote-2024', label: 'Sparquote der privaten Haushalte 2024', value: 11.2, unit: 'percent', validFrom: '2025-10-28', validUntil: null, source: destatisSparquote },
  { id: 'sparquote-2025-h1', label: 'Sparquote der privaten Haushalte im 1. Halbjahr 2025 (saisonbereinigt)', value: 10.3, unit: 'percent', validFrom: '2025-10-28', validUntil: null, source: destatisSparquote },
  { id: 'sparbetrag-je-einwohner-2025-h1', label: 'Durchschnittlicher Sparbetrag je Einwohner und Monat im 1. Halbjahr 2025 (knapp)', value: 270, unit: 'EUR', validFrom: '2025-10-28', validUntil: null, source: destatisSparquote },
] as const satisfies readonly DatedFact[];

export type FactId = (typeof factList)[number]['id'];

/** Every dated figure the site states. */
export const allFacts: readonly DatedFact[] = factList;

const byId = new Map<string, DatedFact>(allFacts.map((entry) => [entry.id, entry]));

/** The fact with this id; throws on an unknown id so a typo cannot print a blank. */
export function fact(id: FactId): DatedFact {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown fact "${id}"`);
  return found;
}

/** Just the number, for calculations. */
export function factValue(id: FactId): number {
  return fact(id).value;
}

function fractionDigits(value: number): number {
  const decimals = String(value).split('.')[1]?.length ?? 0;
  return Math.min(decimals, 3);
}

/** A value in German notation for its unit: 42,52 €, 101.400 €, 0,38 €, 4,24 %, 210. */
export function formatFactValue(value: number, unit: FactUnit): string {
  switch (unit) {
    case 'EUR':
      return Number.isInteger(value) ? formatEuroWhole(value) : formatEuro(value);
    case 'EUR/km':
    case 'EUR/h':
      return formatEuro(value);
    case 'percent':
      return `${formatDecimal(value, fractionDigits(value))} %`;
    default:
      return formatNumber(value);
  }
}

/** The current value as German text, e.g. factText('rentenwert') → '42,52 €'. */
export function factText(id: FactId): string {
  const { value, unit } = fact(id);
  return formatFactValue(value, unit);
}

/** The previous value as German text; throws when the fact keeps none. */
export function factPreviousText(id: FactId): string {
  const { previous, unit } = fact(id);
  if (!previous) throw new Error(`Fact "${id}" has no previous value`);
  return formatFactValue(previous.value, unit);
}

/** The day the value took effect, e.g. '1. Juli 2026'. */
export function factSince(id: FactId): string {
  return formatDate(fact(id).validFrom);
}

/** The last day the value applies, e.g. '30. Juni 2028'; throws when no end is known. */
export function factUntil(id: FactId): string {
  const { validUntil } = fact(id);
  if (!validUntil) throw new Error(`Fact "${id}" has no end date`);
  return formatDate(validUntil);
}

/** The year the value took effect, e.g. 2026. */
export function factYear(id: FactId): number {
  return Number(fact(id).validFrom.slice(0, 4));
}

/** The fact's source as a guide source link. */
export function factSource(id: FactId): { label: string; href: string } {
  const { source } = fact(id);
  return { label: source.title, href: source.url };
}

/** Facts whose validity ended before `isoDate`. */
export function expiredFacts(isoDate: string, facts: readonly DatedFact[] = allFacts): DatedFact[] {
  return facts.filter((entry) => entry.validUntil !== null && entry.validUntil < isoDate);
}

/** Facts still valid on `isoDate` whose validity ends within `days` days after it. */
export function factsExpiringWithin(days: number, isoDate: string, facts: readonly DatedFact[] = allFacts): DatedFact[] {
  const limit = new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return facts.filter((entry) => entry.validUntil !== null && entry.validUntil >= isoDate && entry.validUntil <= limit);
}

/**
 * Ids of the facts that the given source texts mention as a quoted string ('rentenwert'),
 * the way every accessor call names them. Pass the site's source files without this module.
 */
export function referencedFactIds(sourceTexts: Iterable<string>, facts: readonly DatedFact[] = allFacts): Set<string> {
  const texts = [...sourceTexts];
  const used = new Set<string>();
  for (const { id } of facts) {
    const quoted = new RegExp(`['"\`]${id}['"\`]`);
    if (texts.some((text) => quoted.test(text))) used.add(id);
  }
  return used;
}
