import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

const law = (path: string, title: string): GlossarySourceLink => ({ title: `${title} – Gesetze im Internet`, url: `https://www.gesetze-im-internet.de/${path}` });

const tradeTaxRate = law('gewstg/__16.html', '§ 16 GewStG: Hebesatz der Gemeinde, mindestens 200 %');
const propertyTaxRate = law('grstg_1973/__25.html', '§ 25 GrStG: Festsetzung des Hebesatzes, Grundsteuer C');

/** Sources of the Steuern terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const steuernSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  'arbeitnehmer-sparzulage': [law('vermbg_2/__13.html', '§ 13 des Fünften Vermögensbildungsgesetzes: Anspruch auf Arbeitnehmer-Sparzulage, Sätze und Einkommensgrenzen')],
  aufmerksamkeiten: [law('estg/__19.html', '§ 19 Abs. 1 EStG: Arbeitslohn; Sachzuwendungen bis 60 € aus persönlichem Anlass gehören nach R 19.6 LStR nicht dazu')],
  doppelbesteuerungsabkommen: [
    law('ao_1977/__2.html', '§ 2 AO: Vorrang völkerrechtlicher Vereinbarungen wie Doppelbesteuerungsabkommen'),
    law('estg/__34c.html', '§ 34c EStG: Anrechnung ausländischer Steuern'),
    law('estg/__32b.html', '§ 32b Abs. 1 Satz 1 Nr. 3 EStG: Progressionsvorbehalt für nach einem Abkommen steuerfreie Einkünfte'),
  ],
  elstam: [
    law('estg/__39.html', '§ 39 EStG: Lohnsteuerabzugsmerkmale'),
    law('estg/__39e.html', '§ 39e EStG: Verfahren zur Bildung und Anwendung der elektronischen Lohnsteuerabzugsmerkmale'),
  ],
  elster: [
    law('ao_1977/__87a.html', '§ 87a AO: Elektronische Kommunikation mit der Finanzverwaltung'),
    law('ustg_1980/__18.html', '§ 18 UStG: Elektronische Umsatzsteuer-Voranmeldung und -Jahreserklärung'),
  ],
  erbschaftsteuer: [
    law('erbstg_1974/__16.html', '§ 16 ErbStG: Persönliche Freibeträge'),
    law('erbstg_1974/__19.html', '§ 19 ErbStG: Steuersätze'),
    law('erbstg_1974/__30.html', '§ 30 ErbStG: Anzeige des Erwerbs'),
  ],
  freigrenze: [
    law('estg/__8.html', '§ 8 Abs. 2 Satz 11 EStG: Freigrenze von 50 € für Sachbezüge'),
    law('estg/__23.html', '§ 23 Abs. 3 Satz 5 EStG: Freigrenze für private Veräußerungsgewinne'),
    law('solzg_1995/__4.html', '§ 4 SolZG 1995: Zuschlagsatz und Milderungszone'),
  ],
  gewerbesteuer: [
    law('gewstg/__11.html', '§ 11 GewStG: Steuermesszahl 3,5 % und Freibetrag von 24.500 €'),
    tradeTaxRate,
    law('estg/__35.html', '§ 35 EStG: Steuerermäßigung bei Einkünften aus Gewerbebetrieb (4,0-facher Messbetrag)'),
  ],
  grundsteuer: [
    law('grstg_1973/__15.html', '§ 15 GrStG: Steuermesszahlen im Bundesmodell'),
    propertyTaxRate,
  ],
  hebesatz: [
    law('gg/art_106.html', 'Art. 106 Abs. 6 GG: Hebesatzrecht der Gemeinden bei Grund- und Gewerbesteuer'),
    tradeTaxRate,
    propertyTaxRate,
  ],
  kirchensteuer: [
    law('estg/__51a.html', '§ 51a EStG: Kirchensteuer als Zuschlagsteuer, Abzug auf Kapitalerträge und Sperrvermerk'),
    law('estg/__10.html', '§ 10 Abs. 1 Nr. 4 EStG: Kirchensteuer als Sonderausgabe'),
  ],
  koerperschaftsteuer: [law('kstg_1977/__23.html', '§ 23 KStG: Steuersatz')],
  quellensteuer: [law('estg/__32d.html', '§ 32d Abs. 5 EStG: Anrechnung ausländischer Quellensteuer auf Kapitalerträge')],
  steuerklassen: [law('estg/__38b.html', '§ 38b EStG: Lohnsteuerklassen, Zahl der Kinderfreibeträge')],
  steuernummer: [law('ustg_1980/__14.html', '§ 14 Abs. 4 Satz 1 Nr. 2 UStG: Steuernummer oder Umsatzsteuer-Identifikationsnummer auf der Rechnung')],
  umsatzsteuer: [
    law('ustg_1980/__12.html', '§ 12 UStG: Steuersätze von 19 % und 7 %'),
    law('ustg_1980/__4.html', '§ 4 UStG: Steuerbefreiungen'),
    law('ustg_1980/__15.html', '§ 15 UStG: Vorsteuerabzug'),
  ],
  grunderwerbsteuer: [
    law('grestg_1983/__1.html', '§ 1 GrEStG: Steuerbare Erwerbsvorgänge'),
    law('grestg_1983/__8.html', '§ 8 GrEStG: Bemessungsgrundlage'),
    law('grestg_1983/__11.html', '§ 11 GrEStG: Steuersatz, soweit die Länder keinen eigenen festlegen'),
    law('grestg_1983/__22.html', '§ 22 GrEStG: Unbedenklichkeitsbescheinigung'),
    law('gg/art_105.html', 'Art. 105 Abs. 2a Satz 2 GG: Befugnis der Länder, den Grunderwerbsteuersatz zu bestimmen'),
  ],
};
