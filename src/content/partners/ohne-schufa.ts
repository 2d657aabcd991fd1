import { representativeExample } from '@/lib/loan-math';
import type { TextBlock } from '@/content/partners/types';
import { bestePage } from '@/content/partners/beste';
import type { ContentLink } from '@/content/types';
import { routePath } from '@/routes/manifest';

export const ohneSchufaWarning = {
  title: 'Vorsicht vor unseriösen Angeboten',
  points: [
    'Seriöse Anbieter verlangen niemals Vorkosten, Gebühren oder Nachnahme-Sendungen, bevor der Kredit ausgezahlt ist.',
    'Versprechen wie „garantierte Zusage ohne Prüfung“ sind ein Warnsignal: Jede seriöse Bank prüft, ob Sie die Raten tragen können.',
    'Schließen Sie keine Versicherungen oder Bausparverträge ab, nur um einen Kredit zu erhalten.',
    'Kredite ohne SCHUFA-Auskunft sind fast immer teurer und meist auf kleine Beträge begrenzt.',
  ],
} as const;

export interface StaticProvider {
  /** An invented provider for the demo: the production build refuses it (src/content/marked-content.ts). */
  sample: boolean;
  brandId: string;
  name: string;
  description: string;
  amountRange: string;
  /**
   * The lowest effective annual rate ("ab"), in percent. Without evidence that a fair share of customers gets a
   * lower one, the example's own rate (ohne-schufa-offers.test.ts keeps it within a point of it).
   */
  effectiveRateMin: number;
  /** What speaks for the offer, shown with a tick. */
  features: readonly string[];
  /** What the applicant must bring: shown as "Voraussetzungen", never as an advantage. */
  requirements: readonly string[];
  trackingUrl: string;
  /** Who grants the loan, named with address in the example (§ 17 Abs. 2 S. 1 Nr. 1 PAngV). */
  lender: { name: string; address: string; isIntermediary: boolean };
  example: ReturnType<typeof providerExample>;
  /** ISO date on which these conditions were last checked: the card's "Konditionen Stand". */
  conditionsCheckedOn: string;
}

/** The representative example by the same rule as every other card: instalments from the Sollzins, effective rate from the schedule. */
function providerExample(netLoanAmount: number, borrowingRate: number, months: number) {
  return { netLoanAmount, borrowingRate, months, ...representativeExample({ netLoanAmount, borrowingRate, termMonths: months }) };
}

/**
 * Static, fictional providers (sample data: replace with real partners before going live). Only lenders that never
 * query the SCHUFA, each named with its address: no broker, who may also place banks that do.
 */
export const ohneSchufaProviders: readonly StaticProvider[] = [
  {
    sample: true,
    brandId: 'vaduzer-beispielkredit',
    name: 'Vaduzer Beispielkredit',
    description: 'Kredit einer Bank mit Sitz in Liechtenstein, die keine SCHUFA-Auskunft einholt und nicht an die SCHUFA meldet.',
    amountRange: '3.500 € – 7.500 €',
    effectiveRateMin: 9.9,
    // That it queries no SCHUFA is a fact stated in the description, not ticked as an advantage:
    // credit advertising must not suggest that credit databases hardly matter (CCD2, docs/legal/ccd2.md).
    features: ['Feste Laufzeit von 40 Monaten', 'Feste Rate über die gesamte Laufzeit'],
    requirements: ['Festanstellung', 'Mindesteinkommen'],
    trackingUrl: 'https://track.partnernetz.example/t/t?a=1000201&as=1900042&t=2&tk=1',
    lender: { name: 'Vaduzer Beispielkredit AG', address: 'Rheinblickweg 4, 9490 Vaduz, Liechtenstein (Beispieladresse)', isIntermediary: false },
    example: providerExample(5_000, 9.48, 40),
    conditionsCheckedOn: '2026-11-27',
  },
];

export const ohneSchufaExplanations: readonly TextBlock[] = [
  {
    title: 'Was bedeutet „ohne SCHUFA“?',
    text: 'Bei einem Kredit ohne SCHUFA fragt der Kreditgeber keine Auskunft bei der SCHUFA ab und meldet den Kredit dort auch nicht. Ihre Bonität prüft er trotzdem, etwa über Gehaltsnachweise und Kontoauszüge.',
  },
  {
    title: 'Bestehende Kredite zählen immer',
    text: 'Jeder Kreditgeber muss vor einem Verbraucherkredit Ihre Kreditwürdigkeit prüfen, in Deutschland nach § 505a BGB. Laufende Kredite, offene Forderungen und Zahlungsstörungen verschlechtern Ihre Chancen und Ihren Zins, ob eine SCHUFA-Auskunft eingeholt wird oder nicht.',
  },
  {
    title: 'Warum sind diese Kredite teurer?',
    text: 'Ohne SCHUFA-Auskunft trägt der Kreditgeber ein höheres Ausfallrisiko. Er gleicht es mit höheren Zinsen, kleineren Beträgen und strengeren Einkommensanforderungen aus.',
  },
];

/** Regulated ways to money or to help, before any offer "ohne SCHUFA". */
export const ohneSchufaAlternatives: readonly TextBlock[] = [
  {
    title: 'Schuldnerberatung',
    text: 'Haben Sie schon Zahlungsprobleme, hilft eine Schuldnerberatung meist mehr als ein weiterer Kredit. Die Beratungsstellen der Verbraucherzentralen, Wohlfahrtsverbände und Kommunen sind kostenlos oder günstig und verkaufen Ihnen nichts.',
  },
  {
    title: 'Dispo- oder Rahmenkredit der Hausbank',
    text: 'Für einen kleinen, kurzfristigen Bedarf kann Ihre Hausbank den Dispokredit Ihres Girokontos oder einen Rahmenkredit anbieten. Sie kennt Ihre Kontoumsätze. Der Dispozins ist allerdings hoch: Nutzen Sie ihn nur kurz und fragen Sie nach einem günstigeren Rahmenkredit.',
  },
  {
    title: 'Kleinkredit mit SCHUFA-neutraler Konditionsanfrage',
    text: 'Viele Banken vergeben auch kleine Ratenkredite. Mit einer Konditionsanfrage erfahren Sie Ihren Zins, ohne dass sich Ihr SCHUFA-Score verschlechtert: Andere Banken sehen diese Anfrage nicht.',
  },
  {
    title: 'SCHUFA-Auskunft prüfen',
    text: 'Fordern Sie Ihre kostenlose Datenkopie nach Art. 15 DSGVO an, das geht jederzeit, und lassen Sie falsche oder veraltete Einträge berichtigen oder löschen.',
  },
];

/** /ratenkredit/ohne-schufa: it informs and warns first; offers come last, under a heading that promises nothing about them. */
export const ohneSchufaPage = {
  title: 'Kredit ohne SCHUFA',
  intro: 'Was hinter Angeboten „ohne SCHUFA“ steckt, woran Sie unseriöse Anbieter erkennen und welche regulierten Alternativen es gibt.',
  offersTitle: 'Angebote unserer Partner',
  offersLead:
    'Ob ein Anbieter eine SCHUFA-Auskunft einholt, hängt vom Kreditgeber ab; ein Vermittler fragt oft auch Banken an, die das tun. Verbindlich sind die Bedingungen des jeweiligen Anbieters. Bevor Sie eines dieser Angebote wählen, prüfen Sie die Alternativen oben.',
  cta: {
    title: 'Erst vergleichen, dann entscheiden',
    text: 'Eine Konditionsanfrage verschlechtert Ihren SCHUFA-Score nicht. Vergleichen Sie deshalb zuerst die Ratenkredite regulärer Banken.',
  },
} as const;

export const ohneSchufaLinks: readonly ContentLink[] = [
  { label: 'Zum Ratenkredit-Vergleich', href: routePath('ratenkredit') },
  { label: bestePage.linkLabel, href: routePath('ratenkredit-beste') },
];
