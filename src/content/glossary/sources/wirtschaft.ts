import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const statute = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });
const eurLex = (eli: string, title: string): GlossarySourceLink => ({ title: `${title} – EUR-Lex`, url: `https://eur-lex.europa.eu/eli/${eli}/oj` });
const celex = (id: string, title: string): GlossarySourceLink => ({ title: `${title} – EUR-Lex`, url: `https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:${id}` });
const rule = (formula: string): GlossarySourceLink => ({ title: `Rechenregel: ${formula}` });

const crr = eurLex('reg/2013/575', 'Verordnung (EU) Nr. 575/2013 (CRR), Art. 92: Eigenmittelanforderungen von 4,5 %, 6 % und 8 % sowie Verschuldungsquote von 3 %');
const ssmRegulation = eurLex('reg/2013/1024', 'Verordnung (EU) Nr. 1024/2013: Übertragung der Bankenaufsicht über bedeutende Institute auf die EZB (Einheitlicher Aufsichtsmechanismus)');
const sepaRegulation = eurLex('reg/2012/260', 'Verordnung (EU) Nr. 260/2012 (SEPA-Verordnung): technische Vorschriften für Überweisungen und Lastschriften in Euro');
const instantPayments = eurLex('reg/2024/886', 'Verordnung (EU) 2024/886 über Echtzeitüberweisungen in Euro (Änderung der SEPA-Verordnung, u. a. Art. 5a–5c)');
const crossBorderPayments = eurLex('reg/2021/1230', 'Verordnung (EU) 2021/1230 über grenzüberschreitende Zahlungen in der Union (Entgelte, Währungsumrechnung)');
const scaStandards = eurLex('reg_del/2018/389', 'Delegierte Verordnung (EU) 2018/389: technische Regulierungsstandards für die starke Kundenauthentifizierung');
const esa2010 = eurLex('reg/2013/549', 'Verordnung (EU) Nr. 549/2013: Europäisches System Volkswirtschaftlicher Gesamtrechnungen (ESVG 2010)');
const hicpRegulation = eurLex('reg/2016/792', 'Verordnung (EU) 2016/792 über harmonisierte Verbraucherpreisindizes (HVPI)');
const art127 = eurLex('treaty/tfeu_2016/art_127', 'Art. 127 AEUV: Ziele und Aufgaben des Europäischen Systems der Zentralbanken (vorrangig Preisstabilität)');
const art282 = eurLex('treaty/tfeu_2016/art_282', 'Art. 282 AEUV: Europäische Zentralbank, ESZB und Eurosystem, Unabhängigkeit der EZB');
const escbStatute = eurLex('treaty/tfeu_2016/pro_4', 'Protokoll Nr. 4 zum AEUV: Satzung des ESZB und der EZB');
const stabilityAct = statute('stabg/__1.html', '§ 1 StabG: gesamtwirtschaftliches Gleichgewicht (Preisniveau, Beschäftigung, außenwirtschaftliches Gleichgewicht, Wachstum)');
const gdp2024Release = {
  title: 'Statistisches Bundesamt: Pressemitteilung zum Bruttoinlandsprodukt im 4. Quartal und im Jahr 2024 (−0,2 %), veröffentlicht über presseportal.de',
  url: 'https://www.presseportal.de/pm/32102/5960330',
};
const balanceSheetLayout = statute('hgb/__266.html', '§ 266 HGB: Gliederung der Bilanz (Eigenkapital, Rückstellungen, Verbindlichkeiten, Umlaufvermögen)');
const incomeStatementLayout = statute('hgb/__275.html', '§ 275 HGB: Gliederung der Gewinn- und Verlustrechnung (Zinsen, Steuern, Abschreibungen, Jahresüberschuss)');

/** Sources of the Wirtschaft terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const wirtschaftSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  verbraucherpreisindex: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
  inflation: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
  mindestlohn: [
    statute('milov5/__1.html', '§ 1 MiLoV5: Höhe des Mindestlohns (13,90 € ab 1.1.2026, 14,60 € ab 1.1.2027)'),
    statute('milog/__1.html', '§ 1 MiLoG: Anspruch auf den gesetzlichen Mindestlohn'),
    statute('milog/__22.html', '§ 22 MiLoG: persönlicher Anwendungsbereich und Ausnahmen (Praktikanten, Jugendliche, Auszubildende, Langzeitarbeitslose)'),
  ],
  arbeitslosenquote: [
    statute('sgb_3/__16.html', '§ 16 SGB III: Begriff der Arbeitslosen'),
    statute('sgb_3/__281.html', '§ 281 SGB III: Arbeitsmarktstatistiken der Bundesagentur für Arbeit'),
    rule('Arbeitslosenquote = registrierte Arbeitslose / zivile Erwerbspersonen × 100, z. B. 2,9 Mio. / 46,4 Mio. = 6,25 %'),
  ],
  arbeitsproduktivitaet: [
    rule('Arbeitsproduktivität = preisbereinigte Wertschöpfung / Erwerbstätige (Pro-Kopf-Produktivität) bzw. / geleistete Arbeitsstunden (Stundenproduktivität), z. B. 1.500.000 € / 12 = 125.000 €; 1.500.000 € / 20.000 h = 75 €'),
  ],
  bankenaufsicht: [
    statute('kredwg/__6.html', '§ 6 KWG: Aufgaben der BaFin in der Bankenaufsicht'),
    statute('kredwg/__7.html', '§ 7 KWG: Zusammenarbeit von BaFin und Deutscher Bundesbank'),
    crr,
    ssmRegulation,
  ],
  bankenunion: [
    eurLex('reg/2013/1024', 'Verordnung (EU) Nr. 1024/2013 (SSM-Verordnung), Art. 6 Abs. 4: Kriterien für bedeutende Banken, u. a. Bilanzsumme über 30 Mrd. €'),
    eurLex('reg/2014/806', 'Verordnung (EU) Nr. 806/2014: Einheitlicher Abwicklungsmechanismus und Einheitlicher Abwicklungsausschuss'),
  ],
  bankleitzahl: [
    { title: 'Deutsche Bundesbank: Bankleitzahlen (Vergabe, Bankleitzahlendatei)', url: 'https://www.bundesbank.de/de/aufgaben/unbarer-zahlungsverkehr/serviceangebot/bankleitzahlen' },
    sepaRegulation,
  ],
  bankrun: [
    statute('einsig/__8.html', '§ 8 EinSiG: Umfang des Entschädigungsanspruchs (100.000 € je Einleger und Institut)'),
    rule('Liquiditätslücke = Abzugswunsch − liquide Mittel, z. B. 15 % von 10 Mrd. € = 1,5 Mrd. € gegenüber 1 Mrd. € liquiden Mitteln'),
  ],
  'basel-iii': [
    crr,
    eurLex('reg/2024/1623', 'Verordnung (EU) 2024/1623 (CRR III): Umsetzung der letzten Basel-III-Reformen, anwendbar im Wesentlichen ab 1.1.2025'),
    eurLex('dir/2013/36', 'Richtlinie 2013/36/EU (CRD), Art. 129: Kapitalerhaltungspuffer von 2,5 %'),
  ],
  bic: [
    eurLex('reg/2012/260', 'Verordnung (EU) Nr. 260/2012 (SEPA-Verordnung), Art. 5: Angabe des BIC bei SEPA-Zahlungen nicht mehr erforderlich'),
  ],
  'break-even-point': [
    rule('Break-even-Menge = Fixkosten / (Preis − variable Stückkosten), z. B. 60.000 € / (50 € − 30 €) = 3.000 Stück'),
  ],
  bruttoinlandsprodukt: [
    esa2010,
    gdp2024Release,
    rule('BIP je Einwohner = nominales BIP / Einwohnerzahl, z. B. 4.300 Mrd. € / 83,5 Mio. ≈ 51.500 €'),
  ],
  bruttonationaleinkommen: [
    esa2010,
    eurLex('dec/2020/2053', 'Beschluss (EU, Euratom) 2020/2053 über das Eigenmittelsystem der EU (BNE-Eigenmittel der Mitgliedstaaten)'),
    rule('BNE = BIP + Primäreinkommen aus dem Ausland − Primäreinkommen an das Ausland, z. B. 4.300 + 250 − 130 = 4.420 Mrd. €'),
  ],
  businessplan: [
    statute('sgb_3/__93.html', '§ 93 SGB III: Gründungszuschuss, Nachweis der Tragfähigkeit der Existenzgründung'),
    rule('Gewinn vor Steuern = geplanter Umsatz − geplante Kosten, z. B. 180.000 € − 140.000 € = 40.000 €'),
  ],
  cashflow: [
    statute('hgb/__297.html', '§ 297 HGB: Kapitalflussrechnung als Bestandteil des Konzernabschlusses'),
    rule('Cashflow (vereinfacht, indirekt) = Jahresüberschuss + Abschreibungen + Erhöhung der Rückstellungen, z. B. 80.000 € + 30.000 € + 10.000 € = 120.000 €'),
  ],
  chargeback: [
    statute('bgb/__675u.html', '§ 675u BGB: gesetzliche Erstattung bei nicht autorisierten Zahlungen (im Unterschied zum vertraglichen Chargeback der Kartenorganisationen)'),
  ],
  dauerauftrag: [
    statute('bgb/__675n.html', '§ 675n BGB: Zugang von Zahlungsaufträgen; vereinbarter Ausführungstag und folgender Geschäftstag'),
    statute('bgb/__675f.html', '§ 675f BGB: Zahlungsdienstevertrag und Zahlungsauftrag'),
  ],
  deckungsbeitrag: [
    rule('Deckungsbeitrag je Stück = Verkaufspreis − variable Stückkosten; gesamt = Stückdeckungsbeitrag × Menge, z. B. (120 € − 70 €) × 1.000 = 50.000 €'),
  ],
  deflation: [
    {
      title: 'Banco de España (Eurosystem): What is deflation and why is it important to avoid it? (englisch)',
      url: 'https://www.bde.es/bde/en/areas/polimone/Preguntas-y-respuestas-frecuentas-sobre-la-politica-monetaria/politica-monetaria-y-estabilidad-de-precios/que-es-la-deflacion-y-por-que-es-importante-evitarla.html',
    },
    rule('Preis nach einem Jahr = Preis × (1 + Inflationsrate), bei −2 %: 1.000 € × 0,98 = 980 €'),
  ],
  'deutsche-bundesbank': [
    statute('bbankg/__2.html', '§ 2 BBankG: Rechtsform und Sitz der Deutschen Bundesbank'),
    statute('bbankg/__3.html', '§ 3 BBankG: Aufgaben der Bundesbank als Teil des Europäischen Systems der Zentralbanken'),
    statute('kredwg/__7.html', '§ 7 KWG: Mitwirkung der Bundesbank an der Bankenaufsicht'),
  ],
  devisen: [
    eurLex('treaty/tfeu_2016/art_127', 'Art. 127 Abs. 2 AEUV: Devisengeschäfte und Verwaltung der Währungsreserven als Aufgabe des ESZB'),
    rule('Fremdwährungsbetrag = Euro-Betrag × Kurs (Mengennotierung), z. B. 1.000 € × 1,10 = 1.100 US-Dollar'),
  ],
  'digitaler-euro': [
    celex('52023PC0369', 'Europäische Kommission: Vorschlag für eine Verordnung zur Einführung des digitalen Euro, COM(2023) 369'),
  ],
  disinflation: [
    { title: 'Bundeszentrale für politische Bildung, Lexikon der Wirtschaft: Disinflation', url: 'https://m.bpb.de/nachschlagen/lexika/lexikon-der-wirtschaft/19068/disinflation' },
  ],
  ebit: [
    incomeStatementLayout,
    rule('EBIT = Jahresüberschuss + Steuern vom Einkommen und vom Ertrag + Zinsaufwand − Zinserträge; EBIT-Marge = EBIT / Umsatz'),
  ],
  ebitda: [
    incomeStatementLayout,
    rule('EBITDA = EBIT + Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände, z. B. 450.000 € + 150.000 € = 600.000 €'),
  ],
  echtzeitueberweisung: [instantPayments],
  eigenkapitalquote: [
    balanceSheetLayout,
    statute('hgb/__272.html', '§ 272 HGB: Eigenkapital'),
    rule('Eigenkapitalquote = Eigenkapital / Bilanzsumme × 100, z. B. 150.000 € / 500.000 € = 30 %'),
  ],
  eigenkapitalrendite: [
    rule('Eigenkapitalrendite (ROE) = Jahresüberschuss / Eigenkapital × 100, z. B. 45.000 € / 300.000 € = 15 %'),
  ],
  empfaengerueberpruefung: [
    eurLex('reg/2024/886', 'Verordnung (EU) 2024/886, Art. 1: neuer Art. 5c der SEPA-Verordnung – Empfängerüberprüfung ab 9.10.2025, kostenlos, Haftungsfolgen bei Ausführung trotz Warnung'),
    sepaRegulation,
  ],
  euro: [
    eurLex('reg/1998/974', 'Verordnung (EG) Nr. 974/98 über die Einführung des Euro'),
    eurLex('reg/1998/2866', 'Verordnung (EG) Nr. 2866/98 über die Umrechnungskurse (1 € = 1,95583 DM)'),
    statute('bbankg/__14.html', '§ 14 BBankG: Euro-Banknoten als einziges unbeschränktes gesetzliches Zahlungsmittel'),
    rule('Euro-Betrag = DM-Betrag / 1,95583, z. B. 100 DM / 1,95583 = 51,13 €'),
  ],
  'europaeische-zentralbank': [
    art282,
    eurLex('treaty/tfeu_2016/art_130', 'Art. 130 AEUV: Unabhängigkeit der EZB und der nationalen Zentralbanken'),
    escbStatute,
    ssmRegulation,
    { title: 'Europäische Zentralbank: Strategieüberprüfung und geldpolitische Strategie mit symmetrischem Inflationsziel von 2 % (englisch)', url: 'https://www.ecb.europa.eu/home/search/review/html/index.en.html' },
  ],
  euroraum: [
    eurLex('treaty/tfeu_2016/art_140', 'Art. 140 AEUV: Konvergenzprüfung und Aufhebung der Ausnahmeregelung bei Einführung des Euro'),
    eurLex('treaty/tfeu_2016/pro_13', 'Protokoll Nr. 13 zum AEUV über die Konvergenzkriterien'),
  ],
  eurosystem: [
    eurLex('treaty/tfeu_2016/art_282', 'Art. 282 Abs. 1 AEUV: EZB und nationale Zentralbanken des Euroraums bilden das Eurosystem'),
    escbStatute,
    rule('Zinsen = Betrag × Zinssatz × Tage / 360, z. B. 500 Mio. € × 2,15 % × 7 / 360 = 209.027,78 €'),
  ],
  filialbank: [
    {
      title: 'Deutsche Bundesbank: Pressenotiz zur Bankstellenentwicklung im Jahr 2020 (Rückgang der inländischen Zweigstellen, korrigierte Fassung)',
      url: 'https://www.bundesbank.de/de/presse/pressenotizen/korrektur-der-pressenotiz-vom-27-04-2021-zur-bankstellenentwicklung-im-jahr-2020-864906',
    },
    rule('Jahreskosten = Monatsentgelt × 12, z. B. 7,50 € × 12 = 90 €'),
  ],
  fiskalpolitik: [
    stabilityAct,
    statute('gg/art_109.html', 'Art. 109 GG: Haushaltswirtschaft von Bund und Ländern, gesamtwirtschaftliches Gleichgewicht'),
    statute('gg/art_115.html', 'Art. 115 GG: Kreditaufnahme des Bundes (Schuldenbremse)'),
    eurLex('reg/2024/1263', 'Verordnung (EU) 2024/1263: wirksame Koordinierung der Wirtschaftspolitik und multilaterale haushaltspolitische Überwachung (EU-Fiskalregeln)'),
  ],
  fixkosten: [
    rule('Fixkosten je Stück = Fixkosten / Menge (Fixkostendegression), z. B. 2.500 € / 1.000 = 2,50 €; 2.500 € / 2.000 = 1,25 €'),
  ],
  fremdkapital: [
    balanceSheetLayout,
    rule('Fremdkapitalquote = (Rückstellungen + Verbindlichkeiten) / Bilanzsumme × 100, z. B. 350.000 € / 500.000 € = 70 %'),
  ],
  geldautomat: [
    statute('zkg/__5.html', '§ 5 ZKG: Entgeltinformation über die Entgelte für Zahlungskontodienste, u. a. Bargeldauszahlungen'),
    rule('Gebührenanteil = Entgelt / abgehobener Betrag, z. B. 4,95 € / 50 € = 9,9 %'),
  ],
  geldmenge: [
    { title: 'Europäische Zentralbank: Monetary aggregates – Definition von M1, M2 und M3 (englisch)', url: 'https://www.ecb.europa.eu/stats/money_credit_banking/monetary_aggregates/html/index.en.html' },
    rule('M1 = Bargeldumlauf + täglich fällige Einlagen, z. B. 1.500 + 8.500 = 10.000 Mrd. €'),
  ],
  geldpolitik: [
    art127,
    { title: 'Europäische Zentralbank: Official interest rates – Leitzinsen und ihre Historie (englisch)', url: 'https://data.ecb.europa.eu/methodology/official-interest-rates' },
  ],
  geldschoepfung: [
    { title: 'Deutsche Bundesbank: Wie entsteht Geld? – Teil II: Buchgeld', url: 'https://www.bundesbank.de/de/service/schule-und-bildung/erklaerfilme/wie-entsteht-geld-teil-ii-buchgeld-613628' },
  ],
  geldwaeschegesetz: [
    statute('gwg_2017/__2.html', '§ 2 GwG: Verpflichtete'),
    statute('gwg_2017/__10.html', '§ 10 GwG: allgemeine Sorgfaltspflichten, u. a. Identifizierung und Herkunft der Vermögenswerte'),
    statute('gwg_2017/__43.html', '§ 43 GwG: Meldepflicht an die Zentralstelle für Finanztransaktionsuntersuchungen'),
  ],
  genossenschaftsbank: [
    statute('geng/__1.html', '§ 1 GenG: Wesen der Genossenschaft (Förderung der Mitglieder)'),
    statute('geng/__43.html', '§ 43 GenG: Generalversammlung und Stimmrecht der Mitglieder'),
    statute('einsig/__43.html', '§ 43 EinSiG: Anerkennung institutsbezogener Sicherungssysteme als gesetzliche Einlagensicherung'),
  ],
  girocard: [
    statute('bgb/__675k.html', '§ 675k BGB: Begrenzung der Nutzung eines Zahlungsinstruments (Verfügungsrahmen)'),
    eurLex('reg/2015/751', 'Verordnung (EU) 2015/751 über Interbankenentgelte für kartengebundene Zahlungsvorgänge (u. a. Co-Badging)'),
  ],
  handelsbilanz: [
    eurLex('reg/2005/184', 'Verordnung (EG) Nr. 184/2005 über gemeinschaftliche Statistiken der Zahlungsbilanz'),
    statute('hgb/__242.html', '§ 242 HGB: Pflicht zur Aufstellung der Bilanz nach Handelsrecht (Handelsbilanz im Rechnungswesen)'),
    rule('Handelsbilanzsaldo = Warenexporte − Warenimporte, z. B. 1.560 − 1.320 = 240 Mrd. €'),
  ],
  handelsregister: [
    statute('hgb/__8.html', '§ 8 HGB: Führung des Handelsregisters durch die Gerichte'),
    statute('hgb/__9.html', '§ 9 HGB: Einsichtnahme in das Handelsregister'),
  ],
  'harmonisierter-verbraucherpreisindex': [hicpRegulation],
  hyperinflation: [
    rule('Preisniveau nach n Monaten = Anfangsniveau × (1 + Monatsrate)^n; bei 50 % im Monat: 1,5^12 ≈ 130, ein Brot für 2 € kostet danach rund 260 €'),
  ],
  iban: [
    eurLex('reg/2012/260', 'Verordnung (EU) Nr. 260/2012 (SEPA-Verordnung), Art. 5 und 9: IBAN als Kundenkennung, Verbot der IBAN-Diskriminierung'),
    statute('bgb/__675r.html', '§ 675r BGB: Ausführung von Zahlungsvorgängen anhand der Kundenkennung'),
  ],
  'ifo-geschaeftsklimaindex': [
    { title: 'ifo Institut: Der ifo Geschäftsklimaindex – Entstehung und Berechnung aus Lage und Erwartungen', url: 'https://celebrate.ifo.de/business_climate_index' },
  ],
  kaufkraft: [
    rule('reale Kaufkraft = Nominalbetrag / (1 + Inflationsrate), z. B. 100 € / 1,03 = 97,09 €'),
  ],
  kaufkraftparitaet: [
    eurLex('reg/2007/1445', 'Verordnung (EG) Nr. 1445/2007 über die Bereitstellung von Basisinformationen für Kaufkraftparitäten'),
    rule('Kaufkraftparität = Preis im Ausland / Preis im Inland, z. B. 5,80 US-Dollar / 5,00 € = 1,16 US-Dollar je Euro; Abweichung des Marktkurses 1,10 / 1,16 − 1 ≈ −5 %'),
  ],
  kerninflation: [
    hicpRegulation,
    rule('Kerninflation = Veränderungsrate des Preisindex ohne Energie und Nahrungsmittel gegenüber dem Vorjahreszeitraum (EZB: HVPI ohne Energie, Nahrungsmittel, Alkohol und Tabak)'),
  ],
  kernkapitalquote: [
    crr,
    rule('Kernkapitalquote = Kernkapital / risikogewichtete Aktiva × 100, z. B. 1,5 Mrd. € / 10 Mrd. € = 15 %'),
  ],
  konjunktur: [stabilityAct, gdp2024Release],
  'kontaktloses-bezahlen': [
    eurLex('reg_del/2018/389', 'Delegierte Verordnung (EU) 2018/389, Art. 11: kontaktlose Zahlungen ohne starke Kundenauthentifizierung bis 50 €, kumuliert 150 € oder fünf Zahlungen'),
  ],
  kontofuehrungsgebuehr: [
    statute('bgb/__675g.html', '§ 675g BGB: Änderung des Zahlungsdiensterahmenvertrags (Maßstab im BGH-Urteil vom 27.4.2021, XI ZR 26/20)'),
    statute('zkg/__5.html', '§ 5 ZKG: Entgeltinformation für Zahlungskonten'),
    rule('Jahresentgelt = Monatsentgelt × 12, z. B. 5,90 € × 12 = 70,80 €'),
  ],
  kontopfaendung: [
    statute('zpo/__829.html', '§ 829 ZPO: Pfändung einer Geldforderung'),
    statute('zpo/__835.html', '§ 835 ZPO: Überweisung einer Geldforderung'),
    statute('zpo/__850k.html', '§ 850k ZPO: Einrichtung eines Pfändungsschutzkontos, auch nach Pfändung ab dem vierten Geschäftstag'),
    statute('zpo/__899.html', '§ 899 ZPO: pfändungsfreier Betrag auf dem Pfändungsschutzkonto'),
    statute('ao_1977/__309.html', '§ 309 AO: Pfändungsverfügung der Finanzbehörde'),
  ],
  lastschriftmandat: [
    eurLex('reg/2012/260', 'Verordnung (EU) Nr. 260/2012 (SEPA-Verordnung), Art. 5 und Anhang: Mandat, Mandatsreferenz und Gläubiger-Identifikationsnummer'),
    statute('bgb/__675j.html', '§ 675j BGB: Zustimmung des Zahlers zu Zahlungsvorgängen'),
  ],
  leistungsbilanz: [
    eurLex('reg/2005/184', 'Verordnung (EG) Nr. 184/2005 über gemeinschaftliche Statistiken der Zahlungsbilanz'),
    stabilityAct,
    rule('Leistungsbilanzsaldo in % des BIP = Saldo / BIP × 100, z. B. 250 Mrd. € / 4.300 Mrd. € ≈ 5,8 %'),
  ],
  liquiditaet: [
    statute('inso/__17.html', '§ 17 InsO: Zahlungsunfähigkeit als Insolvenzgrund'),
    statute('hgb/__268.html', '§ 268 HGB, Abs. 5: Ausweis der Verbindlichkeiten mit einer Restlaufzeit bis zu einem Jahr'),
    rule('Liquidität 1. Grades = flüssige Mittel / kurzfristige Verbindlichkeiten; 2. Grades = (flüssige Mittel + kurzfristige Forderungen) / kurzfristige Verbindlichkeiten; 3. Grades = (flüssige Mittel + kurzfristige Forderungen + Vorräte) / kurzfristige Verbindlichkeiten'),
  ],
  'lohn-preis-spirale': [
    { title: 'Finanznavi (Finanzbildungsportal der österreichischen Bundesregierung): Lohn-Preis-Spirale', url: 'https://finanznavi.gv.at/glossar/lohn-preis-spirale' },
    rule('Anstieg der Lohnstückkosten = (1 + Lohnanstieg) / (1 + Produktivitätsanstieg) − 1, z. B. 1,08 / 1,01 − 1 ≈ 6,9 %'),
  ],
  'maastricht-kriterien': [
    eurLex('treaty/tfeu_2016/art_140', 'Art. 140 AEUV: Konvergenzprüfung vor der Einführung des Euro'),
    eurLex('treaty/tfeu_2016/pro_13', 'Protokoll Nr. 13 zum AEUV über die Konvergenzkriterien'),
    eurLex('treaty/tfeu_2016/pro_12', 'Protokoll Nr. 12 zum AEUV über das Verfahren bei einem übermäßigen Defizit (Referenzwerte 3 % und 60 %)'),
  ],
  mindestreserve: [
    eurLex('reg/2021/378', 'Verordnung (EU) 2021/378 der EZB über die Auferlegung einer Mindestreservepflicht (Mindestreservesatz 1 %)'),
    eurLex('reg/2023/1679', 'Verordnung (EU) 2023/1679 der EZB: Verzinsung der Mindestreserven mit 0 % ab 20.9.2023'),
  ],
  'mobile-payment': [
    statute('zag_2018/__55.html', '§ 55 ZAG: starke Kundenauthentifizierung'),
    scaStandards,
  ],
  opportunitaetskosten: [
    { title: 'Schweizerische Nationalbank, iconomix: Opportunitätskosten (Hintergrundinformation)', url: 'https://www.iconomix.ch/de/module/v03/wissenstext/' },
    rule('Opportunitätskosten = entgangener Ertrag der besten Alternative, z. B. 10.000 € × 2 % = 200 €'),
  ],
  phishing: [
    statute('bgb/__675l.html', '§ 675l BGB: Pflicht des Zahlers, personalisierte Sicherheitsmerkmale zu schützen'),
    statute('bgb/__675v.html', '§ 675v BGB: Haftung des Zahlers bei missbräuchlicher Nutzung, volle Haftung bei grober Fahrlässigkeit'),
  ],
  preisstabilitaet: [
    art127,
    { title: 'Europäische Zentralbank: Strategieüberprüfung und geldpolitische Strategie mit symmetrischem Inflationsziel von 2 % (englisch)', url: 'https://www.ecb.europa.eu/home/search/review/html/index.en.html' },
    rule('Preisniveau nach n Jahren = (1 + Inflationsrate)^n, z. B. 1,02^35 ≈ 2,0'),
  ],
  'quantitative-lockerung': [
    eurLex('dec/2015/774', 'Beschluss (EU) 2015/774 der EZB über ein Programm zum Ankauf von Wertpapieren des öffentlichen Sektors (PSPP, Teil des APP)'),
    eurLex('dec/2020/440', 'Beschluss (EU) 2020/440 der EZB zu einem zeitlich befristeten Pandemie-Notfallankaufprogramm (PEPP)'),
    {
      title: 'Banco de España (Eurosystem): What is the pandemic emergency purchase programme (PEPP)? – Rahmen bis 1.850 Mrd. € (englisch)',
      url: 'https://www.bde.es/wbe/en/areas-actuacion/politica-monetaria/politica-monetaria-area-euro/nuevos-instrumentos-politica-monetaria/en-que-consiste-el-programa-de-compras-de-emergencia-frente-a-la-pandemia--pepp-.html',
    },
  ],
  reallohn: [
    rule('Reallohnänderung = (1 + Nominallohnänderung) / (1 + Inflationsrate) − 1, z. B. 1,054 / 1,022 − 1 ≈ 3,1 %'),
  ],
  rentabilitaet: [
    rule('Eigenkapitalrentabilität = Gewinn / Eigenkapital; Gesamtkapitalrentabilität = (Gewinn + Fremdkapitalzinsen) / Gesamtkapital, z. B. (45.000 € + 15.000 €) / 500.000 € = 12 %; Umsatzrentabilität = Gewinn / Umsatz'),
  ],
  rezession: [
    gdp2024Release,
    rule('technische Rezession = zwei aufeinanderfolgende Quartale mit sinkendem preis-, saison- und kalenderbereinigtem BIP gegenüber dem Vorquartal'),
  ],
  ruecklastschrift: [
    statute('bgb/__675x.html', '§ 675x BGB: Erstattungsanspruch bei autorisierten Lastschriften'),
    statute('bgb/__280.html', '§ 280 BGB: Schadensersatz wegen Pflichtverletzung (tatsächliche Rücklastschriftkosten)'),
    statute('bgb/__309.html', '§ 309 BGB, Nr. 5: Grenzen pauschalierter Schadensersatzansprüche in AGB'),
  ],
  schattenbank: [
    celex('52012DC0102', 'Europäische Kommission: Grünbuch Schattenbankwesen, COM(2012) 102'),
    eurLex('reg/2017/1131', 'Verordnung (EU) 2017/1131 über Geldmarktfonds'),
  ],
  sepa: [
    sepaRegulation,
    crossBorderPayments,
    statute('bgb/__675s.html', '§ 675s BGB: Ausführungsfrist – Eingang beim Zahlungsdienstleister des Empfängers spätestens am folgenden Geschäftstag'),
  ],
  skonto: [
    rule('effektiver Jahreszins des Skontoverzichts ≈ Skontosatz / (100 − Skontosatz) × 360 / (Zahlungsziel − Skontofrist), z. B. 2 / 98 × 360 / 20 ≈ 36,7 %'),
  ],
  'sondervermoegen-des-bundes': [
    statute('gg/art_110.html', 'Art. 110 GG: Haushaltsplan des Bundes, Sondervermögen mit Zuführungen und Ablieferungen'),
    statute('gg/art_87a.html', 'Art. 87a GG, Abs. 1a: Sondervermögen für die Bundeswehr mit eigener Kreditermächtigung bis 100 Mrd. €'),
    statute('gg/art_143h.html', 'Art. 143h GG: Sondervermögen für Infrastruktur und Klimaneutralität (500 Mrd. €, 100 Mrd. € für die Länder, 100 Mrd. € für den Klima- und Transformationsfonds)'),
  ],
  'soziale-marktwirtschaft': [
    eurLex('treaty/teu_2016/art_3', 'Art. 3 Abs. 3 EUV: in hohem Maße wettbewerbsfähige soziale Marktwirtschaft als Ziel der Union'),
    stabilityAct,
  ],
  staatsquote: [
    esa2010,
    rule('Staatsquote = Ausgaben des Staates (Bund, Länder, Gemeinden, Sozialversicherungen) / nominales BIP × 100, z. B. 2.100 Mrd. € / 4.300 Mrd. € ≈ 48,8 %'),
  ],
  staatsverschuldung: [
    eurLex('reg/2009/479', 'Verordnung (EG) Nr. 479/2009 über das Verfahren bei einem übermäßigen Defizit (Abgrenzung des Maastricht-Schuldenstands)'),
    eurLex('treaty/tfeu_2016/pro_12', 'Protokoll Nr. 12 zum AEUV über das Verfahren bei einem übermäßigen Defizit (Referenzwert 60 % des BIP)'),
    rule('Schulden je Einwohner = Schuldenstand / Einwohnerzahl, z. B. 2.700 Mrd. € / 83,5 Mio. ≈ 32.335 €'),
  ],
  stagflation: [
    { title: 'Bundeszentrale für politische Bildung, Lexikon der Wirtschaft: Stagflation', url: 'https://m.bpb.de/nachschlagen/lexika/lexikon-der-wirtschaft/20713/stagflation' },
    rule('realer Wert = Nominalbetrag / (1 + Inflationsrate), z. B. 2.500 € / 1,07 ≈ 2.336 €'),
  ],
  'starke-kundenauthentifizierung': [
    statute('zag_2018/__1.html', '§ 1 ZAG, Abs. 24: Begriff der starken Kundenauthentifizierung'),
    statute('zag_2018/__55.html', '§ 55 ZAG: Pflicht zur starken Kundenauthentifizierung'),
    scaStandards,
    eurLex('dir/2015/2366', 'Richtlinie (EU) 2015/2366 (PSD2), Art. 97: Authentifizierung'),
  ],
  stresstest: [
    eurLex('reg/2010/1093', 'Verordnung (EU) Nr. 1093/2010 zur Errichtung der EBA, u. a. Art. 32: unionsweite Stresstests'),
    eurLex('dir/2013/36', 'Richtlinie 2013/36/EU (CRD), Art. 100: aufsichtliche Stresstests'),
  ],
  swift: [
    eurLex('reg/2022/345', 'Verordnung (EU) 2022/345: Ausschluss russischer Banken von SWIFT (Änderung der Verordnung (EU) Nr. 833/2014)'),
    statute('bgb/__675q.html', '§ 675q BGB: Entgelte bei Zahlungsvorgängen, Abzüge durch zwischengeschaltete Stellen'),
  ],
  'systemrelevante-bank': [
    statute('kredwg/__10f.html', '§ 10f KWG: Kapitalpuffer für global systemrelevante Institute'),
    statute('kredwg/__10g.html', '§ 10g KWG: Kapitalpuffer für anderweitig systemrelevante Institute'),
    rule('zusätzliches hartes Kernkapital = risikogewichtete Aktiva × Puffersatz, z. B. 300 Mrd. € × 1,5 % = 4,5 Mrd. €'),
  ],
  umsatzrendite: [
    statute('hgb/__277.html', '§ 277 HGB, Abs. 1: Umsatzerlöse'),
    rule('Umsatzrendite = Gewinn / Umsatz × 100, z. B. 60.000 € / 1.200.000 € = 5 %'),
  ],
  'variable-kosten': [
    rule('variable Kosten = variable Stückkosten × Menge; Gesamtkosten = Fixkosten + variable Kosten, z. B. 12 € × 3.000 = 36.000 €'),
  ],
  verschuldungsgrad: [
    balanceSheetLayout,
    rule('Verschuldungsgrad = Fremdkapital / Eigenkapital, z. B. 350.000 € / 150.000 € ≈ 2,33 (233 %)'),
  ],
  warenkorb: [
    {
      title: 'Hessisches Statistisches Landesamt: Methodische Vorbemerkungen zum Verbraucherpreisindex (Warenkorb und Wägungsschema)',
      url: 'https://statistik.hessen.de/zahlen-fakten/preise-arbeitskosten-verdienste-einkommen/preise/methodische-vorbemerkungen',
    },
    rule('Beitrag zur Inflationsrate = Gewicht der Güterart × deren Preisänderung, z. B. 0,25 × 4 % = 1 Prozentpunkt'),
  ],
  wechselkurs: [
    crossBorderPayments,
    rule('Euro-Betrag = Fremdwährungsbetrag / Kurs (Mengennotierung), z. B. 220 US-Dollar / 1,10 = 200 €; / 1,20 ≈ 183,33 €'),
  ],
  wirtschaftswachstum: [
    gdp2024Release,
    stabilityAct,
    rule('reales BIP im Folgejahr = BIP × (1 + reale Wachstumsrate), z. B. 4.300 Mrd. € × 1,015 = 4.364,5 Mrd. €'),
  ],
  'working-capital': [
    balanceSheetLayout,
    statute('hgb/__268.html', '§ 268 HGB, Abs. 5: Ausweis der Verbindlichkeiten mit einer Restlaufzeit bis zu einem Jahr'),
    rule('Working Capital = Umlaufvermögen − kurzfristige Verbindlichkeiten, z. B. 240.000 € − 150.000 € = 90.000 €'),
  ],
  zahlungsdiensterichtlinie: [
    eurLex('dir/2015/2366', 'Richtlinie (EU) 2015/2366 über Zahlungsdienste im Binnenmarkt (PSD2)'),
    statute('zag_2018/__1.html', '§ 1 ZAG: Begriffsbestimmungen, u. a. Zahlungsauslöse- und Kontoinformationsdienste'),
    celex('52023PC0366', 'Europäische Kommission: Vorschlag für eine Richtlinie über Zahlungsdienste (PSD3), COM(2023) 366'),
    celex('52023PC0367', 'Europäische Kommission: Vorschlag für eine Verordnung über Zahlungsdienste (PSR), COM(2023) 367'),
  ],
};
