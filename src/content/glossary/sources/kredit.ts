import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const law = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });
const rule = (formula: string): GlossarySourceLink => ({ title: `Rechenregel: ${formula}` });

const bgb488 = law('bgb/__488.html', '§ 488 BGB: Vertragstypische Pflichten beim Darlehensvertrag');
const bgb491 = law('bgb/__491.html', '§ 491 BGB: Verbraucherdarlehensvertrag');
const bgb492 = law('bgb/__492.html', '§ 492 BGB: Schriftform, Vertragsinhalt (Tilgungsplan auf Verlangen, Abs. 3)');
const bgb498 = law('bgb/__498.html', '§ 498 BGB: Gesamtfälligstellung bei Teilzahlungsdarlehen');
const bgb500 = law('bgb/__500.html', '§ 500 BGB: Kündigungsrecht des Darlehensnehmers; vorzeitige Rückzahlung');
const bgb502 = law('bgb/__502.html', '§ 502 BGB: Vorfälligkeitsentschädigung');
const bgb504 = law('bgb/__504.html', '§ 504 BGB: Eingeräumte Überziehungsmöglichkeit');
const bgb505a = law('bgb/__505a.html', '§ 505a BGB: Pflicht zur Kreditwürdigkeitsprüfung bei Verbraucherdarlehensverträgen');
const bgb505b = law('bgb/__505b.html', '§ 505b BGB: Grundlage für die Kreditwürdigkeitsprüfung bei Verbraucherdarlehensverträgen');
const bgb765 = law('bgb/__765.html', '§ 765 BGB: Vertragstypische Pflichten bei der Bürgschaft');
const bgb930 = law('bgb/__930.html', '§ 930 BGB: Besitzkonstitut (Grundlage der Sicherungsübereignung)');
const bgb1204 = law('bgb/__1204.html', '§ 1204 BGB: Gesetzlicher Inhalt des Pfandrechts an beweglichen Sachen');
const bgb675f = law('bgb/__675f.html', '§ 675f BGB: Zahlungsdienstevertrag');
const egbgb247p3 = law('bgbeg/art_247__3.html', 'Art. 247 § 3 EGBGB: Inhalt der vorvertraglichen Information (Abs. 2 definiert Nettodarlehensbetrag, Gesamtbetrag und Sollzinssatz)');
const pangv16 = law('pangv_2022/__16.html', '§ 16 PAngV: Effektiver Jahreszins bei Verbraucherdarlehen, Berechnung nach der Anlage (früher § 6 PAngV)');
const kwg18a = law('kredwg/__18a.html', '§ 18a KWG: Kreditwürdigkeitsprüfung bei Verbraucherdarlehensverträgen');
const kwg32 = law('kredwg/__32.html', '§ 32 KWG: Erlaubnis für Bankgeschäfte');
const bdsg31 = law('bdsg_2018/__31.html', '§ 31 BDSG: Schutz des Wirtschaftsverkehrs bei Scoring und Bonitätsauskünften');
const kfwAufgaben = law('kredanstwiag/__2.html', '§ 2 KfW-Gesetz (KredAnstWiAG): Förderaufgaben der Kreditanstalt für Wiederaufbau');
const hgb355 = law('hgb/__355.html', '§ 355 HGB: Laufende Rechnung (Kontokorrent)');

const dsgvo: GlossarySourceLink = {
  title: 'Verordnung (EU) 2016/679 (DSGVO), u. a. Art. 15 (Auskunft, Datenkopie), Art. 16 (Berichtigung), Art. 21 (Widerspruch) und Art. 22 (automatisierte Entscheidung) – EUR-Lex',
  url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
};
const eughSchufa: GlossarySourceLink = {
  title: 'EuGH, Urteil vom 7. Dezember 2023, C-634/21 (SCHUFA Holding – Scoring als automatisierte Entscheidung nach Art. 22 DSGVO) – EUR-Lex',
  url: 'https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:62021CJ0634',
};
const hbdiSpeicherfristen: GlossarySourceLink = {
  title: 'Hessischer Beauftragter für Datenschutz und Informationsfreiheit: Genehmigung der neuen Verhaltensregeln der Auskunfteien zu Prüf- und Speicherfristen (24. Mai 2024)',
  url: 'https://datenschutz.hessen.de/presse/hbdi-genehmigt-neue-verhaltensregeln-fuer-auskunfteien',
};
const ccd2: GlossarySourceLink = {
  title: 'Richtlinie (EU) 2023/2225 über Verbraucherkreditverträge (neue Verbraucherkreditrichtlinie), u. a. Art. 8: Standardinformationen in der Werbung – EUR-Lex',
  url: 'https://eur-lex.europa.eu/eli/dir/2023/2225/oj',
};
const ccd2008: GlossarySourceLink = {
  title: 'Richtlinie 2008/48/EG über Verbraucherkreditverträge (bisherige Verbraucherkreditrichtlinie), u. a. Art. 4: Standardinformationen in der Werbung – EUR-Lex',
  url: 'https://eur-lex.europa.eu/eli/dir/2008/48/oj',
};
const annuityRule = rule('Rate = Kredit × (Sollzins/12) / (1 − (1 + Sollzins/12)^−Monate); Zinsanteil = Restschuld × Sollzins/12, Tilgung = Rate − Zinsanteil');

/** Sources of the Kredit terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const kreditSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  abzahlungsdarlehen: [rule('Rate = feste Tilgung + Restschuld × Sollzins/12; die Restschuld sinkt je Rate um die Tilgung (60.000 € − 12 × 500 € = 54.000 €)'), bgb488],
  avalkredit: [bgb765, law('kredwg/__1.html', '§ 1 KWG: Begriffsbestimmungen (Abs. 1 Satz 2 Nr. 8: Garantiegeschäft als Bankgeschäft)')],
  ballonfinanzierung: [bgb491, pangv16],
  bearbeitungsgebuehr: [law('bgb/__307.html', '§ 307 BGB: Inhaltskontrolle (Maßstab für die Unwirksamkeit formularmäßiger Bearbeitungsentgelte)')],
  betriebsmittelkredit: [hgb355, bgb488, rule('Zinsen = Betrag × Zinssatz × Tage / 360 (40.000 € × 8 % × 60/360 = 533,33 €)')],
  bonitaet: [bgb505a, kwg18a, bdsg31, dsgvo],
  buergschaftsbank: [bgb765, law('bgb/__774.html', '§ 774 BGB: Gesetzlicher Forderungsübergang (Rückgriff des Bürgen beim Schuldner)')],
  'buy-now-pay-later': [ccd2],
  'charge-karte': [bgb675f, bgb504],
  covenants: [law('kredwg/__18.html', '§ 18 KWG: Kreditunterlagen (Offenlegung der wirtschaftlichen Verhältnisse)'), law('bgb/__490.html', '§ 490 BGB: Außerordentliches Kündigungsrecht')],
  'drei-wege-finanzierung': [bgb491, law('bgb/__358.html', '§ 358 BGB: Mit dem widerrufenen Vertrag verbundener Vertrag'), bgb930],
  'endfaelliges-darlehen': [bgb488, law('estg/__9.html', '§ 9 EStG: Werbungskosten (Abs. 1 Satz 3 Nr. 1: Schuldzinsen)')],
  foerderkredit: [
    kfwAufgaben,
    { title: 'Verordnung (EU) 2023/2831 über De-minimis-Beihilfen – EUR-Lex', url: 'https://eur-lex.europa.eu/eli/reg/2023/2831/oj' },
  ],
  globalzession: [law('bgb/__398.html', '§ 398 BGB: Abtretung')],
  haftungsfreistellung: [kfwAufgaben, rule('Anteil der Förderbank am Ausfall = Ausfallbetrag × Freistellungsquote; der Kreditnehmer schuldet weiterhin den vollen Betrag')],
  hausbankprinzip: [kfwAufgaben, bgb488],
  haushaltsrechnung: [bgb505a, bgb505b, kwg18a],
  konditionsanfrage: [bgb505b, dsgvo],
  kontokorrentkredit: [hgb355],
  kreditantrag: [bgb505a, bgb505b, dsgvo],
  kreditauskunftei: [dsgvo, bdsg31, hbdiSpeicherfristen],
  kreditkartenlimit: [law('bgb/__675k.html', '§ 675k BGB: Begrenzung der Nutzung eines Zahlungsinstruments (Ausgabenobergrenze)'), bgb675f],
  kreditrate: [egbgb247p3, annuityRule],
  kreditsicherheit: [law('bgb/__1191.html', '§ 1191 BGB: Gesetzlicher Inhalt der Grundschuld'), bgb765, bgb1204, bgb930],
  kreditvergleich: [pangv16],
  kreditvermittler: [
    law('bgb/__655a.html', '§ 655a BGB: Darlehensvermittlungsvertrag'),
    law('bgbeg/art_247__13.html', 'Art. 247 § 13 EGBGB: Pflichtangaben von Darlehensvermittlern'),
    law('gewo/__11a.html', '§ 11a GewO: Vermittlerregister'),
  ],
  laufzeit: [egbgb247p3, annuityRule],
  lieferantenkredit: [law('bgb/__449.html', '§ 449 BGB: Eigentumsvorbehalt'), rule('Jahreszins des Skontos ≈ Skontosatz / (100 − Skontosatz) × 360 / (Zahlungsziel − Skontofrist); 2/98 × 360/20 ≈ 36,7 %')],
  lombardkredit: [bgb1204, law('bgb/__1273.html', '§ 1273 BGB: Gesetzlicher Inhalt des Pfandrechts an Rechten')],
  mahnverfahren: [law('zpo/__688.html', '§ 688 ZPO: Zulässigkeit des Mahnverfahrens')],
  mikrokredit: [law('bgb/__513.html', '§ 513 BGB: Anwendung auf Existenzgründer'), kwg32],
  minikredit: [bgb491, pangv16, ccd2],
  negativmerkmal: [hbdiSpeicherfristen],
  nettodarlehensbetrag: [egbgb247p3, pangv16],
  patronatserklaerung: [law('hgb/__251.html', '§ 251 HGB: Haftungsverhältnisse (Vermerk von Bürgschaften und Gewährleistungsverträgen)'), bgb765],
  'peer-to-peer-kredit': [kwg32, law('kredwg/__1.html', '§ 1 KWG: Begriffsbestimmungen (Kreditgeschäft als Bankgeschäft)')],
  pfandkredit: [law('pfandlv/__10.html', '§ 10 PfandlV: Zinsen und Vergütung des Pfandleihers'), law('gewo/__34.html', '§ 34 GewO: Pfandleihgewerbe')],
  policendarlehen: [law('vvg_2008/__169.html', '§ 169 VVG: Rückkaufswert'), bgb488],
  'prepaid-kreditkarte': [law('zag_2018/__1.html', '§ 1 ZAG: Begriffsbestimmungen (E-Geld, Abs. 2)'), bgb675f],
  ratenpause: [law('bgb/__286.html', '§ 286 BGB: Verzug des Schuldners'), bgb498],
  'repraesentatives-beispiel': [pangv16, ccd2008, ccd2],
  restschuld: [bgb492, annuityRule],
  restschuldversicherung: [
    law('vag_2016/__50a.html', '§ 50a VAG: Entgelt bei der Vermittlung von Restschuldversicherungen (Provisionsdeckel 2,5 %)'),
    law('vvg_2008/__7d.html', '§ 7d VVG: Besondere Pflichten bei Restschuldversicherungen'),
    law('pangv_2022/__16.html', '§ 16 PAngV: Gesamtkosten im effektiven Jahreszins, auch einer vorgeschriebenen Versicherung'),
  ],
  'revolving-kreditkarte': [bgb491, pangv16, rule('Monatszinsen = Saldo × Sollzins/12; Tilgung = Mindestrate − Monatszinsen (2.000 € × 18 %/12 = 30 €)')],
  schufa: [eughSchufa, dsgvo, bdsg31, hbdiSpeicherfristen],
  'schufa-auskunft': [dsgvo, hbdiSpeicherfristen],
  schuldnerberatung: [law('inso/__305.html', '§ 305 InsO: Eröffnungsantrag des Schuldners (Bescheinigung einer geeigneten Stelle)'), law('zpo/__850k.html', '§ 850k ZPO: Pfändungsschutzkonto')],
  schuldscheindarlehen: [bgb488, law('bgb/__398.html', '§ 398 BGB: Abtretung')],
  score: [bdsg31, eughSchufa, dsgvo],
  studienkredit: [bgb491, kfwAufgaben],
  tilgung: [bgb500, bgb492, rule('Tilgungsanteil = Rate − Restschuld × Sollzins/12; bei gleichbleibender Tilgung: Kredit / Zahl der Raten (24.000 € / 48 = 500 €)')],
  'tilgungsfreie-anlaufjahre': [kfwAufgaben, rule('Zinsen je Jahr = Kredit × Sollzins (50.000 € × 4 % = 2.000 €, monatlich 166,67 €)')],
  umschuldung: [bgb500, bgb502, bgb504],
  verbraucherkreditrichtlinie: [ccd2, ccd2008],
};
