import type { RouteEntry } from '@/routes/route-types';

const weekly = (priority: number) => ({ changefreq: 'weekly' as const, priority });
const monthly = (priority: number) => ({ changefreq: 'monthly' as const, priority });

/** Every route of the site. Router, prerender, sitemap and the e2e sweep all read this list. */
export const routes = [
  {
    id: 'home',
    path: '/',
    page: 'home-page',
    title: 'KreditSmart – Kredite & Kreditkarten smart vergleichen',
    description:
      'Ratenkredite, Kreditkarten, Unternehmenskredite und Baufinanzierung vergleichen: Angebote mit vollständigen Konditionen, kostenlos und unverbindlich.',
    indexable: true,
    layout: 'site',
    sitemap: { changefreq: 'daily', priority: 1 },
  },
  {
    id: 'ratenkredit',
    path: '/ratenkredit',
    page: 'ratenkredit-page',
    title: 'Ratenkredit-Vergleich: Angebote, Zinsen und Kosten | KreditSmart',
    description:
      'Ratenkredite vergleichen: Angebote mit effektivem Jahreszins und repräsentativem Beispiel für Auto, Möbel oder Umschuldung, kostenlos und unverbindlich.',
    indexable: true,
    layout: 'site',
    sitemap: { changefreq: 'daily', priority: 0.9 },
  },
  {
    id: 'ratenkredit-beste',
    path: '/ratenkredit/beste',
    page: 'ratenkredit-beste-page',
    title: 'Die 5 bestbewerteten Ratenkredite in unserem Vergleich | KreditSmart',
    description:
      'Die Top 5 der Ratenkredite in unserem Vergleich nach unserer Bewertung: Konditionen, Kreditsummen und Vorteile, mit offengelegten Kriterien und Punktzahlen.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.8),
  },
  {
    id: 'ratenkredit-zinsen',
    path: '/ratenkredit/zinsen',
    page: 'ratenkredit-zinsen-page',
    title: 'Kreditzinsen aktuell: Ratenkredit-Zinsen im Überblick | KreditSmart',
    description:
      'Aktuelle Zinsen der Ratenkredite in unserem Vergleich in einer Tabelle: effektiver Jahreszins ab, Kreditsumme und Besonderheiten.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.8),
  },
  {
    id: 'ratenkredit-ohne-schufa',
    path: '/ratenkredit/ohne-schufa',
    page: 'ratenkredit-ohne-schufa-page',
    title: 'Kredit ohne SCHUFA: Risiken, Warnsignale und Alternativen | KreditSmart',
    description:
      'Kredit ohne SCHUFA-Abfrage: was dahintersteckt, woran Sie unseriöse Anbieter erkennen und welche regulierten Alternativen es gibt.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.7),
  },
  {
    id: 'kreditkarten',
    path: '/kreditkarten',
    page: 'kreditkarten-page',
    title: 'Kreditkarten Vergleich: kostenlos, Cashback, Premium | KreditSmart',
    description:
      'Kreditkarten vergleichen: kostenlose Karten, Cashback-, Premium- und Prepaid-Kreditkarten mit Gebühren und Vorteilen im Überblick.',
    indexable: true,
    layout: 'site',
    sitemap: { changefreq: 'daily', priority: 0.9 },
  },
  {
    id: 'unternehmenskredit',
    path: '/unternehmenskredit',
    page: 'unternehmenskredit-page',
    title: 'Unternehmenskredit Vergleich: Kredite für Firmen | KreditSmart',
    description:
      'Unternehmenskredite und Firmenkredite vergleichen: Betriebsmittel und Investitionen für Selbstständige und KMU, mit Konditionen und Besonderheiten.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.8),
  },
  {
    id: 'baufinanzierung',
    path: '/baufinanzierung',
    page: 'baufinanzierung-page',
    title: 'Baufinanzierung Vergleich: Darlehen für Kauf und Bau | KreditSmart',
    description:
      'Baufinanzierung vergleichen: Darlehen für Kauf, Bau und Anschlussfinanzierung mit Zinsbindung nach Wahl und repräsentativem Beispiel.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.8),
  },
  {
    id: 'glossar',
    path: '/glossar',
    page: 'glossary-page',
    title: 'Finanzglossar: Finanzbegriffe einfach erklärt | KreditSmart',
    description:
      'Das Finanzlexikon von A bis Z: Begriffe zu Kredit, Zinsen, Immobilien, Geldanlage, Rente, Wirtschaft und Steuern verständlich erklärt.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.8),
  },
  {
    id: 'glossar-term',
    path: '/glossar/:slug',
    page: 'glossary-term-page',
    title: 'Begriff im Finanzglossar | KreditSmart',
    description: 'Ein Begriff aus dem Finanzglossar von KreditSmart, verständlich erklärt.',
    indexable: true,
    layout: 'bare',
    sitemap: monthly(0.6),
  },
  {
    id: 'impressum',
    path: '/impressum',
    page: 'impressum-page',
    title: 'Impressum | KreditSmart',
    description: 'Impressum von KreditSmart: Anbieterkennzeichnung, Haftungshinweise und Hinweise zur Kreditvermittlung.',
    indexable: false,
    layout: 'site',
    sitemap: null,
  },
  {
    id: 'datenschutz',
    path: '/datenschutz',
    page: 'datenschutz-page',
    title: 'Datenschutzerklärung | KreditSmart',
    description: 'Wie KreditSmart personenbezogene Daten verarbeitet und welche Rechte Sie nach der DSGVO haben.',
    indexable: false,
    layout: 'site',
    sitemap: null,
  },
  {
    id: 'cookies',
    path: '/cookies',
    page: 'cookies-page',
    title: 'Cookie-Richtlinie | KreditSmart',
    description: 'Welche Cookies KreditSmart verwendet, wozu sie dienen und wie Sie sie steuern können.',
    indexable: false,
    layout: 'site',
    sitemap: null,
  },
  {
    id: 'barrierefreiheit',
    path: '/barrierefreiheit',
    page: 'barrierefreiheit-page',
    title: 'Erklärung zur Barrierefreiheit | KreditSmart',
    description:
      'Wie barrierefrei KreditSmart ist: Stand nach WCAG 2.1 AA und EN 301 549, bekannte Einschränkungen, Barrieren melden und Durchsetzungsverfahren.',
    indexable: true,
    layout: 'site',
    sitemap: { changefreq: 'yearly', priority: 0.3 },
  },
  {
    id: 'uber-uns',
    path: '/uber-uns',
    page: 'about-page',
    title: 'Über uns: wer hinter KreditSmart steht | KreditSmart',
    description:
      'Wer hinter KreditSmart steht, wie wir Geld verdienen und wie unsere Vergleiche entstehen: transparent und kostenlos für Verbraucher.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.5),
  },
  {
    id: 'ratgeber-bester-kredit',
    path: '/ratgeber/bester-kredit',
    page: 'guide-bester-kredit-page',
    title: 'Den besten Kredit finden: Ratgeber in 7 Schritten | KreditSmart',
    description:
      'In 7 Schritten zum günstigsten Kredit: Bedarf klären, Bonität prüfen, Angebote vergleichen und typische Fehler vermeiden.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.7),
  },
  {
    id: 'ratgeber-zinsen',
    path: '/ratgeber/zinsen',
    page: 'guide-zinsen-page',
    title: 'Zinsen verstehen: Sollzins, Effektivzins und Rechenbeispiele | KreditSmart',
    description:
      'Was Sollzins und effektiver Jahreszins bedeuten, wie Zinsen berechnet werden und was ein Kredit wirklich kostet, mit Rechenbeispielen.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.7),
  },
  {
    id: 'ratgeber-gehaltsoptimierung',
    path: '/ratgeber/gehaltsoptimierung',
    page: 'guide-gehaltsoptimierung-page',
    title: 'Gehaltsoptimierung: 8 Strategien für mehr Netto | KreditSmart',
    description:
      'Mehr Netto vom Brutto: 8 legale Strategien zur Gehaltsoptimierung, Regeln für die Gehaltsverhandlung und ein 90-Tage-Plan.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.7),
  },
  {
    id: 'ratgeber-sparkonto',
    path: '/ratgeber/sparkonto',
    page: 'guide-sparkonto-page',
    title: 'Sparkonto Vergleich: Tagesgeld und Festgeld | KreditSmart',
    description:
      'Tagesgeld- und Festgeldkonten im Vergleich: Zinsen, gesetzliche Einlagensicherung und Tipps für jeden Sparertyp.',
    indexable: true,
    layout: 'site',
    sitemap: weekly(0.7),
  },
  {
    id: 'ratgeber-finanz-tipps',
    path: '/ratgeber/finanz-tipps',
    page: 'guide-finanz-tipps-page',
    title: 'Finanz-Tipps: Geld sparen im Alltag | KreditSmart',
    description:
      'Praktische Spartipps zu Sparen, Zeit, Versicherungen, Einkauf und Technik sowie ein 30-Tage-Plan für Ihre Finanzen.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-karriere',
    path: '/ratgeber/karriere',
    page: 'guide-karriere-page',
    title: 'Karriere und Gehalt: Wege zu mehr Einkommen | KreditSmart',
    description:
      'Ausbildungswege mit Einstiegs- und Spitzengehältern, Branchen im Vergleich, Karrierestrategien und ein 3-Jahres-Plan.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-monatliches-sparen',
    path: '/ratgeber/monatliches-sparen',
    page: 'guide-monatliches-sparen-page',
    title: 'Monatlich sparen: Sparrechner und Sparregeln | KreditSmart',
    description:
      'Wie viel sollten Sie monatlich sparen? Sparrechner, die wichtigsten Sparregeln wie 50/30/20 und echte Beispiele.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-auto-kosten',
    path: '/ratgeber/auto-kosten',
    page: 'guide-auto-kosten-page',
    title: 'Was kostet ein Auto wirklich? Fixe und variable Kosten | KreditSmart',
    description:
      'Die echten Kosten eines Autos: fixe und variable Kosten im Jahr, Alternativen mit Ersparnis und drei Elektroautos im Kostenvergleich.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-banken-vergleich',
    path: '/ratgeber/banken-vergleich',
    page: 'guide-banken-vergleich-page',
    title: 'Banken im Vergleich: Banktypen und Gebühren | KreditSmart',
    description:
      'Anonymisierte Banktypen im Vergleich: Gebühren für Konto, Karte und Ausland, redaktionelle Einschätzung und welche Bank zu wem passt.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-immobilienmarkt',
    path: '/ratgeber/immobilienmarkt',
    page: 'guide-immobilienmarkt-page',
    title: 'Immobilienmarkt Deutschland: Preise, Zinsen, Prognosen | KreditSmart',
    description:
      'Nachfrage, Bauzinsen und Angebot: sechs Städte im Vergleich, Kaufen oder Mieten und Faustregeln für Käufer.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'ratgeber-deutsche-einkommen',
    path: '/ratgeber/deutsche-einkommen',
    page: 'guide-deutsche-einkommen-page',
    title: 'Einkommen in Deutschland: Median, Durchschnitt, Rechner | KreditSmart',
    description:
      'Wie viel verdienen die Deutschen? Median und Durchschnitt, Einkommensrechner und Tabellen nach Alter, Region und Branche.',
    indexable: true,
    layout: 'site',
    sitemap: monthly(0.6),
  },
  {
    id: 'admin',
    path: '/admin',
    page: 'admin-page',
    title: 'Betreiberkonsole | KreditSmart',
    description: 'Interner Bereich für Betreiber: Klickstatistiken und die Erzeugung von sitemap.xml, robots.txt, llms.txt und security.txt.',
    indexable: false,
    layout: 'site',
    sitemap: null,
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routes)[number]['id'];

export const notFoundRoute: RouteEntry = {
  id: 'not-found',
  path: '*',
  page: 'not-found-page',
  title: 'Seite nicht gefunden (404) | KreditSmart',
  description: 'Die angeforderte Seite existiert nicht. Hier finden Sie unsere beliebtesten Vergleiche.',
  indexable: false,
  layout: 'site',
  sitemap: null,
};

export function getRoute(id: RouteId): RouteEntry {
  const route = routes.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

type Route = (typeof routes)[number];

/** A route pattern as the paths it matches: a ':param' segment stands for any value. */
type PathOf<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathOf<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern;

/** Every site-relative path of a page: the static routes and one per glossary term. */
export type AppPath = PathOf<Route['path']>;

/** A link to a page of this site, optionally to an element of it. A path no route has does not compile. */
export type AppHref = AppPath | `${AppPath}#${string}`;

/** Any link the content may carry: a page of this site, a fragment of the current page, or an address elsewhere. */
export type LinkHref = AppHref | `#${string}` | `https://${string}` | `http://${string}` | `mailto:${string}` | `tel:${string}`;

/** Routes without parameters: their id alone names a page. */
export type StaticRouteId = Exclude<Route, { path: `${string}:${string}` }>['id'];

type StaticPath<Id extends StaticRouteId> = Extract<Route, { id: Id }>['path'];

export type GlossaryTermPath = PathOf<Extract<Route, { id: 'glossar-term' }>['path']>;

/** The path of a route, or with `fragment` the link to the element with that id on it. */
export function routePath<Id extends StaticRouteId>(id: Id): StaticPath<Id>;
export function routePath<Id extends StaticRouteId>(id: Id, fragment: string): `${StaticPath<Id>}#${string}`;
export function routePath(id: StaticRouteId, fragment?: string): AppHref {
  const path = getRoute(id).path as AppPath;
  if (path.includes(':')) throw new Error(`Route ${id} has parameters; build its path with its own helper`);
  return fragment === undefined ? path : `${path}#${fragment}`;
}

/** The page of one glossary term. */
export function glossaryTermPath(slug: string): GlossaryTermPath {
  return getRoute('glossar-term').path.replace(':slug', slug) as GlossaryTermPath;
}
