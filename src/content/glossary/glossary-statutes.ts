/**
 * Laws the glossary cites, by the abbreviation (or name) used in the text, with their folder on
 * gesetze-im-internet.de. Each folder was checked against the site's structure
 * (https://www.gesetze-im-internet.de/<folder>/__<n>.html, articles art_<n>.html); a law
 * missing here stays plain text and is counted by `npm run content:report`.
 */
export interface StatuteLaw {
  folder: string;
  title: string;
  /** Sections are '§' (__491.html) or 'Art.' (art_247.html). */
  unit: '§' | 'Art.';
}

const law = (folder: string, title: string, unit: StatuteLaw['unit'] = '§'): StatuteLaw => ({ folder, title, unit });

export const statuteLaws: Readonly<Record<string, StatuteLaw>> = {
  AktG: law('aktg', 'Aktiengesetz'),
  AltZertG: law('altzertg', 'Altersvorsorgeverträge-Zertifizierungsgesetz'),
  AO: law('ao_1977', 'Abgabenordnung'),
  BauGB: law('bbaug', 'Baugesetzbuch'),
  Baunutzungsverordnung: law('baunvo', 'Baunutzungsverordnung'),
  BauNVO: law('baunvo', 'Baunutzungsverordnung'),
  BDSG: law('bdsg_2018', 'Bundesdatenschutzgesetz'),
  BeamtVG: law('beamtvg', 'Beamtenversorgungsgesetz'),
  BetrAVG: law('betravg', 'Betriebsrentengesetz'),
  BeurkG: law('beurkg', 'Beurkundungsgesetz'),
  BewG: law('bewg', 'Bewertungsgesetz'),
  BGB: law('bgb', 'Bürgerliches Gesetzbuch'),
  Bundesbankgesetz: law('bbankg', 'Bundesbankgesetz'),
  EGBGB: law('bgbeg', 'Einführungsgesetz zum Bürgerlichen Gesetzbuche', 'Art.'),
  ErbbauRG: law('erbbauv', 'Erbbaurechtsgesetz'),
  ErbStG: law('erbstg_1974', 'Erbschaftsteuer- und Schenkungsteuergesetz'),
  EStDV: law('estdv_1955', 'Einkommensteuer-Durchführungsverordnung'),
  EStG: law('estg', 'Einkommensteuergesetz'),
  FGO: law('fgo', 'Finanzgerichtsordnung'),
  GBO: law('gbo', 'Grundbuchordnung'),
  GEG: law('geg', 'Gebäudeenergiegesetz'),
  Gewerbeordnung: law('gewo', 'Gewerbeordnung'),
  GewO: law('gewo', 'Gewerbeordnung'),
  GewStG: law('gewstg', 'Gewerbesteuergesetz'),
  GG: law('gg', 'Grundgesetz', 'Art.'),
  GmbHG: law('gmbhg', 'GmbH-Gesetz'),
  GNotKG: law('gnotkg', 'Gerichts- und Notarkostengesetz'),
  GrEStG: law('grestg_1983', 'Grunderwerbsteuergesetz'),
  HeizkostenV: law('heizkostenv', 'Heizkostenverordnung'),
  HGB: law('hgb', 'Handelsgesetzbuch'),
  InsO: law('inso', 'Insolvenzordnung'),
  InvStG: law('invstg_2018', 'Investmentsteuergesetz'),
  KWG: law('kredwg', 'Kreditwesengesetz'),
  MaBV: law('gewo_34cdv', 'Makler- und Bauträgerverordnung'),
  PAngV: law('pangv_2022', 'Preisangabenverordnung'),
  PfandBG: law('pfandbg', 'Pfandbriefgesetz'),
  RDG: law('rdg', 'Rechtsdienstleistungsgesetz'),
  'SGB I': law('sgb_1', 'Sozialgesetzbuch I'),
  'SGB II': law('sgb_2', 'Sozialgesetzbuch II'),
  'SGB III': law('sgb_3', 'Sozialgesetzbuch III'),
  'SGB IV': law('sgb_4', 'Sozialgesetzbuch IV'),
  'SGB V': law('sgb_5', 'Sozialgesetzbuch V'),
  'SGB VI': law('sgb_6', 'Sozialgesetzbuch VI'),
  'SGB X': law('sgb_10', 'Sozialgesetzbuch X'),
  'SGB XI': law('sgb_11', 'Sozialgesetzbuch XI'),
  'SGB XII': law('sgb_12', 'Sozialgesetzbuch XII'),
  SGG: law('sgg', 'Sozialgerichtsgesetz'),
  StBerG: law('stberg', 'Steuerberatungsgesetz'),
  StGB: law('stgb', 'Strafgesetzbuch'),
  UStG: law('ustg_1980', 'Umsatzsteuergesetz'),
  VAG: law('vag_2016', 'Versicherungsaufsichtsgesetz'),
  VVG: law('vvg_2008', 'Versicherungsvertragsgesetz'),
  WEG: law('woeigg', 'Wohnungseigentumsgesetz'),
  Wohnungsvermittlungsgesetz: law('wovermrg', 'Wohnungsvermittlungsgesetz'),
  WoVermittG: law('wovermrg', 'Wohnungsvermittlungsgesetz'),
  WpHG: law('wphg', 'Wertpapierhandelsgesetz'),
  Zahlungskontengesetz: law('zkg', 'Zahlungskontengesetz'),
  ZKG: law('zkg', 'Zahlungskontengesetz'),
  ZPO: law('zpo', 'Zivilprozessordnung'),
  ZVG: law('zvg', 'Zwangsversteigerungsgesetz'),
};
