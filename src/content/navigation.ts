import { env } from '@/config/env';
import { siteConfig } from '@/config/site';

export interface NavItem {
  title: string;
  href: string;
  description?: string;
  popular?: boolean;
}

export interface NavGroup {
  title: string;
  badge?: string;
  items: readonly NavItem[];
}

export const homeNavItem: NavItem = { title: 'Startseite', href: '/' };

/** The live header: Startseite plus four menus, shared by the desktop bar and the mobile drawer. */
export const headerNavigation: readonly NavGroup[] = [
  {
    title: 'Kredite',
    badge: 'Beliebt',
    items: [
      { title: 'Ratenkredite', href: '/ratenkredit', description: 'Angebote und Konditionen im Vergleich', popular: true },
      { title: 'Beste Ratenkredite', href: '/ratenkredit/beste', description: 'Unsere Top 5 nach unserer Bewertung' },
      { title: 'Kreditzinsen', href: '/ratenkredit/zinsen', description: 'Zinsen unserer Partner in einer Tabelle' },
      { title: 'Kredit ohne SCHUFA', href: '/ratenkredit/ohne-schufa', description: 'Risiken und seriöse Alternativen' },
    ],
  },
  {
    title: 'Produkte',
    items: [
      { title: 'Kreditkarten', href: '/kreditkarten', description: 'Kostenlos, Cashback, Premium' },
      { title: 'Unternehmenskredite', href: '/unternehmenskredit', description: 'Finanzierung für Selbstständige und Firmen' },
      { title: 'Sparkonto', href: '/ratgeber/sparkonto', description: 'Tagesgeld und Festgeld im Vergleich' },
      { title: 'Baufinanzierung', href: '/baufinanzierung', description: 'Kauf, Bau und Anschlussfinanzierung' },
    ],
  },
  {
    title: 'Ratgeber',
    items: [
      { title: 'Gehaltsoptimierung', href: '/ratgeber/gehaltsoptimierung', description: 'Mehr Netto vom Brutto' },
      { title: 'Karriere', href: '/ratgeber/karriere', description: 'Wege zu mehr Einkommen' },
      { title: 'Deutsche Einkommen', href: '/ratgeber/deutsche-einkommen', description: 'Gehälter und Einkommensrechner' },
      { title: 'Sparkonto', href: '/ratgeber/sparkonto', description: 'Zinsen vergleichen und sicher sparen' },
      { title: 'Monatliches Sparen', href: '/ratgeber/monatliches-sparen', description: 'Sparrechner und Sparregeln' },
      { title: 'Banken-Vergleich', href: '/ratgeber/banken-vergleich', description: 'Banktypen und Gebühren im Vergleich' },
      { title: 'Auto-Kosten', href: '/ratgeber/auto-kosten', description: 'Was ein Auto wirklich kostet' },
      { title: 'Immobilienmarkt', href: '/ratgeber/immobilienmarkt', description: 'Preise, Zinsen, Prognosen' },
      { title: 'Finanz-Tipps', href: '/ratgeber/finanz-tipps', description: 'Im Alltag Geld sparen' },
    ],
  },
  {
    title: 'Mehr',
    items: [
      { title: 'Glossar', href: '/glossar', description: 'Finanzbegriffe von A bis Z erklärt' },
      { title: 'Über uns', href: '/uber-uns', description: 'Wer hinter KreditSmart steht' },
    ],
  },
];

export interface FooterLink {
  title: string;
  href: string;
  external?: boolean;
}

export const footerNavigation: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Kredite',
    links: [
      { title: 'Ratenkredit', href: '/ratenkredit' },
      { title: 'Beste Ratenkredite', href: '/ratenkredit/beste' },
      { title: 'Kreditzinsen', href: '/ratenkredit/zinsen' },
      { title: 'Kredit ohne SCHUFA', href: '/ratenkredit/ohne-schufa' },
      { title: 'Unternehmenskredit', href: '/unternehmenskredit' },
    ],
  },
  {
    title: 'Kreditkarten',
    links: [
      { title: 'Kreditkarten-Vergleich', href: '/kreditkarten' },
      { title: 'Kostenlose Kreditkarten', href: '/kreditkarten#kostenlos' },
      { title: 'Cashback-Kreditkarten', href: '/kreditkarten#cashback' },
    ],
  },
  {
    title: 'Ratgeber',
    links: [
      { title: 'Den besten Kredit finden', href: '/ratgeber/bester-kredit' },
      { title: 'Zinsen verstehen', href: '/ratgeber/zinsen' },
      { title: 'Finanzglossar', href: '/glossar' },
      { title: 'Über uns', href: '/uber-uns' },
    ],
  },
  {
    title: 'Rechtliches',
    links: [
      { title: 'Impressum', href: '/impressum' },
      { title: 'Datenschutz', href: '/datenschutz' },
      { title: 'Cookie-Richtlinie', href: '/cookies' },
      { title: 'Barrierefreiheit', href: '/barrierefreiheit' },
      { title: 'Kontakt', href: `mailto:${siteConfig.contactEmail}`, external: true },
      // Only with an analytics container is there a choice to change.
      ...(env.gtmId ? [{ title: 'Cookie-Einstellungen', href: '#cookie-einstellungen', external: true }] : []),
    ],
  },
];
