import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Rente terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const renteSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  renteninformation: [
    {
      title: 'Deutsche Rentenversicherung: Renteninformation hilft beim Aufbau einer ganzheitlichen Altersvorsorge',
      url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Ueber-uns-und-Presse/Presse/Meldungen/2025/250224-renteninformation-hilft-bei-altersvorsorge.html',
    },
  ],
};
