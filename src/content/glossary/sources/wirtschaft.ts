import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Wirtschaft terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const wirtschaftSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  verbraucherpreisindex: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
  inflation: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
};
