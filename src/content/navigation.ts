import { env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { CONSENT_SETTINGS_HASH } from '@/content/legal/consent-link';
import { bestePage, TOP_LIST_SIZE } from '@/content/partners/beste';
import { routePath, type AppHref } from '@/routes/manifest';

export interface NavItem {
  title: string;
  href: AppHref;
  description?: string;
  popular?: boolean;
}

export interface NavGroup {
  title: string;
  badge?: string;
  items: readonly NavItem[];
}

export const homeNavItem: NavItem = { title: 'Startseite', href: routePath('home') };

/** The live header: Startseite plus four menus, shared by the desktop bar and the mobile drawer. */
export const headerNavigation: readonly NavGroup[] = [
  {
    title: 'Kredite',
    badge: 'Beliebt',
    items: [
      { title: 'Ratenkredite', href: routePath('ratenkredit'), description: 'Angebote und Konditionen im Vergleich', popular: true },
      { title: bestePage.crumb, href: routePath('ratenkredit-beste'), description: `Unsere Top ${TOP_LIST_SIZE} nach unserer Bewertung` },
      { title: 'Kreditzinsen', href: routePath('ratenkredit-zinsen'), description: 'Zinsen unserer Partner in einer Tabelle' },
      { title: 'Kredit ohne SCHUFA', href: routePath('ratenkredit-ohne-schufa'), description: 'Risiken und seriöse Alternativen' },
    ],
  },
  {
    title: 'Produkte',
    items: [
      { title: 'Kreditkarten', href: routePath('kreditkarten'), description: 'Kostenlos, Cashback, Premium' },
      { title: 'Unternehmenskredite', href: routePath('unternehmenskredit'), description: 'Finanzierung für Selbstständige und Firmen' },
      { title: 'Sparkonto', href: routePath('ratgeber-sparkonto'), description: 'Tagesgeld und Festgeld im Vergleich' },
      { title: 'Baufinanzierung', href: routePath('baufinanzierung'), description: 'Kauf, Bau und Anschlussfinanzierung' },
    ],
  },
  {
    title: 'Ratgeber',
    items: [
      { title: 'Gehaltsoptimierung', href: routePath('ratgeber-gehaltsoptimierung'), description: 'Mehr Netto vom Brutto' },
      { title: 'Karriere', href: routePath('ratgeber-karriere'), description: 'Wege zu mehr Einkommen' },
      { title: 'Deutsche Einkommen', href: routePath('ratgeber-deutsche-einkommen'), description: 'Gehälter und Einkommensrechner' },
      { title: 'Sparkonto', href: routePath('ratgeber-sparkonto'), description: 'Zinsen vergleichen und sicher sparen' },
      { title: 'Monatliches Sparen', href: routePath('ratgeber-monatliches-sparen'), description: 'Sparrechner und Sparregeln' },
      { title: 'Banken-Vergleich', href: routePath('ratgeber-banken-vergleich'), description: 'Banktypen und Gebühren im Vergleich' },
      { title: 'Auto-Kosten', href: routePath('ratgeber-auto-kosten'), description: 'Was ein Auto wirklich kostet' },
      { title: 'Immobilienmarkt', href: routePath('ratgeber-immobilienmarkt'), description: 'Preise, Zinsen, Prognosen' },
      { title: 'Finanz-Tipps', href: routePath('ratgeber-finanz-tipps'), description: 'Im Alltag Geld sparen' },
    ],
  },
  {
    title: 'Mehr',
    items: [
      { title: 'Glossar', href: routePath('glossar'), description: 'Finanzbegriffe von A bis Z erklärt' },
      { title: 'Über uns', href: routePath('uber-uns'), description: 'Wer hinter KreditSmart steht' },
    ],
  },
];

/** A page of the site, or with `external` a plain link (e-mail, a fragment the page handles itself). */
export type FooterLink = { title: string; href: AppHref; external?: false } | { title: string; href: string; external: true };

export const footerNavigation: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Kredite',
    links: [
      { title: 'Ratenkredit', href: routePath('ratenkredit') },
      { title: bestePage.crumb, href: routePath('ratenkredit-beste') },
      { title: 'Kreditzinsen', href: routePath('ratenkredit-zinsen') },
      { title: 'Kredit ohne SCHUFA', href: routePath('ratenkredit-ohne-schufa') },
      { title: 'Unternehmenskredit', href: routePath('unternehmenskredit') },
    ],
  },
  {
    title: 'Kreditkarten',
    links: [
      { title: 'Kreditkarten-Vergleich', href: routePath('kreditkarten') },
      { title: 'Kostenlose Kreditkarten', href: routePath('kreditkarten', 'kostenlos') },
      { title: 'Cashback-Kreditkarten', href: routePath('kreditkarten', 'cashback') },
    ],
  },
  {
    title: 'Ratgeber',
    links: [
      { title: 'Den besten Kredit finden', href: routePath('ratgeber-bester-kredit') },
      { title: 'Zinsen verstehen', href: routePath('ratgeber-zinsen') },
      { title: 'Finanzglossar', href: routePath('glossar') },
      { title: 'Über uns', href: routePath('uber-uns') },
    ],
  },
  {
    title: 'Rechtliches',
    links: [
      { title: 'Impressum', href: routePath('impressum') },
      { title: 'Datenschutz', href: routePath('datenschutz') },
      { title: 'Cookie-Richtlinie', href: routePath('cookies') },
      { title: 'Barrierefreiheit', href: routePath('barrierefreiheit') },
      { title: 'Kontakt', href: `mailto:${siteConfig.contactEmail}`, external: true },
      // Only with an analytics container is there a choice to change.
      ...(env.gtmId ? [{ title: 'Cookie-Einstellungen', href: CONSENT_SETTINGS_HASH, external: true } as const] : []),
    ],
  },
];
