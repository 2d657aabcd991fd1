import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Steuern terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const steuernSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {};
