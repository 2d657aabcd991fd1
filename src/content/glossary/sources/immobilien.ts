import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const law = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });
const rule = (formula: string): GlossarySourceLink => ({ title: `Rechenregel: ${formula}` });

const bgb307 = law('bgb/__307.html', '§ 307 BGB: Inhaltskontrolle');
const bgb311b = law('bgb/__311b.html', '§ 311b BGB: Verträge über Grundstücke (notarielle Beurkundung)');
const bgb488 = law('bgb/__488.html', '§ 488 BGB: Vertragstypische Pflichten beim Darlehensvertrag');
const bgb505a = law('bgb/__505a.html', '§ 505a BGB: Pflicht zur Kreditwürdigkeitsprüfung bei Verbraucherdarlehensverträgen');
const bgb1191 = law('bgb/__1191.html', '§ 1191 BGB: Gesetzlicher Inhalt der Grundschuld');
const pangv16 = law('pangv_2022/__16.html', '§ 16 PAngV: Effektiver Jahreszins bei Verbraucherdarlehen, Berechnung nach der Anlage (früher § 6 PAngV)');
const pfandbg14 = law('pfandbg/__14.html', '§ 14 PfandBG: Beleihungsgrenze (60 % des Beleihungswerts)');
const pfandbg16 = law('pfandbg/__16.html', '§ 16 PfandBG: Beleihungswertermittlung');
const belwertv = law('belwertv/BJNR117500006.html', 'Beleihungswertermittlungsverordnung (BelWertV)');
const bauspkg1 = law('bausparkg/__1.html', '§ 1 BauSparkG: Begriffsbestimmungen (Bausparvertrag, Bauspardarlehen, Zuteilung)');
const bauspkg5 = law('bausparkg/__5.html', '§ 5 BauSparkG: Geschäftsgrundsätze und Allgemeine Bedingungen für Bausparverträge');
const kfwAufgaben = law('kredanstwiag/__2.html', '§ 2 KfW-Gesetz (KredAnstWiAG): Förderaufgaben der Kreditanstalt für Wiederaufbau');
const gnotkgKv = law('gnotkg/anlage_1.html', 'Anlage 1 GNotKG: Kostenverzeichnis der Gerichts- und Notargebühren (u. a. Grundbuchausdrucke, Grundschuldbestellung)');
const gbo12 = law('gbo/__12.html', '§ 12 GBO: Einsicht in das Grundbuch, Abschriften');
const annuityRule = rule('Monatsrate = Darlehen × (Sollzins + anfängliche Tilgung) / 12; Laufzeit in Jahren = ln(1 + Sollzins/Tilgung) / (12 × ln(1 + Sollzins/12))');

/** Sources of the Immobilien terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const immobilienSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  abschlussgebuehr: [bauspkg5, bgb307, rule('Abschlussgebühr = Bausparsumme × Gebührensatz (50.000 € × 1 % = 500 €)')],
  'anfaengliche-tilgung': [annuityRule],
  baugenehmigung: [
    law('bbaug/__29.html', '§ 29 BauGB: Begriff des Vorhabens; Geltung von Rechtsvorschriften'),
    law('bbaug/__30.html', '§ 30 BauGB: Zulässigkeit von Vorhaben im Geltungsbereich eines Bebauungsplans'),
    law('vwgo/__70.html', '§ 70 VwGO: Form und Frist des Widerspruchs (ein Monat)'),
  ],
  bauherrenhaftpflichtversicherung: [law('bgb/__823.html', '§ 823 BGB: Schadensersatzpflicht'), law('vvg_2008/__100.html', '§ 100 VVG: Leistung des Versicherers in der Haftpflichtversicherung')],
  baulast: [
    {
      title: 'Bezirksamt Treptow-Köpenick von Berlin, Bau- und Wohnungsaufsicht: Baulastenverzeichnis – Eintragung, Auskunft und Löschung von Baulasten',
      url: 'https://www.berlin.de/ba-treptow-koepenick/politik-und-verwaltung/aemter/stadtentwicklungsamt/bau-und-wohnungsaufsicht/artikel.96644.php',
    },
  ],
  bauleistungsversicherung: [law('bgb/__644.html', '§ 644 BGB: Gefahrtragung (Risiko des Unternehmers bis zur Abnahme)')],
  baunebenkosten: [rule('Baunebenkosten = reine Baukosten × Nebenkostensatz (400.000 € × 15 % = 60.000 €)'), gnotkgKv],
  bauspardarlehen: [bauspkg1, rule('Rate = Darlehen × (Sollzins/12) / (1 − (1 + Sollzins/12)^−Monate); 30.000 € zu 2,5 % über 120 Monate = 282,81 €')],
  bausparvertrag: [bauspkg1, bauspkg5],
  bauvoranfrage: [law('bbaug/__34.html', '§ 34 BauGB: Zulässigkeit von Vorhaben innerhalb der im Zusammenhang bebauten Ortsteile')],
  beleihungsauslauf: [pfandbg14, pfandbg16, belwertv, rule('Beleihungsauslauf = Darlehen / Beleihungswert × 100 (270.000 € / 360.000 € = 75 %)')],
  beleihungswert: [pfandbg16, belwertv],
  bereitstellungszinsen: [rule('Bereitstellungszinsen je Monat = nicht abgerufener Betrag × Monatssatz (200.000 € × 0,25 % = 500 €)'), pangv16],
  effizienzhaus: [law('geg/__15.html', '§ 15 GEG: Gesamtenergiebedarf (Referenzgebäude für Wohngebäude)'), rule('zulässiger Primärenergiebedarf = Bedarf des Referenzgebäudes × Effizienzhaus-Stufe / 100')],
  eigenleistung: [law('bgb/__645.html', '§ 645 BGB: Verantwortlichkeit des Bestellers (Mängel aus eigener Vorleistung)')],
  elementarschadenversicherung: [law('vvg_2008/__1.html', '§ 1 VVG: Vertragstypische Pflichten des Versicherungsvertrags'), rule('Erstattung = Schaden − Selbstbeteiligung (25.000 € − 1.000 € = 24.000 €)')],
  ertragswertverfahren: [law('immowertv_2022/__27.html', '§ 27 ImmoWertV: Grundlagen des Ertragswertverfahrens'), rule('vereinfacht: Reinertrag / Kapitalisierungszins (19.200 € / 4 % = 480.000 €)')],
  fertighaus: [law('bgb/__650i.html', '§ 650i BGB: Verbraucherbauvertrag')],
  finanzierungsbestaetigung: [bgb505a, bgb311b],
  flurstueck: [law('gbo/__2.html', '§ 2 GBO: Grundbuchbezirke; Benennung der Grundstücke nach dem Liegenschaftskataster')],
  grundbuchauszug: [gbo12, gnotkgKv],
  grundpfandrecht: [
    law('bgb/__1113.html', '§ 1113 BGB: Gesetzlicher Inhalt der Hypothek'),
    bgb1191,
    law('bgb/__1147.html', '§ 1147 BGB: Befriedigung durch Zwangsvollstreckung'),
  ],
  hausgeld: [law('woeigg/__28.html', '§ 28 WEG: Wirtschaftsplan, Jahresabrechnung, Vermögensbericht (Vorschüsse der Eigentümer)')],
  hoai: [
    { title: 'EuGH, Urteil vom 4. Juli 2019, C-377/17 (Kommission/Deutschland – verbindliche Mindest- und Höchstsätze der HOAI) – EUR-Lex', url: 'https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:62017CJ0377' },
    law('bgb/__650p.html', '§ 650p BGB: Vertragstypische Pflichten aus Architekten- und Ingenieurverträgen'),
  ],
  'immobiliar-verbraucherdarlehen': [
    law('bgb/__356b.html', '§ 356b BGB: Widerrufsrecht bei Verbraucherdarlehensverträgen (Erlöschen nach zwölf Monaten und 14 Tagen)'),
    law('bgbeg/art_247__1.html', 'Art. 247 § 1 EGBGB: Vorvertragliche Informationen bei Immobiliar-Verbraucherdarlehensverträgen (ESIS-Merkblatt)'),
    bgb505a,
    { title: 'Richtlinie 2014/17/EU über Wohnimmobilienkreditverträge für Verbraucher – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/dir/2014/17/oj' },
  ],
  kaufpreisfaktor: [rule('Kaufpreisfaktor = Kaufpreis / Jahresnettokaltmiete (300.000 € / 12.000 € = 25); Kehrwert = Bruttomietrendite'), law('bbaug/__193.html', '§ 193 BauGB: Aufgaben des Gutachterausschusses')],
  'kfw-foerderung': [kfwAufgaben],
  mietkauf: [bgb311b, law('bgb/__883.html', '§ 883 BGB: Voraussetzungen und Wirkung der Vormerkung')],
  mietrendite: [rule('Bruttomietrendite = Jahresnettokaltmiete / Kaufpreis; Nettomietrendite = (Jahresnettokaltmiete − nicht umlagefähige Kosten) / (Kaufpreis + Kaufnebenkosten)')],
  nebenkosten: [law('bgb/__556.html', '§ 556 BGB: Vereinbarungen über Betriebskosten'), law('betrkv/__2.html', '§ 2 BetrKV: Aufstellung der Betriebskosten')],
  prolongation: [law('bgb/__493.html', '§ 493 BGB: Informationen während des Vertragsverhältnisses (Angebot vor Ende der Sollzinsbindung)'), law('bgb/__489.html', '§ 489 BGB: Ordentliches Kündigungsrecht des Darlehensnehmers')],
  reservierungsvereinbarung: [bgb307, bgb311b],
  sachwertverfahren: [law('immowertv_2022/__35.html', '§ 35 ImmoWertV: Grundlagen des Sachwertverfahrens'), rule('Sachwert = (Bodenwert + Gebäudesachwert) × Sachwertfaktor ((150.000 € + 250.000 €) × 1,1 = 440.000 €)')],
  sanierungsfahrplan: [
    { title: 'Richtlinie (EU) 2024/1275 über die Gesamtenergieeffizienz von Gebäuden (Neufassung), Art. 12: Renovierungspass – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/dir/2024/1275/oj' },
    rule('Zuschuss = min(50 % des Honorars, 650 € bei Ein- und Zweifamilienhäusern bzw. 850 € ab drei Wohneinheiten)'),
  ],
  sondernutzungsrecht: [law('woeigg/__10.html', '§ 10 WEG: Allgemeine Grundsätze (Vereinbarungen der Wohnungseigentümer, Wirkung nach Eintragung)')],
  teilverkauf: [law('bgb/__1030.html', '§ 1030 BGB: Gesetzlicher Inhalt des Nießbrauchs an Sachen'), law('bgb/__1041.html', '§ 1041 BGB: Erhaltung der Sache durch den Nießbraucher')],
  tilgungsaussetzungsdarlehen: [bgb488, rule('Monatszinsen = Darlehen × Sollzins / 12 (200.000 € × 3,5 % / 12 = 583,33 €); keine Tilgung bis zur Ablösung')],
  tilgungssatzwechsel: [rule('Änderung der Monatsrate = Darlehen × Änderung des Tilgungssatzes / 12 (250.000 € × 1 % / 12 = 208,33 €)')],
  uebergabeprotokoll: [law('bgb/__446.html', '§ 446 BGB: Gefahr- und Lastenübergang'), law('bgb/__546.html', '§ 546 BGB: Rückgabepflicht des Mieters')],
  vergleichswertverfahren: [law('immowertv_2022/__24.html', '§ 24 ImmoWertV: Grundlagen des Vergleichswertverfahrens'), law('bbaug/__195.html', '§ 195 BauGB: Kaufpreissammlung')],
  verkehrswertgutachten: [
    law('immowertv_2022/__6.html', '§ 6 ImmoWertV: Wertermittlungsverfahren; Ermittlung des Verkehrswerts'),
    law('bbaug/__194.html', '§ 194 BauGB: Verkehrswert'),
    law('gewo/__36.html', '§ 36 GewO: Öffentliche Bestellung von Sachverständigen'),
  ],
  vollfinanzierung: [bgb505a, law('kredwg/__18a.html', '§ 18a KWG: Kreditwürdigkeitsprüfung bei Verbraucherdarlehensverträgen')],
  vorfaelligkeitsentschaedigung: [
    {
      title: 'BGH, Urteil vom 19. Januar 2016, XI ZR 103/15 (BGHZ 208, 278): keine Vorfälligkeitsentschädigung nach Kündigung wegen Zahlungsverzugs – Entscheidungsdatenbank des Bundesgerichtshofs',
      url: 'https://juris.bundesgerichtshof.de/cgi-bin/rechtsprechung/document.py?Gericht=bgh&Art=en&az=XI%20ZR%20103/15',
    },
    rule('vereinfacht: Restschuld × (Vertragszins − Wiederanlagezins) × Restlaufzeit in Jahren; genau: Barwert der entgangenen Zinsdifferenz abzüglich ersparter Risiko- und Verwaltungskosten'),
  ],
  wohnflaeche: [
    law('woflv/__2.html', '§ 2 WoFlV: Zur Wohnfläche gehörende Grundflächen'),
    law('woflv/__4.html', '§ 4 WoFlV: Anrechnung der Grundflächen'),
    law('bgb/__536.html', '§ 536 BGB: Mietminderung bei Sach- und Rechtsmängeln'),
  ],
  wohnungsbaupraemie: [law('wopg/__3.html', '§ 3 WoPG: Höhe der Prämie'), law('wopg/__2a.html', '§ 2a WoPG: Einkommensgrenze')],
  wohnungseigentumsgesetz: [
    law('woeigg/__20.html', '§ 20 WEG: Bauliche Veränderungen'),
    law('woeigg/__21.html', '§ 21 WEG: Nutzungen und Kosten bei baulichen Veränderungen'),
  ],
  wohnungsgenossenschaft: [law('geng/__1.html', '§ 1 GenG: Wesen der Genossenschaft'), law('geng/__73.html', '§ 73 GenG: Auseinandersetzung mit ausgeschiedenem Mitglied')],
  zuteilungsreife: [bauspkg1, rule('Mindestsparguthaben = Bausparsumme × Mindestsparquote (60.000 € × 40 % = 24.000 €); Sparzeit ohne Zinsen = Mindestguthaben / Monatsrate')],
  zwischenfinanzierung: [bgb488, bgb1191, rule('Zinsen = Betrag × Zinssatz × Monate / 12 (100.000 € × 5 % × 6/12 = 2.500 €)')],
};
