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
  leitzins: [
    { title: 'Europäische Zentralbank: Official interest rates (englisch)', url: 'https://data.ecb.europa.eu/methodology/official-interest-rates' },
  ],
};
