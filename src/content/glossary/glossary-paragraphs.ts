import { factText } from '@/content/facts/facts';
/**
 * Background paragraphs shared by a few glossary terms. A paragraph appears only on the terms
 * listed in its `slugs`, each reviewed by hand to be about that term (never triggered by a word
 * in the name). A paragraph does not name the term, so it reads correctly for singular and
 * plural names; the unit test keeps every page mostly its own text.
 */
export interface GlossaryParagraph {
  id: string;
  text: string;
  slugs: readonly string[];
}

export const glossaryParagraphs: readonly GlossaryParagraph[] = [
  {
    id: 'verbraucherkredit-schutz',
    text: 'Für Kredite an Verbraucher gelten in Deutschland die Schutzvorschriften der §§ 491 ff. BGB: Die Bank muss Sie vor Vertragsschluss mit den Europäischen Standardinformationen für Verbraucherkredite informieren, Ihre Kreditwürdigkeit prüfen und Ihnen ein Widerrufsrecht von 14 Tagen einräumen.',
    slugs: ['ratenkredit', 'autokredit', 'sofortkredit', 'rahmenkredit', 'zweckgebundener-kredit'],
  },
  {
    id: 'zinsangabe-pruefen',
    text: 'Prüfen Sie bei jeder Zinsangabe, ob ein Nominal- oder ein Effektivzins gemeint ist, auf welchen Zeitraum sich der Satz bezieht und ob er fest vereinbart oder variabel ist: Ein fester Zins schafft Planungssicherheit, ein variabler kann sich während der Laufzeit nach oben oder unten ändern.',
    slugs: ['sollzins', 'nominalzins', 'zinssatz', 'festzins', 'variabler-zins'],
  },
  {
    id: 'tilgung-wirkung',
    text: 'Jeder Euro Tilgung verringert die Schuld, der Rest einer Rate sind Zinsen. Je höher die Tilgung, desto schneller sinkt die Restschuld und desto weniger Zinsen fallen insgesamt an; ein Tilgungsplan zeigt für jede Rate, wie sie sich aufteilt.',
    slugs: ['sondertilgung', 'anfaengliche-tilgung', 'tilgungssatzwechsel', 'kreditrate'],
  },
  {
    id: 'kreditsicherheiten',
    text: 'Sicherheiten wie Grundschulden, Bürgschaften, Sicherungsübereignungen oder abgetretene Forderungen erlauben es dem Gläubiger, sich bei einem Zahlungsausfall daraus zu befriedigen. Je besser ein Kredit besichert ist, desto geringer ist das Risiko der Bank und desto niedriger fällt in der Regel der Zins aus.',
    slugs: ['sicherungsuebereignung', 'sicherungsabtretung', 'buergschaft', 'lombardkredit'],
  },
  {
    id: 'auskunftei-rechte',
    text: 'Die SCHUFA ist die größte Auskunftei in Deutschland. Nach Art. 15 DSGVO können Sie jederzeit eine kostenlose Kopie der über Sie gespeicherten Daten verlangen, und falsche Einträge muss die Auskunftei berichtigen oder löschen. Eine reine Konditionsanfrage bei einer Bank fließt nicht in Ihren Score ein.',
    slugs: ['bonitaet', 'score', 'kreditantrag'],
  },
  {
    id: 'negativmerkmal-meldung',
    text: 'Negativmerkmale wie ausgefallene Forderungen, gekündigte Kredite oder eine Privatinsolvenz erschweren neue Kredite erheblich. Gemeldet werden dürfen sie nur unter bestimmten Voraussetzungen, etwa wenn eine fällige Forderung trotz Mahnung unbestritten offen bleibt, und nach Ablauf der Speicherfrist werden sie gelöscht.',
    slugs: ['mahnung', 'kreditkuendigung'],
  },
  {
    id: 'frueh-reden',
    text: 'Wird das Geld knapp, sprechen Sie früh mit Ihrem Gläubiger: Solange noch kein Zahlungsverzug eingetreten ist, lassen sich Stundungen, Ratenpausen oder eine Umschuldung oft noch vereinbaren. Anerkannte Schuldnerberatungsstellen von Verbraucherzentralen, Kommunen und Wohlfahrtsverbänden helfen kostenlos.',
    slugs: ['ratenpause', 'stundung', 'zahlungsverzug', 'ueberschuldung', 'kettenkredit'],
  },
  {
    id: 'schlichtung',
    text: 'Beschwerden über Banken nimmt die Finanzaufsicht BaFin entgegen; Kreditvermittler beaufsichtigen dagegen das Gewerbeamt oder die Industrie- und Handelskammer, die ihre Erlaubnis erteilt haben. Bei Streit über einen Kredit oder eine Kreditvermittlung können Sie außerdem kostenlos die Schlichtungsstelle Ihres Bankenverbands oder die Schlichtungsstelle bei der Deutschen Bundesbank anrufen.',
    slugs: ['kreditvermittler', 'kreditvertrag', 'vorfaelligkeitsentschaedigung'],
  },
  {
    id: 'einlagensicherung',
    text: `Einlagen bei Banken in der Europäischen Union sind durch die gesetzliche Einlagensicherung bis ${factText('einlagensicherung')} je Kunde und Bank geschützt. Prüfen Sie bei Angeboten ausländischer Banken, in welchem Land die zuständige Einlagensicherung sitzt.`,
    slugs: ['sparbrief', 'festgeldleiter', 'tagesgeldhopping'],
  },
  {
    id: 'kaufnebenkosten-eigenkapital',
    text: 'Zum Kaufpreis einer Immobilie kommen Kosten für Grunderwerbsteuer, Notar und Grundbuch sowie gegebenenfalls für einen Makler hinzu. Banken erwarten in der Regel, dass Sie zumindest diese Nebenkosten aus Eigenkapital bezahlen.',
    slugs: ['eigenkapital', 'beleihungsauslauf'],
  },
  {
    id: 'grundstueckskauf-form',
    text: 'Ein Grundstückskaufvertrag wird nur mit notarieller Beurkundung wirksam (§ 311b BGB), und das Eigentum geht erst mit der Eintragung im Grundbuch über.',
    slugs: ['notaranderkonto', 'auflassungsvormerkung'],
  },
  {
    id: 'immobiliar-verbraucherdarlehen-regeln',
    text: 'Für Immobilienkredite an Verbraucher gelten besondere Regeln für Immobiliar-Verbraucherdarlehen: Die Bank muss Ihre Kreditwürdigkeit gründlich prüfen und Ihnen vor Vertragsschluss das ESIS-Merkblatt aushändigen. Unabhängige Beratung zu Kauf, Miete und Finanzierung bieten die Verbraucherzentralen.',
    slugs: ['anschlussfinanzierung', 'forward-darlehen'],
  },
  {
    id: 'streuung',
    text: 'Eine breite Streuung über viele Wertpapiere, Branchen und Länder verringert das Risiko, dass einzelne Verluste das ganze Vermögen treffen. Legen Sie nur Geld an, das Sie während des geplanten Anlagezeitraums nicht brauchen, und halten Sie eine Reserve auf einem Tagesgeldkonto.',
    slugs: ['aktie', 'etf', 'indexfonds', 'investmentfonds'],
  },
  {
    id: 'basisinformationsblatt',
    text: 'Für viele Anlageprodukte muss vor dem Kauf ein Basisinformationsblatt mit Kosten, Risiken und Renditeszenarien bereitstehen; Banken, Wertpapierfirmen und Fondsgesellschaften in Deutschland unterliegen der Aufsicht der BaFin.',
    slugs: ['zertifikat', 'discountzertifikat', 'knock-out-zertifikat', 'aktienanleihe'],
  },
  {
    id: 'renteninformation',
    text: 'Wie hoch Ihre gesetzliche Rente voraussichtlich ausfällt, zeigt die Renteninformation, die die Deutsche Rentenversicherung Versicherten ab 27 Jahren mit mindestens fünf Beitragsjahren jährlich zuschickt. Kostenlose Beratung bieten die Auskunfts- und Beratungsstellen der Deutschen Rentenversicherung.',
    slugs: ['entgeltpunkte', 'versicherungsverlauf', 'regelaltersgrenze'],
  },
  {
    id: 'steuerbescheid-einspruch',
    text: 'Ihre Steuererklärung können Sie kostenlos über das Portal ELSTER der Finanzverwaltung abgeben. Gegen einen Steuerbescheid können Sie innerhalb eines Monats nach Bekanntgabe Einspruch einlegen.',
    slugs: ['steuererklaerung'],
  },
  {
    id: 'bankenaufsicht',
    text: 'Kreditinstitute brauchen in Deutschland eine Erlaubnis und werden von der BaFin gemeinsam mit der Deutschen Bundesbank beaufsichtigt; die bedeutenden Banken des Euroraums beaufsichtigt die Europäische Zentralbank direkt.',
    slugs: ['kreditinstitut', 'direktbank', 'neobank'],
  },
];
