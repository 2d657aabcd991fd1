import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Investment terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const investmentSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {};
