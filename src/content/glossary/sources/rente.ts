import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const law = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });

const similarInsurance = law('vvg_2008/__177.html', '§ 177 VVG: Ähnliche Versicherungsverträge (Regeln der Berufsunfähigkeitsversicherung für Verträge gegen dauerhafte Beeinträchtigung der Arbeitsfähigkeit)');
const pensionTaxation = law('estg/__22.html', '§ 22 Nr. 1 Satz 3 Buchst. a EStG: Besteuerung von Leibrenten (Besteuerungsanteil und Ertragsanteil)');
const capitalPayout = law('estg/__20.html', '§ 20 Abs. 1 Nr. 6 EStG: Kapitalauszahlung einer Rentenversicherung (halber Ertrag nach zwölf Jahren und ab 62)');
const lifeInsurance = law('vvg_2008/__150.html', '§ 150 VVG: Lebensversicherung, versicherte Person');

/** Sources of the Rente terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const renteSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  'abstrakte-verweisung': [law('vvg_2008/__172.html', '§ 172 VVG: Leistung des Versicherers in der Berufsunfähigkeitsversicherung (Abs. 3: Verweisung auf eine andere Tätigkeit)')],
  altersteilzeit: [
    law('estg/__3.html', '§ 3 Nr. 28 EStG: Steuerfreiheit der Aufstockungsbeträge nach dem Altersteilzeitgesetz'),
    law('estg/__32b.html', '§ 32b Abs. 1 Nr. 1 Buchst. g EStG: Progressionsvorbehalt für Aufstockungsbeträge'),
  ],
  'drei-schichten-modell': [
    law('estg/__10.html', '§ 10 Abs. 1 Nr. 2 EStG: Beiträge zur Basisversorgung (erste Schicht)'),
    pensionTaxation,
  ],
  erwerbsunfaehigkeitsversicherung: [
    similarInsurance,
    law('sgb_6/__43.html', '§ 43 Abs. 2 SGB VI: Volle Erwerbsminderung bei weniger als drei Stunden täglicher Erwerbsfähigkeit'),
  ],
  flexirente: [
    law('sgb_6/__42.html', '§ 42 SGB VI: Vollrente und Teilrente (10 % bis 99,99 %)'),
    law('sgb_6/__34.html', '§ 34 SGB VI: Voraussetzungen und Hinzuverdienst bei Altersrenten'),
  ],
  'fondsgebundene-rentenversicherung': [pensionTaxation, capitalPayout],
  generationenvertrag: [law('sgb_6/__153.html', '§ 153 SGB VI: Umlageverfahren der gesetzlichen Rentenversicherung')],
  grundfaehigkeitsversicherung: [similarInsurance],
  'grundsicherung-im-alter': [
    law('sgb_12/__41.html', '§ 41 SGB XII: Leistungsberechtigte der Grundsicherung im Alter und bei Erwerbsminderung'),
    law('sgb_12/__94.html', '§ 94 Abs. 1a SGB XII: Unterhaltsrückgriff auf Kinder erst ab 100.000 € Jahreseinkommen'),
  ],
  hoechstrechnungszins: [law('deckrv_2016/__2.html', '§ 2 DeckRV: Höchstzinssatz für die Berechnung der Deckungsrückstellung')],
  kapitaldeckungsverfahren: [{ title: 'Rechenregel: Endkapital einer jährlichen Sparrate R nach n Jahren bei Zins i = R × ((1 + i)^n − 1) / i' }],
  kapitalwahlrecht: [
    law('altzertg/__1.html', '§ 1 AltZertG: Riester-Vertrag, Auszahlung von bis zu 30 % des Kapitals als Einmalbetrag'),
    law('estg/__10.html', '§ 10 Abs. 1 Nr. 2 Buchst. b EStG: Rürup-Rente ohne Kapitalisierung'),
  ],
  langlebigkeitsrisiko: [{ title: 'Rechenregel: Reichweite eines Kapitals ohne Zinsen = Kapital ÷ monatliche Entnahme (in Monaten)' }],
  nachversicherungsgarantie: [law('vvg_2008/__19.html', '§ 19 VVG: Anzeigepflicht zu Gesundheitsfragen, die bei einer Erhöhung mit Nachversicherungsgarantie entfällt')],
  pflegezusatzversicherung: [
    law('vvg_2008/__192.html', '§ 192 Abs. 6 VVG: Pflegekrankenversicherung (Pflegekosten- und Pflegetagegeldversicherung)'),
    law('sgb_11/__126.html', '§ 126 SGB XI: Zulage zur privaten Pflegevorsorge (Pflege-Bahr)'),
  ],
  'private-rentenversicherung': [pensionTaxation, capitalPayout],
  'private-unfallversicherung': [
    law('vvg_2008/__178.html', '§ 178 VVG: Unfallversicherung, Leistung des Versicherers und Unfallbegriff'),
    law('vvg_2008/__180.html', '§ 180 VVG: Invalidität'),
  ],
  rentenfaktor: [{ title: 'Rechenregel: Monatsrente = Kapital ÷ 10.000 € × Rentenfaktor; Monate bis zur Rückzahlung des Kapitals = 10.000 ÷ Rentenfaktor' }],
  rentenfreibetrag: [law('estg/__22.html', '§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. aa EStG: Festschreibung des steuerfreien Teils der Rente')],
  rentengarantiezeit: [{ title: 'Rechenregel: Leistung an die Erben = verbleibende Garantiejahre × 12 × Monatsrente' }],
  rentenluecke: [
    law('sgb_6/__154.html', '§ 154 SGB VI: Sicherungsniveau vor Steuern (Rentenniveau)'),
    { title: 'Rechenregel: Rentenlücke = letztes Nettoeinkommen − erwartete Nettorente' },
  ],
  risikolebensversicherung: [lifeInsurance, law('erbstg_1974/__3.html', '§ 3 Abs. 1 Nr. 4 ErbStG: Erbschaftsteuer auf Versicherungsleistungen an Dritte')],
  sofortrente: [law('estg/__22.html', '§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. bb EStG: Ertragsanteil nach dem Alter bei Rentenbeginn')],
  sterbegeldversicherung: [lifeInsurance, { title: 'Rechenregel: Beitragssumme = Monatsbeitrag × 12 × Jahre, verglichen mit der Versicherungssumme' }],
  'unisex-tarif': [
    { title: 'Europäischer Gerichtshof, Urteil vom 1. März 2011, C-236/09 (Test-Achats): geschlechtsabhängige Versicherungstarife – EUR-Lex', url: 'https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:62009CJ0236' },
  ],
  versorgungsausgleich: [
    law('versausglg/__1.html', '§ 1 VersAusglG: Halbteilung der Anrechte'),
    law('versausglg/__3.html', '§ 3 VersAusglG: Ehezeit, Ausschluss bei kurzer Ehezeit'),
  ],
  versorgungsluecke: [{ title: 'Rechenregel: Versorgungslücke = Bedarf (z. B. 80 % des letzten Nettoeinkommens) − Summe aller erwarteten Alterseinkünfte' }],
  'zusatzversorgung-im-oeffentlichen-dienst': [law('betravg/__18.html', '§ 18 BetrAVG: Sonderregelungen für den öffentlichen Dienst')],
  renteninformation: [
    {
      title: 'Deutsche Rentenversicherung: Renteninformation hilft beim Aufbau einer ganzheitlichen Altersvorsorge',
      url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Ueber-uns-und-Presse/Presse/Meldungen/2025/250224-renteninformation-hilft-bei-altersvorsorge.html',
    },
  ],
};
