import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const law = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });
const rule = (formula: string): GlossarySourceLink => ({ title: `Rechenregel: ${formula}` });

const pangv16 = law('pangv_2022/__16.html', '§ 16 PAngV: Effektiver Jahreszins bei Verbraucherdarlehen, Berechnung nach der Anlage (früher § 6 PAngV)');
const egbgb247p3 = law('bgbeg/art_247__3.html', 'Art. 247 § 3 EGBGB: Inhalt der vorvertraglichen Information (Abs. 2 definiert den Sollzinssatz)');
const egbgb229p7 = law('bgbeg/art_229__7.html', 'Art. 229 § 7 EGBGB: Überleitungsvorschrift zu Zinsvorschriften (Basiszinssatz statt Diskontsatz, SRF-Zinssatz statt Lombardsatz)');
const bgb247 = law('bgb/__247.html', '§ 247 BGB: Basiszinssatz');
const bgb307 = law('bgb/__307.html', '§ 307 BGB: Inhaltskontrolle');
const bgb489 = law('bgb/__489.html', '§ 489 BGB: Ordentliches Kündigungsrecht des Darlehensnehmers (gebundener und veränderlicher Sollzins)');
const estg20 = law('estg/__20.html', '§ 20 EStG: Kapitalvermögen (Zinsen als Kapitalerträge, Sparer-Pauschbetrag)');
const estg9 = law('estg/__9.html', '§ 9 EStG: Werbungskosten (Abs. 1 Satz 3 Nr. 1: Schuldzinsen)');
const einsig8 = law('einsig/__8.html', '§ 8 EinSiG: Deckungssumme der gesetzlichen Einlagensicherung (100.000 Euro)');
const rechkredv21 = law('rechkredv/__21.html', '§ 21 RechKredV: Verbindlichkeiten gegenüber Kunden; Abs. 4 definiert Spareinlagen (drei Monate Kündigungsfrist, 2.000 Euro je Monat frei)');
const hgb355 = law('hgb/__355.html', '§ 355 HGB: Laufende Rechnung (Kontokorrent)');

const ecbKeyRates: GlossarySourceLink = {
  title: 'Europäische Zentralbank: Key ECB interest rates – Leitzinsen mit allen Änderungen seit 1999 (englisch)',
  url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html',
};
const ecbGeneralDocumentation: GlossarySourceLink = {
  title: 'Leitlinie (EU) 2015/510 der EZB über die Umsetzung des geldpolitischen Handlungsrahmens des Eurosystems (Hauptrefinanzierungsgeschäfte, ständige Fazilitäten) – EUR-Lex',
  url: 'https://eur-lex.europa.eu/eli/guideline/2015/510/oj',
};
const ecbEstr: GlossarySourceLink = {
  title: 'Europäische Zentralbank: Euro short-term rate (€STR) – Methodik und tägliche Werte (englisch)',
  url: 'https://www.ecb.europa.eu/stats/financial_markets_and_interest_rates/euro_short-term_rate/html/index.en.html',
};
const benchmarksRegulation: GlossarySourceLink = {
  title: 'Verordnung (EU) 2016/1011 über Referenzwerte (Benchmark-Verordnung) – EUR-Lex',
  url: 'https://eur-lex.europa.eu/eli/reg/2016/1011/oj',
};
const bundesbankBasiszins: GlossarySourceLink = {
  title: 'Deutsche Bundesbank: Basiszinssatz nach § 247 BGB – geltender Wert und alle bisherigen Werte',
  url: 'https://www.bundesbank.de/de/bundesbank/organisation/agb-und-regelungen/basiszinssatz-607820',
};
const bundesbankZinsstatistik: GlossarySourceLink = {
  title: 'Deutsche Bundesbank: Einlagen- und Kreditzinssätze (MFI-Zinsstatistik, Bestände und Neugeschäft)',
  url: 'https://www.bundesbank.de/de/statistiken/geld-und-kapitalmaerkte/zinssaetze-und-renditen/einlagen-und-kreditzinssaetze/einlagen-und-kreditzinssaetze-772402',
};
const bundesbankZinsstruktur: GlossarySourceLink = {
  title: 'Deutsche Bundesbank: Zinsstruktur am Rentenmarkt (täglich geschätzte Zinsstrukturkurve)',
  url: 'https://www.bundesbank.de/de/statistiken/geld-und-kapitalmaerkte/zinssaetze-und-renditen/zinsstruktur-am-rentenmarkt',
};
const edbAmount: GlossarySourceLink = {
  title: 'Entschädigungseinrichtung deutscher Banken: Fragen und Antworten zum Entschädigungsbetrag (100.000 Euro, Sonderfälle bis 500.000 Euro)',
  url: 'https://edb-banken.de/fragen-und-antworten?thema=375',
};

/** Sources of the Zinsen terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const zinsenSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  '72er-regel': [rule('Verdopplungszeit ≈ 72 / Zinssatz in %; exakt ln 2 / ln(1 + i), z. B. 72 / 4 = 18 Jahre gegenüber exakt 17,67 Jahren')],
  abzinsung: [
    rule('Barwert = künftiger Betrag / (1 + i)^n (10.000 € / 1,03^5 = 8.626,09 €)'),
    law('hgb/__253.html', '§ 253 HGB: Zugangs- und Folgebewertung (Abs. 2: Abzinsung von Rückstellungen)'),
    law('bewg/__12.html', '§ 12 BewG: Kapitalforderungen und Schulden (Abs. 3: Abzinsung mit 5,5 %)'),
  ],
  'actualactual-methode': [rule('Zinsen = Kapital × Zinssatz × tatsächliche Tage / tatsächliche Tage des Jahres (365 oder 366)')],
  agio: [
    rule('Agio = Kaufpreis − Nennwert (10.200 € − 10.000 € = 200 €)'),
    law('hgb/__272.html', '§ 272 HGB: Eigenkapital (Abs. 2 Nr. 1: Aufgeld bei der Ausgabe von Anteilen)'),
    law('aktg/__9.html', '§ 9 AktG: Ausgabebetrag der Aktien (Ausgabe über dem Nennbetrag zulässig)'),
    law('kagb/__165.html', '§ 165 KAGB: Mindestangaben im Verkaufsprospekt (u. a. Ausgabeaufschlag)'),
  ],
  aufzinsung: [rule('Endwert = Kapital × (1 + i)^n (8.000 € × 1,025^4 = 8.830,50 €)')],
  barwert: [rule('Barwert = Zahlung / (1 + i)^n, bei mehreren Zahlungen die Summe der einzelnen Barwerte')],
  basispunkt: [rule('1 Basispunkt = 0,01 Prozentpunkte; 100 Basispunkte = 1 Prozentpunkt')],
  basiszinssatz: [bundesbankBasiszins],
  bestandskundenzins: [bundesbankZinsstatistik],
  bonuszins: [rule('Zinsertrag = Guthaben × (Grundzins + Bonuszins), solange die Bedingungen erfüllt sind')],
  'deutsche-zinsmethode': [rule('Zinsen = Kapital × Zinssatz × Zinstage / 360, jeder volle Monat mit 30 Tagen')],
  disagio: [pangv16, law('estg/__11.html', '§ 11 EStG: Vereinnahmung und Verausgabung (Abs. 2: sofortiger Abzug eines marktüblichen Damnums)')],
  diskontsatz: [egbgb229p7, bgb247],
  'effektiver-jahreszins': [pangv16],
  'einfache-verzinsung': [rule('Zinsen = Kapital × Zinssatz × Jahre (ohne Zinseszins); zum Vergleich Zinseszins: Kapital × ((1 + i)^n − 1)')],
  einlagefazilitaet: [
    { title: 'Europäische Zentralbank: What is the deposit facility rate? (englisch)', url: 'https://www.ecb.europa.eu/explainers/tell-me/html/what-is-the-deposit-facility-rate.en.html' },
    ecbKeyRates,
  ],
  einlagensicherung: [edbAmount],
  'entschaedigungseinrichtung-deutscher-banken': [
    { title: 'Entschädigungseinrichtung deutscher Banken: Fragen und Antworten zur EdB', url: 'https://edb-banken.de/fragen-und-antworten?thema=374' },
    edbAmount,
  ],
  einlagensicherungsfonds: [
    { title: 'Bayerischer Bankenverband: Einlagensicherung der privaten Banken (Sicherungsgrenzen und Höchstbeträge seit 2025)', url: 'https://by.bankenverband.de/Einlagensicherung_Bayerischer_Bankenverband' },
    law('kredwg/__23a.html', '§ 23a KWG: Sicherungseinrichtung (Information der Kunden über die Einlagensicherung)'),
  ],
  endwert: [rule('Endwert einer Einmalanlage = Kapital × (1 + i)^n; regelmäßige Einzahlungen: Rate × ((1 + i)^n − 1) / i')],
  'englische-zinsmethode': [rule('Zinsen = Kapital × Zinssatz × tatsächliche Tage / 365')],
  eonia: [
    { title: 'Durchführungsverordnung (EU) 2021/1848: €STR plus 8,5 Basispunkte als Ersatz für EONIA – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/reg_impl/2021/1848/oj' },
    ecbEstr,
  ],
  euribor: [
    benchmarksRegulation,
    { title: 'Durchführungsverordnung (EU) 2016/1368: Liste kritischer Referenzwerte (u. a. Euribor) – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/reg_impl/2016/1368/oj' },
  ],
  'euro-short-term-rate': [
    ecbEstr,
    { title: 'Leitlinie (EU) 2019/1265 der EZB über den Euro-Kurzfristzinssatz (€STR) – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/guideline/2019/1265/oj' },
  ],
  eurozinsmethode: [rule('Zinsen = Kapital × Zinssatz × tatsächliche Tage / 360')],
  'federal-funds-rate': [
    { title: 'Federal Reserve: Open Market Operations – Zielspanne der Federal Funds Rate mit allen Änderungen (englisch)', url: 'https://www.federalreserve.gov/monetarypolicy/openmarket.htm' },
  ],
  festgeldleiter: [einsig8],
  festzins: [bgb489, law('bgb/__502.html', '§ 502 BGB: Vorfälligkeitsentschädigung')],
  geldmarktzins: [ecbEstr, ecbKeyRates],
  habenzins: [bundesbankZinsstatistik, estg20],
  hauptrefinanzierungssatz: [ecbKeyRates, ecbGeneralDocumentation],
  institutssicherung: [law('einsig/__43.html', '§ 43 EinSiG: Voraussetzungen für die Anerkennung institutsbezogener Sicherungssysteme')],
  'interner-zinsfuss': [rule('Zinssatz r, bei dem Σ Zahlung_t / (1 + r)^t = 0; der effektive Jahreszins nach § 16 PAngV wird nach demselben Prinzip berechnet'), pangv16],
  'inverse-zinsstrukturkurve': [bundesbankZinsstruktur],
  kapitalmarktzins: [bundesbankZinsstruktur],
  'konformer-zinssatz': [rule('konformer Periodenzins = (1 + Jahreszins)^(1/Perioden) − 1 (1,06^(1/12) − 1 = 0,487 %)')],
  leitzins: [
    { title: 'Europäische Zentralbank: Official interest rates (englisch)', url: 'https://data.ecb.europa.eu/methodology/official-interest-rates' },
    ecbKeyRates,
  ],
  libor: [
    { title: 'Durchführungsverordnung (EU) 2021/1847: gesetzlicher Ersatz für CHF-LIBOR (SARON mit Ausgleichswert) – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/reg_impl/2021/1847/oj' },
    benchmarksRegulation,
  ],
  lombardsatz: [egbgb229p7, ecbGeneralDocumentation],
  marktzins: [bundesbankZinsstatistik, law('bgb/__138.html', '§ 138 BGB: Sittenwidriges Rechtsgeschäft; Wucher')],
  mindestanlage: [einsig8],
  negativzins: [ecbKeyRates, law('estg/__20.html', '§ 20 EStG: Kapitalvermögen (Abs. 9: Abzug tatsächlicher Werbungskosten ausgeschlossen)')],
  neukundenzins: [bundesbankZinsstatistik, rule('Durchschnittszins = Σ (Zinssatz × Monate) / 12; 3,0 % × 4/12 + 1,5 % × 8/12 = 2,0 %')],
  niedrigzinsphase: [ecbKeyRates],
  nominalzins: [egbgb247p3],
  'per-annum': [rule('Jahreszins aus Monatszins: einfach 12 × i_Monat, mit Zinseszins (1 + i_Monat)^12 − 1 (1,005^12 − 1 = 6,17 %)')],
  praemiensparvertrag: [bgb307, law('bgb/__199.html', '§ 199 BGB: Beginn der regelmäßigen Verjährungsfrist')],
  prozentpunkt: [rule('Prozentpunkte = neuer Satz − alter Satz; relative Änderung in % = (neuer Satz − alter Satz) / alter Satz × 100')],
  realzins: [rule('Realzins = (1 + Nominalzins) / (1 + Inflationsrate) − 1; Näherung: Nominalzins − Inflationsrate')],
  referenzzins: [benchmarksRegulation],
  'relativer-zinssatz': [rule('relativer Periodenzins = Jahreszins / Zahl der Perioden; effektiv: (1 + Jahreszins/m)^m − 1')],
  sichteinlage: [law('einsig/__2.html', '§ 2 EinSiG: Begriffsbestimmungen (Einlage)'), bundesbankZinsstatistik],
  sollzins: [egbgb247p3, bgb489, pangv16],
  sparbrief: [einsig8, estg20],
  sparbuch: [rechkredv21],
  spareinlage: [rechkredv21],
  spitzenrefinanzierungsfazilitaet: [ecbKeyRates, ecbGeneralDocumentation],
  staffelzins: [rule('Zinsen = Σ (Betrag je Stufe × Zinssatz der Stufe), wenn der Satz nur innerhalb der Stufe gilt')],
  'stetige-verzinsung': [rule('Endwert = Kapital × e^(Zinssatz × Jahre); effektiver Jahreszins = e^Zinssatz − 1')],
  tagesgeldhopping: [einsig8, law('estg/__44a.html', '§ 44a EStG: Abstandnahme vom Steuerabzug (Freistellungsauftrag)')],
  termingeld: [bundesbankZinsstatistik, rule('Zinsen = Betrag × Zinssatz × Monate / 12')],
  'unterjaehrige-verzinsung': [rule('Endwert = Kapital × (1 + Jahreszins/m)^m bei m Gutschriften pro Jahr'), pangv16],
  verwahrentgelt: [bgb307],
  verzugszins: [law('bgb/__286.html', '§ 286 BGB: Verzug des Schuldners'), bgb247, bundesbankBasiszins],
  vorschusszins: [rechkredv21, rule('Vorschusszins = Mehrbetrag × (¼ des Sparzinses) × Tage der nicht eingehaltenen Frist / 360')],
  zinsaenderungsrisiko: [law('kredwg/__25a.html', '§ 25a KWG: Besondere organisatorische Pflichten (Risikomanagement einschließlich Zinsänderungsrisiken)'), rule('Monatsrate = Restschuld × (Zinssatz + Tilgungssatz) / 12')],
  zinsanpassungsklausel: [bgb307, law('bgb/__315.html', '§ 315 BGB: Bestimmung der Leistung durch eine Partei')],
  zinsanteil: [rule('Zinsanteil = Restschuld × Sollzins / 12; Tilgung = Rate − Zinsanteil'), estg9],
  zinsaufschlag: [rule('variabler Zins = Referenzzins + Zinsaufschlag (2,0 % + 1,5 Prozentpunkte = 3,5 %)'), benchmarksRegulation],
  zinsaufwand: [estg9, law('hgb/__275.html', '§ 275 HGB: Gliederung der Gewinn- und Verlustrechnung (Zinsen und ähnliche Aufwendungen)')],
  zinscap: [rule('gezahlter Zins = min(Referenzzins + Aufschlag, Zinsobergrenze)'), bgb489],
  zinsdivisor: [rule('Zinsdivisor = 360 / Zinssatz; Zinsen = Summe der Zinszahlen / Zinsdivisor')],
  zinsfloor: [rule('angesetzter Referenzzins = max(Referenzzins, Untergrenze); Zins = angesetzter Referenzzins + Aufschlag')],
  zinsformel: [rule('Z = K × p × t / (100 × 360), bei Actual-Methoden 365 oder 366 statt 360')],
  zinsgarantie: [rule('garantierte Zinsen = Betrag × garantierter Zinssatz × Monate / 12')],
  zinsgutschrift: [law('bgb/__248.html', '§ 248 BGB: Zinseszinsen (Abs. 2: Ausnahme für Einlagen bei Kreditinstituten)'), rule('Endwert = Kapital × (1 + Jahreszins/m)^m bei m Gutschriften pro Jahr')],
  zinskorridor: [ecbKeyRates, ecbGeneralDocumentation],
  zinsmethoden: [rule('Zinsen = Kapital × Zinssatz × Zinstage / Tage des Zinsjahres; 30/360, Actual/360, Actual/365 oder Actual/Actual')],
  zinsperiode: [bgb489, rule('Zinsen je Periode = Kapital × Jahreszins × Periodenlänge in Jahren')],
  zinssatz: [egbgb247p3, rule('Zinssatz = Zinsen / Kapital × 100 je Zeitraum (125 € / 5.000 € = 2,5 % p. a.)')],
  zinsspanne: [bundesbankZinsstatistik, rule('Zinsspanne = Durchschnittszins der Kredite − Durchschnittszins der Einlagen')],
  zinsstaffel: [hgb355, rule('Zinszahl je Zeitraum = Saldo × Tage / 100; Zinsen = Summe der Zinszahlen / Zinsdivisor (360 / Zinssatz)')],
  zinsstrukturkurve: [bundesbankZinsstruktur],
  zinstage: [law('bgb/__187.html', '§ 187 BGB: Beginn einer Frist'), rule('deutsche Methode: volle Monate × 30 Tage; Actual-Methoden: Kalendertage')],
  zinstreppe: [rule('Endwert = Kapital × (1 + i_1) × (1 + i_2) × … × (1 + i_n); Durchschnittszins = (Endwert / Kapital)^(1/n) − 1')],
  zinswende: [ecbKeyRates],
  zinszahl: [rule('Zinszahl = Kapital × Zinstage / 100')],
};
