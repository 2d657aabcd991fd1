import { glossaryCategoryLabels } from '@/content/glossary/glossary-category-labels';
import type { GlossaryCategory } from '@/content/glossary/glossary-seed-types';
import type { ParagraphTemplate } from '@/content/glossary/glossary-template-types';

export interface GlossaryCategoryTemplate {
  /** First template paragraph: places the term in its field; true for every term of the category. */
  intro: ParagraphTemplate;
  /** General guidance true for every term of the category; one is chosen per term (stable by slug). */
  guidance: readonly string[];
}

const quote = (term: string) => `„${term}“`;

/**
 * Category paragraphs of the long definition. Each sentence must hold for every term of its
 * category, so they state the legal and practical frame, never a claim about a single term.
 */
export const glossaryCategoryTemplates: Record<GlossaryCategory, GlossaryCategoryTemplate> = {
  kredit: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.kredit}. Für Kredite an Verbraucher gelten in Deutschland die Schutzvorschriften der §§ 491 ff. BGB: Die Bank muss Sie vor Vertragsschluss mit den Europäischen Standardinformationen für Verbraucherkredite informieren, Ihre Kreditwürdigkeit prüfen und Ihnen ein Widerrufsrecht von 14 Tagen einräumen.`,
    guidance: [
      'Wer Kreditangebote vergleicht, sollte auf den effektiven Jahreszins achten: Er enthält nach der Preisangabenverordnung neben dem Sollzins alle Kosten, die Sie für den Kredit zahlen müssen, und macht Angebote mit unterschiedlichen Gebühren vergleichbar. Wählen Sie die Rate so, dass sie auch bei unerwarteten Ausgaben tragbar bleibt.',
      'Wird das Geld knapp, sprechen Sie früh mit Ihrem Gläubiger: Solange noch kein Zahlungsverzug eingetreten ist, lassen sich Stundungen, Ratenpausen oder eine Umschuldung oft noch vereinbaren. Anerkannte Schuldnerberatungsstellen von Verbraucherzentralen, Kommunen und Wohlfahrtsverbänden helfen kostenlos.',
      'Beschwerden über Banken und Kreditvermittler nimmt die Finanzaufsicht BaFin entgegen. Bei Streit über einen Kredit können Sie außerdem kostenlos die Schlichtungsstelle Ihres Bankenverbands oder die Schlichtungsstelle bei der Deutschen Bundesbank anrufen.',
    ],
  },
  zinsen: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.zinsen}. Zinsen sind der Preis dafür, dass jemand Geld auf Zeit überlässt: Wer Geld anlegt, erhält sie, wer Geld leiht, zahlt sie.`,
    guidance: [
      'Zinssätze werden in Deutschland üblicherweise auf ein Jahr bezogen angegeben (per annum). Bei Krediten macht der effektive Jahreszins Angebote vergleichbar, bei Geldanlagen zählt, was nach Kosten, Steuern und Inflation übrig bleibt.',
      'Einlagen bei Banken in der Europäischen Union sind durch die gesetzliche Einlagensicherung bis 100.000 € je Kunde und Bank geschützt. Prüfen Sie bei Angeboten ausländischer Banken, in welchem Land die zuständige Einlagensicherung sitzt.',
      'Das Zinsniveau im Euroraum hängt wesentlich von den Leitzinsen der Europäischen Zentralbank ab. Banken geben Änderungen allerdings unterschiedlich schnell und unterschiedlich stark an ihre Kundinnen und Kunden weiter.',
    ],
  },
  immobilien: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.immobilien}. Geschäfte mit Grundstücken sind in Deutschland streng geregelt: Ein Grundstückskaufvertrag wird nur mit notarieller Beurkundung wirksam (§ 311b BGB), und das Eigentum geht erst mit der Eintragung im Grundbuch über.`,
    guidance: [
      'Zum Kaufpreis einer Immobilie kommen Kaufnebenkosten für Grunderwerbsteuer, Notar und Grundbuch sowie gegebenenfalls für einen Makler hinzu; je nach Bundesland und Maklerbeteiligung sind das grob 5 bis 15 % des Kaufpreises. Banken erwarten in der Regel, dass Sie zumindest diese Nebenkosten aus Eigenkapital bezahlen.',
      'Für Immobilienkredite an Verbraucher gelten besondere Regeln für Immobiliar-Verbraucherdarlehen: Die Bank muss Ihre Kreditwürdigkeit gründlich prüfen und Ihnen vor Vertragsschluss das ESIS-Merkblatt aushändigen. Unabhängige Beratung zu Kauf, Miete und Finanzierung bieten die Verbraucherzentralen.',
      'Förderprogramme der KfW und der Länder können Bau, Kauf oder Sanierung günstiger machen. Anträge müssen in der Regel gestellt werden, bevor Sie einen Kauf- oder Bauvertrag unterschreiben.',
    ],
  },
  investment: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.investment}. Für jede Geldanlage gilt der Zusammenhang von Rendite, Risiko und Verfügbarkeit: Höhere Ertragschancen gehen in der Regel mit stärkeren Schwankungen oder höheren Verlustrisiken einher.`,
    guidance: [
      'Eine breite Streuung über viele Wertpapiere, Branchen und Länder verringert das Risiko, dass einzelne Verluste das ganze Vermögen treffen. Legen Sie nur Geld an, das Sie während des geplanten Anlagezeitraums nicht brauchen, und halten Sie eine Reserve auf einem Tagesgeldkonto.',
      'Banken, Wertpapierfirmen und Fondsgesellschaften in Deutschland unterliegen der Aufsicht der BaFin. Für viele Anlageprodukte muss vor dem Kauf ein Basisinformationsblatt mit Kosten, Risiken und Renditeszenarien bereitstehen.',
      'Zinsen, Dividenden und Kursgewinne aus Wertpapieren unterliegen in Deutschland der Abgeltungsteuer von 25 % zuzüglich Solidaritätszuschlag und gegebenenfalls Kirchensteuer. Bis zum Sparerpauschbetrag von 1.000 € im Jahr (2.000 € bei Zusammenveranlagung) bleiben sie steuerfrei, wenn Sie Ihrer Bank einen Freistellungsauftrag erteilt haben.',
    ],
  },
  rente: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.rente}. Die Altersvorsorge in Deutschland ruht auf drei Schichten: der Basisversorgung mit gesetzlicher Rente und Rürup-Rente, der geförderten Zusatzvorsorge mit Riester-Rente und betrieblicher Altersversorgung sowie der privaten Vorsorge ohne besondere Förderung.`,
    guidance: [
      'Wie hoch Ihre gesetzliche Rente voraussichtlich ausfällt, zeigt die Renteninformation, die die Deutsche Rentenversicherung Versicherten ab 27 Jahren mit mindestens fünf Beitragsjahren jährlich zuschickt. Kostenlose Beratung bieten die Auskunfts- und Beratungsstellen der Deutschen Rentenversicherung.',
      'Je früher Sie mit der Vorsorge beginnen, desto länger arbeiten Beiträge und Erträge für Sie. Vergleichen Sie bei Vorsorgeverträgen vor allem Kosten, Garantien und Flexibilität, denn ein Wechsel oder eine Kündigung ist oft mit Verlusten verbunden.',
      'Renten werden seit 2005 schrittweise nachgelagert besteuert: Der steuerpflichtige Anteil richtet sich nach dem Jahr des Rentenbeginns und steigt für jeden neuen Rentnerjahrgang an. Beiträge zur Basisversorgung sind dafür in der Ansparphase als Sonderausgaben absetzbar.',
    ],
  },
  wirtschaft: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.wirtschaft}. Begriffe aus Volkswirtschaft, Unternehmensrechnung und Bankwesen helfen, Wirtschaftsnachrichten, Kontoauszüge und Verträge richtig einzuordnen.`,
    guidance: [
      'Amtliche Wirtschaftsdaten für Deutschland veröffentlicht das Statistische Bundesamt (Destatis). Die Deutsche Bundesbank und die Europäische Zentralbank stellen Statistiken zu Geldmengen, Zinsen, Zahlungsverkehr und Banken bereit.',
      'Kreditinstitute brauchen in Deutschland eine Erlaubnis und werden von der BaFin gemeinsam mit der Deutschen Bundesbank beaufsichtigt; die bedeutenden Banken des Euroraums beaufsichtigt die Europäische Zentralbank direkt.',
    ],
  },
  steuern: {
    intro: ({ term }) =>
      `${quote(term)} gehört in unserem Glossar zum Bereich ${glossaryCategoryLabels.steuern}. Maßgeblich sind die Steuergesetze wie das Einkommensteuergesetz, die Abgabenordnung und das Umsatzsteuergesetz; Beträge und Grenzen passt der Gesetzgeber regelmäßig an, deshalb gilt immer der Stand des jeweiligen Steuerjahres.`,
    guidance: [
      'Ihre Steuererklärung können Sie kostenlos über das Portal ELSTER der Finanzverwaltung abgeben. Gegen einen Steuerbescheid können Sie innerhalb eines Monats nach Bekanntgabe Einspruch einlegen.',
      'Bei Fragen zur eigenen Steuer helfen Steuerberaterinnen und Steuerberater sowie, für Arbeitnehmer, Rentner und Pensionäre mit bestimmten Einkünften, Lohnsteuerhilfevereine. Allgemeine Informationen veröffentlicht das Bundesministerium der Finanzen.',
    ],
  },
};
