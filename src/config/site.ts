import { DEFAULT_SITE_URL } from '@shared/seo/site-url';

/** Site facts in one place; every page, the SEO files and the legal pages read them from here. */
export const siteConfig = {
  site: 'de',
  locale: 'de-DE',
  brandColor: '#0b57b5',
  /** The registrable domain of the public site, as the accessibility statement names it. */
  domain: new URL(DEFAULT_SITE_URL).hostname.replace(/^www\./, ''),
  name: 'KreditSmart',
  tagline: 'Kredite & Kreditkarten smart vergleichen',
  logo: '/logo.svg',
  contactEmail: 'kontakt@kreditvergleich-smart.de',
  socialImage: '/og-image.png',
  sisterSites: [
    { label: 'Lånesmart Sverige', href: 'https://www.lanesmart.se/', hrefLang: 'sv' },
    { label: 'Privatlån jämförelse (SE)', href: 'https://www.lanesmart.se/privatlan', hrefLang: 'sv' },
    { label: 'Kreditkort jämförelse (SE)', href: 'https://www.lanesmart.se/kreditkort', hrefLang: 'sv' },
  ],
} as const;
