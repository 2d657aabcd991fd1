import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';

/** Sources of the Zinsen terms beyond the statutes their text cites (see glossary-term-sources.ts). */
export const zinsenSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  einlagefazilitaet: [
    { title: 'Europäische Zentralbank: What is the deposit facility rate? (englisch)', url: 'https://www.ecb.europa.eu/explainers/tell-me/html/what-is-the-deposit-facility-rate.en.html' },
  ],
  einlagensicherung: [
    { title: 'Entschädigungseinrichtung deutscher Banken: Fragen und Antworten für Verbraucher', url: 'https://www.edb-banken.de/verbraucher/faq/' },
  ],
  'entschaedigungseinrichtung-deutscher-banken': [
    { title: 'Entschädigungseinrichtung deutscher Banken: Fragen und Antworten für Verbraucher', url: 'https://www.edb-banken.de/verbraucher/faq/' },
  ],
  einlagensicherungsfonds: [
    { title: 'Einlagensicherungsfonds des Bundesverbandes deutscher Banken', url: 'https://einlagensicherungsfonds.de/ueber-den-einlagensicherungsfonds' },
  ],
  leitzins: [
    { title: 'Europäische Zentralbank: Official interest rates (englisch)', url: 'https://data.ecb.europa.eu/methodology/official-interest-rates' },
  ],
};
