import { operatorFacts, type OperatorFacts } from '@/config/operator-facts';
import { claimSource, claimText, markSample } from '@/content/claims';
import { contentStats } from '@/content/content-stats.generated';
import { bestePage, TOP_LIST_SIZE } from '@/content/partners/beste';
import { formatDate, formatNumber } from '@/lib/format';
import { routePath } from '@/routes/manifest';

const { claims } = operatorFacts;

export const homeHero = {
  title: 'Kredite & Kreditkarten smart vergleichen',
  lead: 'Finden Sie in wenigen Minuten den passenden Ratenkredit, die richtige Kreditkarte oder die passende Baufinanzierung. Kostenlos und unverbindlich.',
  primary: { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit') },
  secondary: { label: 'Kreditkarten vergleichen', href: routePath('kreditkarten') },
  trustBadges: [claimText(claims.ownership), 'Kostenlos & unverbindlich', 'Werbung als „Anzeige“ gekennzeichnet', 'Provision offengelegt'],
} as const;

export interface HomeStat {
  value: string;
  label: string;
  /** Link to the source of a claim or rating, shown below it. */
  source?: { label: string; href: string } | null;
}

export interface HomeStatsInput {
  /** Offers in the Ratenkredit comparison, counted from the list the page loaded; null while unknown. */
  ratenkreditOfferCount: number | null;
  glossaryTermCount?: number;
  facts?: Pick<OperatorFacts, 'claims' | 'reviewSource'>;
}

/**
 * The statistics row below the hero. Every figure is counted from the site's data or read from
 * a claim with its evidence; a rating appears only with a real, linked review source.
 */
export function homeStats({
  ratenkreditOfferCount,
  glossaryTermCount = contentStats.glossaryTermCount,
  facts = operatorFacts,
}: HomeStatsInput): HomeStat[] {
  const stats: HomeStat[] = [];
  if (ratenkreditOfferCount !== null && ratenkreditOfferCount > 0) {
    stats.push({ value: formatNumber(ratenkreditOfferCount), label: 'Angebote im Ratenkredit-Vergleich' });
  }
  stats.push({ value: formatNumber(glossaryTermCount), label: 'Begriffe im Finanzglossar' });
  const { decisionTime } = facts.claims;
  if (decisionTime.figure) {
    stats.push({
      value: decisionTime.figure.value,
      label: markSample(decisionTime.figure.label, decisionTime),
      source: claimSource(decisionTime),
    });
  }
  const reviews = facts.reviewSource;
  if (reviews) {
    stats.push({
      value: `${formatNumber(reviews.ratingValue)}/${formatNumber(reviews.bestRating)}`,
      label: markSample(
        `${formatNumber(reviews.ratingCount)} Bewertungen bei ${reviews.provider}, Stand ${formatDate(reviews.checkedAt)}`,
        reviews,
      ),
      source: { label: `Zu den Bewertungen bei ${reviews.provider}`, href: reviews.url },
    });
  }
  stats.push({ value: 'Kostenlos', label: 'und unverbindlich für Sie' });
  return stats;
}

export const homeProducts = [
  {
    title: 'Ratenkredite',
    href: routePath('ratenkredit'),
    text: 'Für Auto, Möbel oder Umschuldung: Ratenkredite mit festen monatlichen Raten.',
  },
  {
    title: 'Kreditkarten',
    href: routePath('kreditkarten'),
    text: 'Kostenlose Karten, Cashback und Premium-Leistungen für Alltag und Reisen.',
  },
  {
    // Soft hyphens: the five product cards stand in one row from lg, narrower than these words.
    title: 'Unternehmens\u00adkredite',
    href: routePath('unternehmenskredit'),
    text: 'Betriebsmittel und Investitionen für Selbstständige und kleine und mittlere Unternehmen.',
  },
  {
    title: 'Sparkonto',
    href: routePath('ratgeber-sparkonto'),
    text: 'Tagesgeld und Festgeld im Vergleich, mit gesetzlicher Einlagensicherung.',
  },
  {
    title: 'Bau\u00adfinanzierung',
    href: routePath('baufinanzierung'),
    text: 'Darlehen für Kauf, Bau oder Anschlussfinanzierung mit langer Zinsbindung.',
  },
] as const;

export const homeReasons = [
  {
    title: 'Transparent',
    text: `${claimText(claims.ownership)}. Wir verdienen an Provisionen unserer Partner und legen bei jeder Liste offen, wie ihre Reihenfolge entsteht.`,
  },
  {
    title: 'Kostenlos & unverbindlich',
    text: 'Der Vergleich kostet Sie nichts und verpflichtet Sie zu nichts. Wir erhalten eine Provision vom Partner, ohne Mehrkosten für Sie.',
  },
  {
    title: 'Schnell & einfach',
    text: `In wenigen Minuten zum passenden Angebot. ${claimText(claims.decisionTime)}.`,
  },
] as const;

export const homeSteps = [
  { title: 'Bedarf festlegen', text: 'Wählen Sie Betrag, Laufzeit und Verwendungszweck.' },
  { title: 'Angebote vergleichen', text: 'Achten Sie auf den effektiven Jahreszins und die Gesamtkosten.' },
  { title: 'Direkt beantragen', text: 'Sie schließen den Vertrag direkt bei der Bank Ihrer Wahl ab.' },
] as const;

/** Called while rendering, not when the module loads: number formatting creates an Intl formatter. */
export function homeTopics(glossaryTermCount: number = contentStats.glossaryTermCount) {
  return [
    { title: bestePage.crumb, href: routePath('ratenkredit-beste'), text: `Unsere Top ${TOP_LIST_SIZE} nach unserer Bewertung.` },
    { title: 'Aktuelle Kreditzinsen', href: routePath('ratenkredit-zinsen'), text: 'Alle Zinssätze in einer Tabelle.' },
    { title: 'Kredit ohne SCHUFA', href: routePath('ratenkredit-ohne-schufa'), text: 'Risiken und seriöse Alternativen.' },
    { title: 'Finanzglossar', href: routePath('glossar'), text: `${formatNumber(glossaryTermCount)} Begriffe verständlich erklärt.` },
  ] as const;
}

export const homeCta = {
  title: 'Jetzt den passenden Kredit finden',
  text: 'Vergleichen Sie Ratenkredite: kostenlos, unverbindlich und in wenigen Minuten.',
  links: [{ label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') }],
} as const;
