/**
 * Everything the site says about its operator, in one typed place: identity for the Impressum,
 * the broker role and its permits, the service providers named in the privacy notice, the
 * authors of the guides and every marketing claim with its evidence.
 *
 * A value that is only a stand-in for the demo carries `sample: true`. The demo build shows it
 * with a visible "Beispiel" note; the production build (`SITE_MODE=production`) lists every
 * remaining sample and refuses to finish (scripts/lib/launch-check.ts). Replace the values and
 * remove the marker before going live.
 */

import { authors, type Author } from '@/config/authors';
import { siteConfig } from '@/config/site';

export type { Author };

/** Where a fact or claim comes from: shown next to it and checked by the production build. */
export interface Evidence {
  /** What the source is, e.g. 'Zertifikat TÜV Rheinland Nr. …' or 'Auswertung der Partnerdaten'. */
  label: string;
  /** Public https URL of the source. */
  url: string;
  /** ISO date on which the source was last checked. */
  checkedAt: string;
}

interface Marked {
  /** True while the value is a demo stand-in; the production build refuses it. */
  sample: boolean;
}

interface OperatorIdentity extends Marked {
  company: string;
  /** Person(s) authorised to represent the company (§ 5 Abs. 1 Nr. 1 DDG). */
  representative: string;
  representativeRole: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  /** Commercial register court and number. */
  register: string;
  /** USt-IdNr. (§ 27a UStG). */
  vatId: string;
  /** Wirtschafts-Identifikationsnummer (§ 139c AO), once assigned. */
  economicId: string | null;
  /** Person responsible for editorial content (§ 18 Abs. 2 MStV), with address. */
  editorialResponsible: string;
}

export interface BrokerPermit extends Marked {
  /** The statute, e.g. '§ 34c Abs. 1 Satz 1 Nr. 2 GewO'. */
  law: string;
  /** What the permit covers, in plain German. */
  scope: string;
  /** Issuing and supervising authority with address. */
  authority: string;
  /** The ordinance with the professional duties of this permit, for "Berufsrechtliche Regelungen". */
  professionalRules: string;
  /** Registration number in the Vermittlerregister (§ 34i needs one), or null. */
  registerNumber: string | null;
  /** Public register lookup, e.g. https://www.vermittlerregister.info/. */
  registerUrl: string | null;
}

/** What one concluded contract of a product earns the operator, in euros. */
export interface CommissionRange {
  /** The product as the status information names it, e.g. 'Ratenkredit'. */
  product: string;
  minEuro: number;
  maxEuro: number;
}

/** The commission's amount as far as known: the status information must state it (Art. 247 § 13 Abs. 2 EGBGB). */
interface Commission extends Marked {
  ranges: readonly CommissionRange[];
}

/**
 * The role the operator plays in a loan, decided once and used by the Impressum, the
 * representative examples and the privacy notice: a credit intermediary that shows offers and
 * passes visitors on to lenders for a commission, without advising and without taking applications.
 */
interface BrokerRole {
  /** One sentence naming the role as it appears in the Impressum and in examples. */
  summary: string;
  /** How the operator is paid (status information, § 655a BGB / Art. 247 § 13 EGBGB). */
  remuneration: string;
  commission: Commission;
  /** For one lender, several or independently (status information, Art. 247 § 13 Abs. 2 EGBGB). */
  lenderTies: string;
  permits: readonly BrokerPermit[];
}

/** A company that processes data on the operator's behalf or receives data, for the privacy notice. */
export interface ServiceProvider extends Marked {
  name: string;
  address: string;
  /** What it does for the site. */
  purpose: string;
  /** Third-country transfer basis, e.g. 'EU-U.S. Data Privacy Framework', or null within the EU. */
  transferBasis: string | null;
  privacyUrl: `https://${string}`;
}

/** A marketing statement that is not computed from the site's data, with its evidence. */
export interface Claim extends Marked {
  /** The statement as shown, e.g. 'Viele Banken entscheiden innerhalb von 24 Stunden'. */
  text: string;
  /** The same statement as a key figure (value above label), for statistics rows. */
  figure?: { value: string; label: string };
  evidence: Evidence | null;
}

/** A sister portal in another market, linked from the footer and /uber-uns. */
interface SisterSite {
  label: string;
  href: `https://${string}`;
  /** Language of the label and the linked site, e.g. 'sv'. */
  hrefLang: string;
}

/** The claim to belong to a network of portals, with the portals it links. */
export interface NetworkClaim extends Claim {
  sites: readonly SisterSite[];
}

/** A real, independent review source; without one the site shows no rating at all. */
export interface ReviewSource extends Marked {
  provider: string;
  ratingValue: number;
  bestRating: number;
  ratingCount: number;
  checkedAt: string;
  url: string;
}

/** A certificate the operator really holds; without one no seal or "geprüft" is shown. */
export interface Certificate extends Marked {
  body: string;
  scope: string;
  number: string;
  validUntil: string;
  url: string;
}

export interface OperatorFacts {
  identity: OperatorIdentity;
  brokerRole: BrokerRole;
  hosting: ServiceProvider;
  backend: ServiceProvider;
  affiliateNetwork: ServiceProvider;
  analytics: ServiceProvider;
  /** Who answers accessibility feedback (BFSG statement). */
  accessibilityContact: { email: string } & Marked;
  authors: readonly Author[];
  claims: {
    /** Typical decision time of the listed banks, shown on the home page and /ratenkredit. */
    decisionTime: Claim;
    /** The operator belongs to no bank or financial group. */
    ownership: Claim;
    /** The operator belongs to a network of portals abroad; null when it does not. */
    network: NetworkClaim | null;
  };
  reviewSource: ReviewSource | null;
  certificate: Certificate | null;
}

const SAMPLE = true;

export const operatorFacts: OperatorFacts = {
  identity: {
    sample: SAMPLE,
    company: 'KreditSmart Beispiel GmbH',
    representative: 'Erika Beispiel',
    representativeRole: 'Geschäftsführerin',
    street: 'Beispielstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    // 030 23125 xxx is a block the Bundesnetzagentur keeps free for films and examples.
    phone: '+49 30 23125 000',
    email: siteConfig.contactEmail,
    register: 'Amtsgericht Berlin-Charlottenburg, HRB (Beispiel)',
    vatId: 'DE (Beispiel)',
    economicId: null,
    editorialResponsible: 'Erika Beispiel, Beispielstraße 1, 10115 Berlin',
  },
  brokerRole: {
    summary:
      'Wir sind Darlehensvermittler: Wir weisen Ihnen Gelegenheiten zum Abschluss von Darlehensverträgen bei unseren Partnern nach und leiten Sie auf Ihren Wunsch dorthin weiter. Wir beraten nicht zu einzelnen Krediten und nehmen keine Anträge entgegen.',
    remuneration:
      'Für einen zustande gekommenen Vertrag erhalten wir eine Provision vom Darlehensgeber oder vom Partnernetzwerk. Von Ihnen verlangen wir kein Entgelt; Ihre Kreditkosten ändern sich dadurch nicht.',
    // The ranges the demo's sample activity pays (scripts/local-api/seed/sample-activity.ts).
    commission: {
      sample: SAMPLE,
      ranges: [
        { product: 'Ratenkredit', minEuro: 40, maxEuro: 120 },
        { product: 'Kreditkarte', minEuro: 20, maxEuro: 60 },
        { product: 'Unternehmenskredit', minEuro: 80, maxEuro: 250 },
        { product: 'Baufinanzierung', minEuro: 150, maxEuro: 500 },
      ],
    },
    lenderTies:
      'Wir sind für mehrere Darlehensgeber tätig, nämlich für die Partner, deren Angebote wir zeigen, und an keinen einzelnen Darlehensgeber gebunden. Unabhängig im Sinne eines Überblicks über den ganzen Markt sind wir nicht: Wir zeigen nur Angebote von Partnern, von denen wir eine Provision erhalten.',
    permits: [
      {
        sample: SAMPLE,
        law: '§ 34c Abs. 1 Satz 1 Nr. 2 GewO',
        scope: 'Vermittlung und Nachweis von Darlehensverträgen (Allgemein-Verbraucherdarlehen)',
        authority: 'Zuständige Gewerbebehörde (Beispielangabe)',
        professionalRules: 'Makler- und Bauträgerverordnung (MaBV)',
        registerNumber: null,
        registerUrl: null,
      },
      {
        sample: SAMPLE,
        law: '§ 34i Abs. 1 GewO',
        scope: 'Vermittlung von Immobiliar-Verbraucherdarlehensverträgen (Baufinanzierung)',
        authority: 'Zuständige Industrie- und Handelskammer (Beispielangabe)',
        professionalRules: 'Immobiliardarlehensvermittlungsverordnung (ImmVermV)',
        registerNumber: 'D-W-000-BEISPIEL',
        registerUrl: 'https://www.vermittlerregister.info/',
      },
    ],
  },
  hosting: {
    sample: SAMPLE,
    name: 'Beispiel-Hoster GmbH',
    address: 'Beispielweg 2, 10115 Berlin, Deutschland',
    purpose: 'Auslieferung der Website (statisches Hosting) und Server-Logdateien',
    transferBasis: null,
    privacyUrl: 'https://www.kreditvergleich-smart.de/datenschutz',
  },
  backend: {
    // The project's region and the signed data processing agreement are the operator's to confirm.
    sample: SAMPLE,
    name: 'Supabase Inc.',
    address: '970 Toa Payoh North #07-04, Singapore 318992',
    purpose: 'Datenbank der Partnerangebote (Abruf der Konditionen durch Ihren Browser)',
    transferBasis: 'Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO); Datenbank in einem Rechenzentrum in der EU',
    privacyUrl: 'https://supabase.com/privacy',
  },
  affiliateNetwork: {
    sample: SAMPLE,
    name: 'Partnernetzwerk (Beispiel)',
    address: 'Anschrift des Partnernetzwerks (Beispielangabe)',
    purpose: 'Weiterleitung zu Partnerbanken und Abrechnung unserer Provision',
    transferBasis: null,
    privacyUrl: 'https://www.kreditvergleich-smart.de/datenschutz',
  },
  analytics: {
    sample: false,
    name: 'Google Ireland Limited',
    address: 'Gordon House, Barrow Street, Dublin 4, Irland',
    purpose: 'Google Tag Manager und Google Analytics 4: Reichweitenmessung, nur mit Ihrer Einwilligung',
    transferBasis: 'EU-U.S. Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10.07.2023) für Übermittlungen an Google LLC, USA',
    privacyUrl: 'https://policies.google.com/privacy',
  },
  // The demo domain: the operator must own it (and read the mailbox) before this marker goes.
  accessibilityContact: { sample: SAMPLE, email: 'barrierefreiheit@kreditvergleich-smart.de' },
  authors,
  claims: {
    decisionTime: {
      sample: SAMPLE,
      text: 'Viele Banken entscheiden innerhalb von 24 Stunden über einen Antrag',
      figure: { value: '24 Stunden', label: 'bis zur Kreditentscheidung bei vielen Banken' },
      evidence: null,
    },
    ownership: {
      sample: SAMPLE,
      text: 'Keine Bank- oder Konzernzugehörigkeit',
      evidence: null,
    },
    // Unverified: whoever runs lanesmart.se must confirm the tie (and own the domain) before launch.
    network: {
      sample: SAMPLE,
      text: `${siteConfig.name} ist Teil eines kleinen internationalen Netzwerks von Vergleichsportalen; in Schweden vergleicht unser Schwesterportal Kredite und Kreditkarten für den schwedischen Markt`,
      evidence: null,
      sites: siteConfig.sisterSites,
    },
  },
  reviewSource: null,
  certificate: null,
};
