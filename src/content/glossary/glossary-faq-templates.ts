import type { FaqTemplate } from '@/content/glossary/glossary-template-types';

export type GlossaryFaqKind = 'credit' | 'interest' | 'other';

const quote = (term: string) => `„${term}“`;

const whatIs: FaqTemplate = { q: ({ term }) => `Was bedeutet ${quote(term)}?`, a: (facts) => facts.shortDefinition };
const example: FaqTemplate = { q: ({ term }) => `Gibt es ein Beispiel für ${quote(term)}?`, a: (facts) => facts.example };
const moreFacts: FaqTemplate = {
  q: ({ term }) => `Was sollte man über ${quote(term)} noch wissen?`,
  a: (facts) => facts.details,
};
const related: FaqTemplate = {
  q: ({ term }) => `Welche Begriffe hängen mit ${quote(term)} zusammen?`,
  a: ({ term, relatedNames }) =>
    relatedNames.length === 0
      ? null
      : `Eng verwandt mit ${quote(term)} sind ${joinGerman(relatedNames.map(quote))}. Alle werden in unserem Finanzglossar erklärt.`,
};

function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

/** FAQ templates per kind of term; answers are the term's own facts or statements true for the whole kind. */
export const glossaryFaqTemplates: Record<GlossaryFaqKind, readonly FaqTemplate[]> = {
  credit: [
    whatIs,
    moreFacts,
    example,
    {
      q: ({ term }) => `Wo bekomme ich unabhängige Hilfe bei Fragen zu ${quote(term)}?`,
      a: () =>
        'Unabhängige Beratung zu Krediten bieten die Verbraucherzentralen, bei Zahlungsschwierigkeiten helfen anerkannte Schuldnerberatungsstellen kostenlos. Bei Streit mit einer Bank können Sie die Schlichtungsstelle ihres Bankenverbands oder die Schlichtungsstelle bei der Deutschen Bundesbank anrufen; Beschwerden über Anbieter nimmt die BaFin entgegen.',
    },
  ],
  interest: [
    whatIs,
    { q: ({ term }) => `Wie lässt sich ${quote(term)} an einem Beispiel erklären?`, a: (facts) => facts.example },
    moreFacts,
    {
      q: () => 'Welcher Zinssatz zählt beim Vergleich von Angeboten?',
      a: () =>
        'Bei Krediten ist der effektive Jahreszins maßgeblich, weil er nach der Preisangabenverordnung neben dem Sollzins alle Kosten enthält, die Sie für den Kredit zahlen müssen. Bei Geldanlagen zählen der Zins nach Kosten und Steuern sowie die Frage, ob er fest zugesagt oder variabel ist.',
    },
  ],
  other: [whatIs, example, moreFacts, related],
};
