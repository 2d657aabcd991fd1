import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Kredit terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const kreditSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {};
