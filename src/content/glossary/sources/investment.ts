import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** A section on gesetze-im-internet.de; `folder` is the site's name for the law (kagb, wphg, b_rsg_2007 …). */
const statute = (folder: string, section: string, title: string): GlossarySourceLink => ({
  title: `${title} – Gesetze im Internet`,
  url: `https://www.gesetze-im-internet.de/${folder}/__${section}.html`,
});

/** An EU act on EUR-Lex by its ELI, e.g. 'reg/2012/236' or 'reg_del/2022/27'. */
const euAct = (eli: string, title: string): GlossarySourceLink => ({ title: `${title} – EUR-Lex`, url: `https://eur-lex.europa.eu/eli/${eli}/oj` });

/** The formula a pure arithmetic term uses, with the page's own example. */
const rule = (formula: string): GlossarySourceLink => ({ title: `Rechenregel: ${formula}` });

const priip = euAct('reg/2014/1286', 'Verordnung (EU) Nr. 1286/2014 (PRIIP-Verordnung): Basisinformationsblatt für verpackte Anlageprodukte');
const priipRts = euAct(
  'reg_del/2017/653',
  'Delegierte Verordnung (EU) 2017/653: Gesamtrisikoindikator, Performance-Szenarien und Kostenindikatoren im Basisinformationsblatt',
);
const prospectusRegulation = (detail: string) => euAct('reg/2017/1129', `Verordnung (EU) 2017/1129 (Prospektverordnung), ${detail}`);
const benchmarkRegulation = (detail: string) => euAct('reg/2016/1011', `Verordnung (EU) 2016/1011 (Benchmark-Verordnung), ${detail}`);
const mica = (detail: string) => euAct('reg/2023/1114', `Verordnung (EU) 2023/1114 (MiCA), ${detail}`);
const mifirReview = euAct('reg/2024/791', 'Verordnung (EU) 2024/791: Änderung der MiFIR, Art. 39a Verbot von Zahlungen für die Weiterleitung von Kundenaufträgen');
const mifirProductIntervention = euAct('reg/2014/600', 'Verordnung (EU) Nr. 600/2014 (MiFIR), Art. 42: Produktintervention der nationalen Aufsichtsbehörden');
const ratingRegulation = euAct('reg/2009/1060', 'Verordnung (EG) Nr. 1060/2009 über Ratingagenturen, Art. 3: Begriff des Ratings');
const bearerBond = (detail: string) => statute('bgb', '793', `§ 793 BGB: Schuldverschreibung auf den Inhaber (${detail})`);
const wphgSecurities = (detail: string) => statute('wphg', '2', `§ 2 WpHG: Begriffsbestimmungen – ${detail}`);
const bestExecution = statute('wphg', '82', '§ 82 WpHG: Bestmögliche Ausführung von Kundenaufträgen');
const productIntervention = statute('wphg', '15', '§ 15 WpHG: Produktintervention durch die BaFin');
const suitability = statute('wphg', '64', '§ 64 Abs. 3 WpHG: Geeignetheitsprüfung nach Anlagezielen, Risikotoleranz und finanziellen Verhältnissen');
const specialAssets = statute('kagb', '92', '§ 92 KAGB: Sondervermögen, getrennt vom Vermögen der Kapitalverwaltungsgesellschaft');
const lossOfManagementRight = statute('kagb', '99', '§ 99 KAGB: Erlöschen des Verwaltungsrechts der Kapitalverwaltungsgesellschaft, u. a. bei ihrer Insolvenz');
const depositary = statute('kagb', '68', '§ 68 KAGB: Verwahrstelle eines OGAW');
const indexUcits = statute('kagb', '209', '§ 209 KAGB: Wertpapierindex-OGAW (Nachbildung eines anerkannten Index)');
const issuerLimits = statute('kagb', '206', '§ 206 KAGB: Ausstellergrenzen für OGAW (Streuung, u. a. Staatsanleihen und Pfandbriefe)');
const annualReportCosts = statute('kagb', '101', '§ 101 Abs. 2 KAGB: Jahresbericht mit Gesamtkostenquote');
const indexTrackingReport = statute('karbv', '16', '§ 16 Abs. 2 KARBV: Tracking Error und Tracking Difference im Jahresbericht indexnachbildender Fonds');
const investmentIncome = statute('invstg_2018', '16', '§ 16 InvStG: Investmenterträge (Ausschüttungen, Vorabpauschale, Veräußerungsgewinne)');
const partialExemption = statute('invstg_2018', '20', '§ 20 InvStG: Teilfreistellung für Aktien- und Mischfonds');
const saverAllowance = statute('estg', '20', '§ 20 EStG: Einkünfte aus Kapitalvermögen, Sparer-Pauschbetrag (Abs. 9)');
const safeCustody = statute('depotg', '5', '§ 5 DepotG: Sammelverwahrung von Wertpapieren');
const depositBusiness = statute('kredwg', '1', '§ 1 Abs. 1 Satz 2 Nr. 5 KWG: Depotgeschäft als Bankgeschäft');
const fundCategories: GlossarySourceLink = {
  title: 'BaFin: Fondskategorien-Richtlinie (Aktien-, Renten- und Geldmarktfonds, Transparenzanforderungen für ETF)',
  url: 'https://www.bafin.de/SharedDocs/Veroeffentlichungen/DE/Aufsichtsrecht/Richtlinie/rl_130722_fondskategorien.html',
};
const daxFamily: GlossarySourceLink = {
  title: 'Deutsche Börse: DAX – Benchmark und Barometer der deutschen Wirtschaft (Auswahl nach Streubesitz-Marktkapitalisierung, MDAX, SDAX; englisch)',
  url: 'https://deutsche-boerse.com/dbg-en/media/news-stories/explainers/spotlight/DAX-benchmark-and-barometer-for-the-German-economy-139948',
};
const bundesbankCryptoTokens: GlossarySourceLink = {
  title: 'Deutsche Bundesbank: „Bitcoins sind keine virtuelle Währung“ – Einordnung als Krypto-Token',
  url: 'https://www.bundesbank.de/de/aufgaben/themen/-bitcoins-sind-keine-virtuelle-waehrung--665640',
};

/** Sources of the Investment terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const investmentSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  aktienanleihe: [
    bearerBond('Rechtsform der Aktienanleihe, Emittentenrisiko'),
    wphgSecurities('Schuldtitel mit Lieferung von Aktien als Wertpapiere (Abs. 1 Nr. 3)'),
    priip,
    rule('Rückzahlung unter dem Basispreis = Nennwert ÷ Basispreis Aktien (1.000 € ÷ 50 € = 20 Aktien × 40 € = 800 €) plus Kupon (80 €) = 880 €'),
  ],
  aktienindex: [
    benchmarkRegulation('Art. 3: Begriff des Index und des Referenzwerts'),
    indexUcits,
    rule('Indexveränderung = (neuer Stand − alter Stand) ÷ alter Stand ((19.800 − 18.000) ÷ 18.000 = 10 %)'),
  ],
  aktiensplit: [
    statute('aktg', '8', '§ 8 AktG: Nennbetrags- und Stückaktien, Mindestbetrag 1 € je Aktie'),
    statute('aktg', '179', '§ 179 AktG: Satzungsänderung durch die Hauptversammlung (Neueinteilung des Grundkapitals)'),
    rule('Aktien nach dem Split = Aktien × Verhältnis, Kurs = Kurs ÷ Verhältnis; Depotwert unverändert (20 × 500 € = 100 × 100 € = 10.000 €)'),
  ],
  'aktiv-gemanagter-fonds': [
    statute('kagb', '165', '§ 165 KAGB: Mindestangaben im Verkaufsprospekt (Anlageziele, Anlagepolitik, Kosten)'),
    annualReportCosts,
    rule('Nötiger Mehrertrag vor Kosten = Kostenquote des aktiven Fonds − Kostenquote des ETF (1,8 % − 0,2 % = 1,6 Prozentpunkte pro Jahr)'),
  ],
  anlagehorizont: [
    suitability,
    euAct('reg_del/2017/565', 'Delegierte Verordnung (EU) 2017/565, Art. 54: Angaben zur Geeignetheit, u. a. gewünschte Haltedauer'),
    euAct('reg/2014/1286', 'Verordnung (EU) Nr. 1286/2014 (PRIIP-Verordnung), Art. 8: empfohlene Haltedauer im Basisinformationsblatt'),
  ],
  'asset-allocation': [
    suitability,
    rule('Betrag je Anlageklasse = Gesamtvermögen × Zielquote (50.000 € × 70 % = 35.000 € Aktien, × 30 % = 15.000 € Anleihen)'),
  ],
  ausgabeaufschlag: [
    statute('kagb', '71', '§ 71 Abs. 2 KAGB: Ausgabepreis = Nettoinventarwert zuzüglich Ausgabeaufschlag'),
    statute('kagb', '165', '§ 165 KAGB: Angaben zu Ausgabeaufschlag und Kosten im Verkaufsprospekt'),
    rule('Ausgabepreis = Anteilwert × (1 + Aufschlag) (100 € × 1,05 = 105 €); Anteil am Anlagebetrag = Aufschlag ÷ (1 + Aufschlag) ≈ 4,76 %'),
  ],
  'ausschuettender-fonds': [investmentIncome, partialExemption, saverAllowance],
  baerenmarkt: [rule('Rückgang = (Höchststand − Tiefpunkt) ÷ Höchststand, Bärenmarkt üblicherweise ab 20 % ((16.000 − 12.000) ÷ 16.000 = 25 %)')],
  basisinformationsblatt: [priip, priipRts],
  basiswert: [
    wphgSecurities('Derivate als Termingeschäfte mit Bezug auf einen Basiswert (Abs. 3)'),
    euAct('dir/2014/65', 'Richtlinie 2014/65/EU (MiFID II), Anhang I Abschnitt C: Derivate auf Wertpapiere, Währungen, Zinssätze, Indizes und Waren'),
  ],
  benchmark: [
    benchmarkRegulation('Art. 3: Referenzwert, u. a. zur Messung der Wertentwicklung eines Investmentfonds'),
    rule('Abweichung von der Benchmark = Fondsrendite − Indexrendite (8 % − 10 % = −2 Prozentpunkte)'),
  ],
  'bestens-order': [bestExecution, rule('Erlös = Stückzahl × tatsächlicher Ausführungskurs (300 × 19,70 € = 5.910 € statt 300 × 20,00 € = 6.000 €)')],
  bitcoin: [mica('Art. 3: Begriff des Kryptowerts und der Kryptowerte-Dienstleistungen'), bundesbankCryptoTokens],
  blockchain: [
    statute('ewpg', '16', '§ 16 eWpG: Kryptowertpapierregister auf einem fälschungssicheren Aufzeichnungssystem'),
    statute('ewpg', '4', '§ 4 eWpG: Begriffsbestimmungen (u. a. Aufzeichnungssystem)'),
    euAct('reg/2022/858', 'Verordnung (EU) 2022/858: Pilotregelung für Marktinfrastrukturen auf Basis der Distributed-Ledger-Technologie'),
  ],
  'blue-chips': [daxFamily, rule('Marktkapitalisierung = Aktienanzahl × Kurs (1 Mrd. × 150 € = 150 Mrd. €)')],
  boerse: [
    statute('b_rsg_2007', '2', '§ 2 BörsG: Börsen als teilrechtsfähige Anstalten des öffentlichen Rechts'),
    statute('b_rsg_2007', '3', '§ 3 BörsG: Aufgaben und Befugnisse der Börsenaufsichtsbehörde des Landes'),
  ],
  boersengang: [
    prospectusRegulation('Art. 3: Pflicht zur Veröffentlichung eines gebilligten Prospekts'),
    statute('b_rsg_2007', '32', '§ 32 BörsG: Zulassungspflicht für den Handel im regulierten Markt'),
    rule('Bruttoemissionserlös = platzierte Aktien × Emissionspreis (10 Mio. × 25 € = 250 Mio. €)'),
  ],
  bullenmarkt: [rule('Anstieg = (Kurs − Tiefpunkt) ÷ Tiefpunkt, Bullenmarkt üblicherweise ab 20 % ((15.000 − 12.000) ÷ 12.000 = 25 %)')],
  cfd: [
    mifirProductIntervention,
    productIntervention,
    wphgSecurities('finanzielle Differenzgeschäfte als Derivate (Abs. 3)'),
    rule('Verlust = Positionsgröße × Kursänderung (1.000 € Margin × Hebel 5 = 5.000 €; × −10 % = −500 €)'),
  ],
  'cost-average-effekt': [
    rule('Durchschnittlicher Einstandspreis = Summe der Raten ÷ Summe der Anteile (harmonisches Mittel der Kurse): 300 € ÷ 8 = 37,50 € gegenüber dem Durchschnittskurs (50 + 25 + 50) ÷ 3 = 41,67 €'),
  ],
  crowdinvesting: [
    euAct('reg/2020/1503', 'Verordnung (EU) 2020/1503: Europäische Schwarmfinanzierungsdienstleister für Unternehmen'),
    statute('vermanlg', '1', '§ 1 VermAnlG: Vermögensanlagen, u. a. Nachrangdarlehen (Abs. 2 Nr. 4)'),
  ],
  dachfonds: [
    statute('kagb', '196', '§ 196 KAGB: Anteile an Investmentvermögen als Anlage eines OGAW'),
    statute('kagb', '207', '§ 207 KAGB: Grenzen für Anteile an anderen Investmentvermögen (20 % je Zielfonds)'),
    rule('Gesamtkosten ≈ Kosten des Dachfonds + Kosten der Zielfonds (1,0 % + 0,8 % = 1,8 %; 20.000 € × 1,8 % = 360 €)'),
  ],
  dax: [daxFamily, rule('Indexveränderung = (neuer Stand − alter Stand) ÷ alter Stand ((20.300 − 20.000) ÷ 20.000 = 1,5 %)')],
  depot: [
    depositBusiness,
    statute('depotg', '2', '§ 2 DepotG: Sonderverwahrung'),
    safeCustody,
    statute('inso', '47', '§ 47 InsO: Aussonderung – Kundenwertpapiere gehören nicht zur Insolvenzmasse der Bank'),
  ],
  depotbank: [depositBusiness, depositary, statute('kagb', '76', '§ 76 KAGB: Kontrollfunktion der Verwahrstelle')],
  depotuebertrag: [
    statute('bgb', '307', '§ 307 BGB: Inhaltskontrolle, Grundlage von BGH, Urteile vom 30.11.2004, XI ZR 200/03 und XI ZR 49/04 (kein Entgelt für Depotüberträge)'),
    statute('estg', '43a', '§ 43a Abs. 2 EStG: Übermittlung der Anschaffungsdaten an das neue Institut'),
    statute('estg', '43', '§ 43 Abs. 1 EStG: Übertrag auf einen anderen Gläubiger gilt als Veräußerung, außer bei angezeigter Unentgeltlichkeit'),
  ],
  derivate: [
    wphgSecurities('Begriff der Derivate (Abs. 3)'),
    statute('wphg', '63', '§ 63 Abs. 10 WpHG: Angemessenheitsprüfung, Kenntnisse und Erfahrungen des Kunden'),
  ],
  discountzertifikat: [
    bearerBond('Emittentenrisiko des Zertifikats'),
    priip,
    rule('Höchstgewinn = (Cap − Kaufpreis) ÷ Kaufpreis ((105 € − 90 €) ÷ 90 € = 16,67 %); Puffer = Abschlag zum Aktienkurs (10 %)'),
  ],
  diversifikation: [
    issuerLimits,
    rule('Verlust bei Totalausfall einer Position = ihr Depotanteil (1 von 20 gleich gewichteten Aktien = 5 %); das Schwankungsrisiko des Depots sinkt, solange die Anlagen nicht vollständig korreliert sind'),
  ],
  dividendenrendite: [rule('Dividendenrendite = Dividende je Aktie ÷ Aktienkurs (2,00 € ÷ 50,00 € = 4 %)')],
  drawdown: [
    rule('Drawdown = (Höchststand − Tiefpunkt) ÷ Höchststand (3.600 € ÷ 12.000 € = 30 %); nötiger Anstieg bis zum alten Stand = 1 ÷ (1 − Drawdown) − 1 (≈ 42,9 %)'),
  ],
  duration: [
    rule('Macaulay-Duration = Σ t × Barwert der Zahlung in t ÷ Kurs; modifizierte Duration = Duration ÷ (1 + Rendite); Kursänderung ≈ −modifizierte Duration × Zinsänderung (−7 × 1 Prozentpunkt ≈ −7 %)'),
  ],
  'emerging-markets': [
    { title: 'MSCI: Factsheet MSCI Emerging Markets Index (Länder und Gewichte, englisch)', url: 'https://www.msci.com/documents/10199/c0db0a48-01f2-4ba9-ad01-226fd5678111' },
    rule('Betrag je Baustein = Anlage × Quote (10.000 € × 70 % = 7.000 € Industrieländer, × 30 % = 3.000 € Schwellenländer)'),
  ],
  emittent: [
    prospectusRegulation('Art. 2 Buchst. h: Begriff des Emittenten'),
    euAct('reg/2014/596', 'Verordnung (EU) Nr. 596/2014 (Marktmissbrauchsverordnung), Art. 17: Ad-hoc-Publizität der Emittenten'),
  ],
  emittentenrisiko: [
    bearerBond('Anspruch nur gegen den Emittenten'),
    statute('einsig', '6', '§ 6 EinSiG: Nicht entschädigungsfähige Einlagen, u. a. Schuldverschreibungen der Bank'),
    euAct('dir/2014/59', 'Richtlinie 2014/59/EU (BRRD), Art. 43 ff.: Bail-in-Instrument zur Gläubigerbeteiligung bei der Abwicklung von Banken'),
  ],
  esg: [
    euAct('reg/2019/2088', 'Verordnung (EU) 2019/2088 (Offenlegungsverordnung), Art. 8 und 9'),
    euAct('reg/2020/852', 'Verordnung (EU) 2020/852 (Taxonomie-Verordnung): ökologisch nachhaltige Wirtschaftstätigkeiten'),
    euAct('reg_del/2021/1253', 'Delegierte Verordnung (EU) 2021/1253: Nachhaltigkeitspräferenzen in der Anlageberatung'),
  ],
  etc: [bearerBond('Rechtsform des ETC, kein Sondervermögen'), priip],
  etf: [
    specialAssets,
    statute('kagb', '1', '§ 1 Abs. 2 KAGB: Begriff des OGAW'),
    lossOfManagementRight,
    euAct('dir/2009/65', 'Richtlinie 2009/65/EG (OGAW-Richtlinie): Fondsvermögen getrennt verwahrt bei einer Verwahrstelle'),
    fundCategories,
    rule('Laufende Kosten = Anlage × TER (10.000 € × 0,20 % = 20 € gegenüber 10.000 € × 1,8 % = 180 €)'),
  ],
  futures: [
    wphgSecurities('Termingeschäfte als Derivate (Abs. 3 Nr. 1)'),
    rule('Gewinn oder Verlust = Punkteänderung × Wert je Indexpunkt (100 × 25 € = 2.500 €)'),
  ],
  hebelprodukte: [
    wphgSecurities('Optionsscheine und Zertifikate (Abs. 1 Nr. 3 Buchst. b), Derivate (Abs. 3)'),
    priip,
    rule('Wertänderung des Hebelprodukts ≈ Hebel × Kursänderung des Basiswerts (8 × −5 % = −40 %; 2.000 € → 1.200 €)'),
  ],
  hedgefonds: [
    statute('kagb', '283', '§ 283 KAGB: Hedgefonds als Spezial-AIF mit Leverage oder Leerverkäufen'),
    statute('kagb', '225', '§ 225 KAGB: Dach-Hedgefonds'),
    statute('kagb', '1', '§ 1 Abs. 6 KAGB: Spezial-AIF nur für professionelle und semiprofessionelle Anleger'),
  ],
  hochzinsanleihe: [
    ratingRegulation,
    rule('Risikoaufschlag = Rendite der Hochzinsanleihe − Rendite der Bundesanleihe (7,5 % − 2,5 % = 5 Prozentpunkte; 10.000 € × 5 % = 500 € im Jahr)'),
  ],
  indexfonds: [indexUcits, indexTrackingReport],
  investmentfonds: [
    statute('kagb', '1', '§ 1 Abs. 1 KAGB: Begriff des Investmentvermögens'),
    specialAssets,
    statute('kagb', '17', '§ 17 KAGB: Kapitalverwaltungsgesellschaften'),
  ],
  kapitalverwaltungsgesellschaft: [
    statute('kagb', '17', '§ 17 KAGB: Begriff der Kapitalverwaltungsgesellschaft'),
    statute('kagb', '20', '§ 20 KAGB: Erlaubnis der BaFin zum Geschäftsbetrieb'),
    depositary,
  ],
  'knock-out-zertifikat': [
    wphgSecurities('Zertifikate mit Barzahlung abhängig von einem Basiswert (Abs. 1 Nr. 3 Buchst. b)'),
    priip,
    rule('Preis Long ≈ (Basiswert − Basispreis) × Bezugsverhältnis ((20.000 − 18.000) × 0,01 = 20 €); Hebel = Basiswert × Bezugsverhältnis ÷ Preis (= 10)'),
  ],
  kryptowaehrung: [mica('Kryptowerte und Anbieter von Kryptowerte-Dienstleistungen'), bundesbankCryptoTokens],
  kupon: [
    statute('bgb', '803', '§ 803 BGB: Zinsscheine zu Inhaberschuldverschreibungen'),
    rule('Jährliche Zinszahlung = Nennwert × Kuponsatz (10.000 € × 4 % = 400 €), unabhängig vom Kurs'),
  ],
  'kurs-buchwert-verhaeltnis': [rule('KBV = Aktienkurs ÷ bilanzielles Eigenkapital je Aktie (30 € ÷ 20 € = 1,5)')],
  'kurs-gewinn-verhaeltnis': [rule('KGV = Aktienkurs ÷ Gewinn je Aktie (120 € ÷ 8 € = 15)')],
  leerverkauf: [
    euAct('reg/2012/236', 'Verordnung (EU) Nr. 236/2012 (Leerverkaufsverordnung): Art. 5 und 6 Melde- und Veröffentlichungspflichten, Art. 12 Verbot ungedeckter Leerverkäufe in Aktien'),
    euAct('reg_del/2022/27', 'Delegierte Verordnung (EU) 2022/27: Meldeschwelle für Netto-Leerverkaufspositionen in Aktien von 0,1 %'),
  ],
  'limit-order': [
    statute('wphg', '69', '§ 69 Abs. 2 WpHG: Bekanntmachung nicht sofort ausführbarer Kundenlimitaufträge'),
    rule('Kauflimit: Ausführung nur zum Limit oder darunter; Höchstbetrag = Stückzahl × Limit (100 × 48,00 € = 4.800 €)'),
  ],
  'market-maker': [
    euAct('dir/2014/65', 'Richtlinie 2014/65/EU (MiFID II), Art. 4 Abs. 1 Nr. 7: Begriff des Market-Makers'),
    wphgSecurities('Market-Making als Eigenhandel (Abs. 8)'),
    rule('Spreadkosten eines sofortigen Kaufs und Verkaufs = (Brief − Geld) × Stückzahl ((100,05 € − 99,95 €) × 100 = 10 €)'),
  ],
  marktkapitalisierung: [rule('Marktkapitalisierung = Zahl der ausgegebenen Aktien × Börsenkurs (500 Mio. × 80 € = 40 Mrd. €)')],
  mischfonds: [
    statute('invstg_2018', '2', '§ 2 Abs. 7 InvStG: Mischfonds mit mindestens 25 % Kapitalbeteiligungen'),
    partialExemption,
    rule('Wertänderung ≈ Σ Gewicht × Wertänderung der Anlageklasse (50 % × −20 % + 50 % × 0 % = −10 %)'),
  ],
  'msci-world': [
    { title: 'MSCI: Factsheet MSCI World Index (Länder, Zahl der Unternehmen, Gewichte; englisch)', url: 'https://www.msci.com/documents/10199/178e6643-6ae6-47b9-82be-e1fc565ededb' },
    rule('Betrag je Land ≈ Anlage × Ländergewicht (10.000 € × 70 % = 7.000 € in US-Aktien)'),
  ],
  nachschusspflicht: [
    productIntervention,
    mifirProductIntervention,
    statute('vermanlg', '5b', '§ 5b VermAnlG: Vermögensanlagen mit Nachschusspflicht sind nicht zum öffentlichen Angebot zugelassen'),
    rule('Nachschuss = Verlust − hinterlegte Sicherheit (3.500 € − 2.000 € = 1.500 €)'),
  ],
  nebenwerte: [daxFamily, rule('Marktkapitalisierung = Aktienanzahl × Kurs (20 Mio. × 25 € = 500 Mio. €)')],
  neobroker: [mifirReview, bestExecution, statute('wpig', '15', '§ 15 WpIG: Erlaubnispflicht für Wertpapierinstitute')],
  nettoinventarwert: [
    statute('kagb', '168', '§ 168 Abs. 1 KAGB: Nettoinventarwert je Anteil = (Vermögen − Verbindlichkeiten) ÷ Zahl der Anteile'),
    statute('kagb', '170', '§ 170 KAGB: Veröffentlichung von Ausgabepreis, Rücknahmepreis und Nettoinventarwert'),
  ],
  option: [
    wphgSecurities('Optionsgeschäfte als Derivate (Abs. 3 Nr. 1)'),
    rule('Gewinn eines Calls bei Fälligkeit = max(0; Kurs − Basispreis) − Prämie ((120 € − 100 €) − 5 € = 15 € je Aktie)'),
  ],
  optionsschein: [
    wphgSecurities('Optionsscheine als Wertpapiere (Abs. 1 Nr. 3 Buchst. b)'),
    bearerBond('Emittentenrisiko des Optionsscheins'),
    rule('Innerer Wert eines Calls = max(0; Kurs − Basispreis) × Bezugsverhältnis ((62 € − 50 €) × 0,1 = 1,20 €)'),
  ],
  'payment-for-order-flow': [mifirReview, statute('wphg', '70', '§ 70 WpHG: Zuwendungen an Wertpapierdienstleistungsunternehmen'), bestExecution],
  performanceindex: [
    rule('Performanceindex ≈ (1 + Kursänderung) × (1 + Dividendenrendite) − 1, Kursindex nur Kursänderung (1,05 × 1,03 − 1 ≈ 8,2 % gegenüber 5 %)'),
  ],
  'physische-replikation': [
    indexUcits,
    statute('kagb', '200', '§ 200 KAGB: Wertpapier-Darlehen und Sicherheiten'),
    rule('Wert je Indexmitglied = Fondsvolumen × Indexgewicht (100 Mio. € × 10 % = 10 Mio. €)'),
  ],
  portfolio: [
    { title: 'Harry Markowitz: Portfolio Selection, The Journal of Finance 7 (1952), S. 77–91', url: 'https://doi.org/10.1111/j.1540-6261.1952.tb01525.x' },
    rule('Anteil einer Anlage = Positionswert ÷ Gesamtwert (30.000 € ÷ 50.000 € = 60 %)'),
  ],
  'private-equity': [
    euAct('reg/2015/760', 'Verordnung (EU) 2015/760 über europäische langfristige Investmentfonds (ELTIF)'),
    euAct('reg/2023/606', 'Verordnung (EU) 2023/606: ELTIF-Reform, anwendbar seit 10. Januar 2024'),
    statute('kagb', '261', '§ 261 KAGB: Zulässige Anlagen geschlossener Publikums-AIF, u. a. Unternehmensbeteiligungen'),
    rule('Rendite pro Jahr = (Endwert ÷ Anfangswert)^(1 ÷ Jahre) − 1 ((20 ÷ 10)^(1/5) − 1 ≈ 14,9 %)'),
  ],
  rating: [ratingRegulation, rule('Risikoaufschlag = Rendite BB − Rendite A (6,0 % − 3,5 % = 2,5 Prozentpunkte)')],
  rebalancing: [rule('Umschichtung = Ist-Wert − Zielquote × Gesamtwert (70.000 € − 60 % × 110.000 € = 4.000 € von Aktien in Anleihen)')],
  reit: [
    statute('reitg', '1', '§ 1 REITG: Unternehmensgegenstand der REIT-AG, ohne inländische Bestandsmietwohnimmobilien'),
    statute('reitg', '13', '§ 13 REITG: Ausschüttung von mindestens 90 % des Jahresüberschusses'),
    statute('reitg', '16', '§ 16 REITG: Steuerbefreiung der REIT-Aktiengesellschaft'),
  ],
  rendite: [
    rule('Rendite = (Endwert − Anfangswert + Ausschüttungen) ÷ Anfangswert ((1.050 € − 1.000 € + 20 €) ÷ 1.000 € = 7 %); über n Jahre: (Endwert ÷ Anfangswert)^(1/n) − 1'),
  ],
  rentenfonds: [fundCategories, issuerLimits, rule('Kursänderung ≈ −Duration × Zinsänderung (−5 × 1 Prozentpunkt ≈ −5 %; 10.000 € → rund −500 €)')],
  'robo-advisor': [
    { title: 'BaFin: Robo-Advice – automatisierte Anlageberatung und Finanzportfolioverwaltung', url: 'https://www.bafin.de/DE/Verbraucher/Finanzwissen/Fintech/RoboAdvice/robo_advice_node.html' },
    statute('wpig', '2', '§ 2 WpIG: Begriffsbestimmungen, u. a. Finanzportfolioverwaltung'),
    suitability,
    rule('Jahreskosten = Anlage × (Verwaltungsgebühr + Fondskosten) (20.000 € × (0,6 % + 0,2 %) = 160 €)'),
  ],
  rohstoffe: [
    wphgSecurities('Warentermingeschäfte als Derivate (Abs. 3)'),
    rule('Rollverlust ≈ Preis des alten Kontrakts ÷ Preis des neuen Kontrakts − 1 (80 ÷ 82 − 1 ≈ −2,4 %)'),
  ],
  'sharpe-ratio': [
    { title: 'William F. Sharpe: Mutual Fund Performance, The Journal of Business 39 (1966), S. 119–138', url: 'https://doi.org/10.1086/294846' },
    rule('Sharpe Ratio = (Rendite − risikoloser Zins) ÷ Volatilität ((8 % − 2 %) ÷ 15 % = 0,4)'),
  ],
  sondervermoegen: [
    specialAssets,
    lossOfManagementRight,
    statute('kagb', '100', '§ 100 KAGB: Abwicklung des Sondervermögens durch die Verwahrstelle'),
    depositary,
  ],
  sparplan: [rule('Endwert = Rate × ((1 + i)^n − 1) ÷ i mit Monatszins i und n Raten (100 € × (1,005^240 − 1) ÷ 0,005 ≈ 46.204 €)')],
  spread: [rule('Spread = Briefkurs − Geldkurs; relativ = Spread ÷ Briefkurs (0,20 € ÷ 100,00 € = 0,2 %; 5.000 € × 0,2 % = 10 €)')],
  staatsanleihe: [
    {
      title: 'Finanzagentur des Bundes: Bundeswertpapiere – Bundesschatzanweisungen, Bundesobligationen und Bundesanleihen',
      url: 'https://www.deutsche-finanzagentur.de/de/private-anleger/bundeswertpapiere/',
    },
    rule('Jährliche Zinsen = Nennwert × Kupon (10.000 € × 2,5 % = 250 €)'),
  ],
  stammaktie: [
    statute('aktg', '12', '§ 12 AktG: Stimmrecht jeder Aktie'),
    statute('aktg', '134', '§ 134 AktG: Stimmrecht nach Nennbetrag oder Stückzahl'),
    statute('aktg', '135a', '§ 135a AktG: Mehrstimmrechtsaktien'),
  ],
  'stop-loss-order': [bestExecution, rule('Auslösung bei Kurs ≤ Stoppkurs, dann Ausführung zum nächsten Kurs (100 × 40 € = 4.000 € statt 100 × 45 € = 4.500 €)')],
  streubesitz: [daxFamily, rule('Streubesitz-Marktkapitalisierung = frei handelbare Aktien × Kurs (70 Mio. × 50 € = 3,5 Mrd. € statt 5 Mrd. €)')],
  stueckzinsen: [
    statute('estg', '20', '§ 20 Abs. 2 Satz 1 Nr. 7 EStG: vereinnahmte Stückzinsen als Teil des Veräußerungsgewinns'),
    rule('Stückzinsen = Nennwert × Kupon × Tage seit dem letzten Zinstermin ÷ Tage der Zinsperiode (10.000 € × 3 % × 146 ÷ 365 = 120 €)'),
  ],
  'synthetische-replikation': [
    statute('kagb', '197', '§ 197 KAGB: Einsatz von Derivaten in OGAW'),
    statute('derivatev_2013', '27', '§ 27 DerivateV: Kontrahentenrisiko höchstens 10 % gegenüber Kreditinstituten, sonst 5 %'),
    rule('Höchste Forderung gegenüber der Swap-Bank = Fondsvolumen × 10 % (200 Mio. € × 10 % = 20 Mio. €)'),
  ],
  ter: [annualReportCosts, priipRts, rule('Laufende Kosten = Anlage × TER (25.000 € × 0,12 % = 30 €; × 1,6 % = 400 €)')],
  'thesaurierender-fonds': [statute('invstg_2018', '18', '§ 18 InvStG: Vorabpauschale'), investmentIncome, saverAllowance],
  'tracking-difference': [
    indexTrackingReport,
    rule('Tracking Difference = Fondsrendite − Indexrendite (9,6 % − 9,8 % = −0,2 Prozentpunkte); Tracking Error = Standardabweichung dieser Differenz'),
  ],
  'trailing-stop-order': [
    bestExecution,
    rule('Stoppkurs = bisheriger Höchstkurs × (1 − Abstand) (100 € × 0,9 = 90 €; nach 120 €: 120 € × 0,9 = 108 €), er steigt mit, fällt aber nicht'),
  ],
  unternehmensanleihe: [
    bearerBond('Rechtsform der Anleihe'),
    prospectusRegulation('Art. 1 Abs. 4: keine Prospektpflicht bei Stückelungen ab 100.000 €'),
    rule('Mehrertrag = Nennwert × (Kupon der Unternehmensanleihe − Kupon der Bundesanleihe) (10.000 € × 1,8 % = 180 €)'),
  ],
  'value-aktie': [rule('KGV = Kurs ÷ Gewinn je Aktie (40 € ÷ 5 € = 8); Dividendenrendite = Dividende ÷ Kurs (2 € ÷ 40 € = 5 %)')],
  volatilitaet: [
    euAct('reg_del/2017/653', 'Delegierte Verordnung (EU) 2017/653, Anhang II: Marktrisikoklasse nach der Volatilität'),
    rule('Volatilität = annualisierte Standardabweichung der Renditen (Tageswert × √252); etwa zwei von drei Jahren liegen im Band Mittelwert ± Volatilität (7 % ± 20 % = −13 % bis +27 %)'),
  ],
  wachstumsaktie: [
    rule('KGV = Kurs ÷ Gewinn je Aktie (100 € ÷ 2 € = 50); Gewinn nach n Jahren = Gewinn × (1 + g)^n (2 € × 1,25³ ≈ 3,91 €; 100 € ÷ 3,91 € ≈ 25,6)'),
  ],
  waehrungsrisiko: [rule('Rendite in Euro = (1 + Rendite in Fremdwährung) × (1 + Wechselkursänderung) − 1 (1,10 × 0,90 − 1 = −1 %)')],
  wertpapier: [
    wphgSecurities('Begriff der Wertpapiere (Abs. 1)'),
    statute('depotg', '1', '§ 1 DepotG: Wertpapiere, Verwahrer und Wertpapiersammelbanken'),
    statute('ewpg', '2', '§ 2 eWpG: Elektronisches Wertpapier'),
  ],
  xetra: [
    { title: 'Xetra (Deutsche Börse): Handelsmodelle und Auktionsplan', url: 'https://xetra.com/xetra-de/handel/handelsmodelle/auktionsplan' },
    statute('b_rsg_2007', '2', '§ 2 BörsG: Börsen und Handelsplätze'),
  ],
  zertifikat: [bearerBond('Rechtsform des Zertifikats, Emittentenrisiko'), wphgSecurities('Zertifikate als Wertpapiere (Abs. 1 Nr. 3 Buchst. b)'), priip],
};
