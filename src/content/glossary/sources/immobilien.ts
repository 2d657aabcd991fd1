import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Immobilien terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const immobilienSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {};
