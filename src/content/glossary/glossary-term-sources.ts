/** A page a term's text relies on, shown under 'Quellen'. */
export interface GlossarySourceLink {
  title: string;
  url: string;
}

/**
 * Official pages that are specifically about one term, beyond the statutes its text cites (those
 * are linked automatically). Each URL was checked to be the page named; a term without an entry
 * here and without a cited statute shows no source list rather than a generic homepage.
 */
export const glossaryTermSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  verbraucherpreisindex: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
  inflation: [
    { title: 'Statistisches Bundesamt: Verbraucherpreisindex und Inflationsrate', url: 'https://www.destatis.de/DE/Themen/Wirtschaft/Preise/Verbraucherpreisindex/_inhalt.html' },
  ],
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
  renteninformation: [
    {
      title: 'Deutsche Rentenversicherung: Renteninformation hilft beim Aufbau einer ganzheitlichen Altersvorsorge',
      url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Ueber-uns-und-Presse/Presse/Meldungen/2025/250224-renteninformation-hilft-bei-altersvorsorge.html',
    },
  ],
  leitzins: [
    { title: 'Europäische Zentralbank: Official interest rates (englisch)', url: 'https://data.ecb.europa.eu/methodology/official-interest-rates' },
  ],
};
