import type { SeoSite } from './seo-types.ts';

/** A small, hand-made site for the generator tests; the real one is site-data.generated.ts. */
export function createTestSite(termCount = 3): SeoSite {
  return {
    id: 'test',
    baseUrl: 'https://www.example.de',
    name: 'Testportal',
    tagline: 'Kredite smart vergleichen',
    summary: 'Vergleich von Krediten & Karten.',
    language: 'de-DE',
    contactEmail: 'sicherheit@example.de',
    pages: [
      { path: '/', title: 'Startseite', description: 'Alles im Überblick.', section: 'about', changefreq: 'daily', priority: 1 },
      { path: '/ratenkredit', title: 'Ratenkredit [Vergleich]', description: 'Angebote & Konditionen.', section: 'comparison', changefreq: 'daily', priority: 0.9 },
      { path: '/ratgeber/zinsen', title: 'Zinsen verstehen', description: 'Sollzins & Effektivzins.', section: 'guides', changefreq: 'monthly', priority: 0.7, lastmod: '2025-10-19' },
      { path: '/glossar', title: 'Finanzglossar', description: 'Begriffe von A bis Z.', section: 'glossary', changefreq: 'weekly', priority: 0.8 },
    ],
    glossary: {
      pathPrefix: '/glossar/',
      changefreq: 'monthly',
      priority: 0.6,
      lastmod: '2025-10-19',
      terms: Array.from({ length: termCount }, (_, index) => ({ slug: `begriff-${index + 1}`, term: `Begriff ${index + 1}` })),
    },
    disallow: ['/admin'],
    llmsSections: [
      { id: 'comparison', title: 'Vergleiche' },
      { id: 'guides', title: 'Ratgeber' },
      { id: 'glossary', title: 'Glossar' },
      { id: 'about', title: 'Über das Portal' },
    ],
  };
}
