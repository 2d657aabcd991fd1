import type { ParagraphTemplate } from '@/content/glossary/glossary-template-types';

export interface GlossaryKeywordRule {
  id: 'zins' | 'tilgung' | 'sicherheit' | 'bonitaetspruefung' | 'negativmerkmal';
  /** Matched against the lower-cased term name; any one of them triggers the rule. */
  keywords: readonly string[];
  paragraph: ParagraphTemplate;
}

const quote = (term: string) => `„${term}“`;

/**
 * The spec's keyword rules: a term whose name contains a keyword gets the rule's paragraph.
 * Each paragraph holds for any term carrying the keyword.
 */
export const glossaryKeywordRules: readonly GlossaryKeywordRule[] = [
  {
    id: 'zins',
    keywords: ['zins'],
    paragraph: ({ term }) =>
      `Bei ${quote(term)} geht es um Zinsen. Prüfen Sie bei jeder Zinsangabe, ob ein Nominal- oder ein Effektivzins gemeint ist, auf welchen Zeitraum sich der Satz bezieht und ob er fest vereinbart oder variabel ist: Ein fester Zins schafft Planungssicherheit, ein variabler kann sich während der Laufzeit nach oben oder unten ändern.`,
  },
  {
    id: 'tilgung',
    keywords: ['tilgung'],
    paragraph: ({ term }) =>
      `${quote(term)} betrifft die Tilgung, also den Teil einer Zahlung, der die Schuld tatsächlich verringert; der Rest einer Rate sind Zinsen. Je höher die Tilgung, desto schneller sinkt die Restschuld und desto weniger Zinsen fallen insgesamt an. Ein Tilgungsplan zeigt für jede Rate, wie sie sich aufteilt und wie viel danach noch offen ist.`,
  },
  {
    id: 'sicherheit',
    keywords: ['sicherheit'],
    paragraph: ({ term }) =>
      `${quote(term)} hat mit Kreditsicherheiten zu tun. Sicherheiten wie Grundschulden, Bürgschaften, Sicherungsübereignungen oder abgetretene Forderungen erlauben es dem Gläubiger, sich bei einem Zahlungsausfall daraus zu befriedigen. Je besser ein Kredit besichert ist, desto geringer ist das Risiko der Bank und desto niedriger fällt in der Regel der Zins aus.`,
  },
  {
    id: 'bonitaetspruefung',
    keywords: ['bonitätsprüfung', 'schufa'],
    paragraph: ({ term }) =>
      `${quote(term)} hängt mit der Prüfung Ihrer Kreditwürdigkeit zusammen. Die SCHUFA ist die größte Auskunftei in Deutschland; nach Art. 15 DSGVO können Sie jederzeit eine kostenlose Kopie der über Sie gespeicherten Daten verlangen, und falsche Einträge muss die Auskunftei berichtigen oder löschen. Eine reine Konditionsanfrage bei einer Bank fließt nicht in Ihren Score ein.`,
  },
  {
    id: 'negativmerkmal',
    keywords: ['negativmerkmal'],
    paragraph: ({ term }) =>
      `${quote(term)} betrifft Einträge, die Banken als Warnsignal werten. Negativmerkmale wie ausgefallene Forderungen, gekündigte Kredite oder eine Privatinsolvenz erschweren neue Kredite erheblich. Gemeldet werden dürfen sie nur unter bestimmten Voraussetzungen, etwa wenn eine fällige Forderung trotz Mahnung unbestritten offen bleibt, und nach Ablauf der Speicherfrist werden sie gelöscht.`,
  },
];
