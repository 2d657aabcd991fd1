/** Site facts in one place; every page, the SEO files and the legal pages read them from here. */
export const siteConfig = {
  site: 'de',
  market: 'DE',
  locale: 'de-DE',
  theme: 'finance',
  brandColor: '#0b57b5',
  domain: 'kreditvergleich-smart.de',
  name: 'KreditSmart',
  tagline: 'Kredite & Kreditkarten smart vergleichen',
  logo: '/logo.svg',
  features: {
    offers: true,
    glossary: true,
    reviews: true,
    guides: true,
  },
  contactEmail: 'kontakt@kreditvergleich-smart.de',
  socialImage: '/og-image.png',
  foundedYear: 2020,
  operator: {
    company: 'KreditSmart Vergleichsportal GmbH',
    representative: 'Jana Beispiel (Geschäftsführerin)',
    street: 'Musterstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    phone: '+49 30 1234567',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B',
    vatId: 'DE000000000',
    brokerPermit: 'Erlaubnis nach § 34c GewO, erteilt durch das Bezirksamt Mitte von Berlin',
    supervisoryAuthority: 'Bezirksamt Mitte von Berlin, Karl-Marx-Allee 31, 10178 Berlin',
  },
  sisterSites: [
    { label: 'Lånesmart Sverige', href: 'https://www.lanesmart.se/', hrefLang: 'sv' },
    { label: 'Privatlån jämförelse (SE)', href: 'https://www.lanesmart.se/privatlan', hrefLang: 'sv' },
    { label: 'Kreditkort jämförelse (SE)', href: 'https://www.lanesmart.se/kreditkort', hrefLang: 'sv' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;
