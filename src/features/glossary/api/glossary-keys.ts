/** The glossary's only source of query keys. */
export const glossaryKeys = {
  all: ['glossary'] as const,
  index: () => [...glossaryKeys.all, 'index'] as const,
  term: (slug: string) => [...glossaryKeys.all, 'term', slug] as const,
};
