/**
 * Sample partners for local development and the tests. Every brand, lender, address and condition
 * is fictional, every link points to the reserved .example domain: replace this data with real
 * partners before going live. Lender addresses carry "(Beispieladresse)", so a page shows they are samples.
 * `npx tsx scripts/local-api/seed/generate-seed.ts` turns it into supabase/seed.sql and the logos.
 */
import { purposes, type MortgageFixedRatePeriod, type Purpose } from '../../../src/entities/partner/model.ts';
import type {
  MortgageConditions,
  Partner,
  PartnerConditions,
  PartnerEvaluation,
  PartnerLender,
} from '../../../src/entities/partner/schema/validate-partner.ts';
import { savingsSeeds, type StoredSavingsConditions } from './seed-savings.ts';
import { cardSeeds, type StoredCardConditions } from './seed-cards.ts';

/** Amount and term the offer grants (whole euros, months); amount_range is rendered from them. */
type SeedLimits = Pick<PartnerConditions, 'minAmount' | 'maxAmount' | 'minTermMonths' | 'maxTermMonths'>;

/** Effective annual rates in percent; apr_from is rendered from `min`. */
interface SeedRates {
  /** The "ab" rate. */
  min: number;
  max: number;
  /**
   * The rate at least two thirds of customers get (§ 17 Abs. 4 PAngV): the Sollzins, from which the
   * example is computed, and the effective rate stated for it (a test recomputes it from the schedule).
   */
  twoThirds: { borrowingRate: number; effectiveRate: number };
  /** Sollzins gebunden (true) or veränderlich. */
  fixed: boolean;
}

/** Darlehensgeber; for an intermediary, the bank of the representative example. */
type SeedLender = Omit<PartnerLender, 'isIntermediary'> & Partial<Pick<PartnerLender, 'isIntermediary'>>;

/**
 * Sollzins for every Zinsbindung, rising with the years, with the loans they are quoted for; the example states
 * its Zinsbindung (its Sollzins is that period's rate) and Beleihungsauslauf, within that scope.
 */
type SeedMortgage = MortgageConditions & {
  rates: Record<MortgageFixedRatePeriod, number>;
  rateScope: NonNullable<MortgageConditions['rateScope']>;
  exampleTerms: NonNullable<MortgageConditions['exampleTerms']>;
};

/** The representative example at the 2/3 Sollzins; instalments and total are computed with loan-math. */
interface SeedExample {
  netLoanAmount: number;
  months: number;
}

/**
 * Sample evaluation (0–5 points per criterion, one decimal): invented like the partners, and
 * written with the sample marker. The cost score follows the documented rule on the effective
 * rate of the example (a test checks it); the others are plausible judgements of the pros.
 */
export type SeedEvaluation = Omit<PartnerEvaluation, 'sample'>;

export interface SeedPartner extends Pick<Partner, 'name' | 'description' | 'category' | 'pros' | 'cons' | 'requirements'> {
  brandId: string;
  isActive?: boolean;
  displayOrder: number;
  /** Written text only where there are no limits (card credit lines, savings); otherwise rendered. */
  amountRange?: string;
  /** Written text only where there are no rates (savings); otherwise rendered. */
  aprFrom?: string;
  limits?: SeedLimits;
  rates?: SeedRates;
  purposes?: PartnerConditions['purposes'];
  features?: PartnerConditions['features'];
  lender?: SeedLender;
  mortgage?: SeedMortgage;
  example: SeedExample | null;
  /** Ratenkredit evaluation; absent means "not evaluated" (no rank, no score). */
  evaluation?: SeedEvaluation;
  /** Days before seeding that the conditions were last checked; absent: when the seed runs. */
  conditionsCheckedDaysAgo?: number;
  /** Savings offers: partners.savings_conditions as stored. */
  savings?: StoredSavingsConditions;
  /** Card offers: partners.card_conditions as stored. */
  card?: StoredCardConditions;
  /** Logo colour and initials. */
  color: string;
  initials: string;
}

const sampleAddress = (street: string, city: string) => `${street}, ${city} (Beispieladresse)`;

/** Every purpose; offers that exclude some list theirs. */
const allPurposes: Purpose[] = [...purposes];

const ratenkredite: SeedPartner[] = [
  {
    brandId: 'nordbank-direkt',
    name: 'Nordbank Direkt',
    description: 'Online-Ratenkredit mit sofortiger Zusage und bonitätsabhängigem Zins. Sondertilgungen jederzeit kostenlos.',
    category: 'ratenkredit',
    displayOrder: 10,
    pros: ['Kostenlose Sondertilgungen jederzeit möglich', 'Digitale Legitimation per Video-Ident', 'Auszahlung meist am nächsten Werktag'],
    cons: ['Bestzins nur bei sehr guter Bonität'],
    requirements: ['Wohnsitz in Deutschland', 'Mindestalter 18 Jahre', 'Regelmäßiges Einkommen'],
    limits: { minAmount: 1_000, maxAmount: 100_000, minTermMonths: 12, maxTermMonths: 120 },
    rates: { min: 0.68, max: 8.99, twoThirds: { borrowingRate: 5.79, effectiveRate: 5.95 }, fixed: true },
    purposes: ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'sonstiges'],
    features: ['sondertilgung', 'sofortauszahlung', 'digital'],
    lender: { name: 'Nordbank Direkt AG', address: sampleAddress('Kaispeicherweg 12', '20457 Hamburg') },
    example: { netLoanAmount: 10_000, months: 60 },
    evaluation: { scores: { cost: 5, flexibility: 4.5, speed: 5, access: 4, transparency: 4 }, evaluated_at: '2026-11-20' },
    color: '#0b57b5',
    initials: 'NB',
  },
  {
    brandId: 'kreditwerk24',
    name: 'Kreditwerk24',
    description: 'Kreditvermittler: ein Antrag, Angebote mehrerer Partnerbanken, SCHUFA-neutrale Anfrage.',
    category: 'ratenkredit',
    displayOrder: 20,
    pros: ['SCHUFA-neutrale Konditionsanfrage bei mehreren Partnerbanken', 'Persönliche Beratung per Telefon', 'Laufzeiten von 12 bis 120 Monaten'],
    cons: ['Vermittler: Vertrag kommt mit der Partnerbank zustande'],
    requirements: ['Wohnsitz in Deutschland', 'Volljährigkeit', 'Keine aktuelle Privatinsolvenz'],
    limits: { minAmount: 1_000, maxAmount: 120_000, minTermMonths: 12, maxTermMonths: 120 },
    rates: { min: 0.99, max: 14.99, twoThirds: { borrowingRate: 6.49, effectiveRate: 6.69 }, fixed: true },
    purposes: allPurposes,
    features: ['schufaneutral'],
    lender: { name: 'Lindenhof Bank AG', address: sampleAddress('Lindenhofallee 3', '40213 Düsseldorf'), isIntermediary: true },
    example: { netLoanAmount: 10_000, months: 60 },
    evaluation: { scores: { cost: 3.5, flexibility: 3.5, speed: 3, access: 4, transparency: 3 }, evaluated_at: '2026-11-20' },
    color: '#047857',
    initials: 'K24',
  },
  {
    brandId: 'alpenland-bank',
    name: 'Alpenland Bank',
    description: 'Klassischer Ratenkredit einer Direktbank mit festen Monatsraten und ratenfreiem Start.',
    category: 'ratenkredit',
    displayOrder: 30,
    pros: ['Erste Rate erst nach drei Monaten fällig', 'Feste Zinsen über die gesamte Laufzeit', 'Kostenlose Ratenpause einmal im Jahr'],
    cons: ['Mindestkreditbetrag 2.500 €'],
    requirements: ['Festanstellung seit mindestens 6 Monaten', 'Girokonto in Deutschland'],
    limits: { minAmount: 2_500, maxAmount: 80_000, minTermMonths: 12, maxTermMonths: 96 },
    rates: { min: 1.49, max: 9.49, twoThirds: { borrowingRate: 6.29, effectiveRate: 6.47 }, fixed: true },
    purposes: ['frei', 'auto', 'modernisierung', 'moebel', 'urlaub', 'sonstiges'],
    features: ['ratenpause'],
    lender: { name: 'Alpenland Bank AG', address: sampleAddress('Gipfelstraße 8', '80331 München') },
    example: { netLoanAmount: 10_000, months: 72 },
    evaluation: { scores: { cost: 4, flexibility: 4.5, speed: 3.5, access: 3, transparency: 4.5 }, evaluated_at: '2026-11-20' },
    color: '#7c3aed',
    initials: 'AB',
  },
  {
    brandId: 'rheinkredit-direkt',
    name: 'Rheinkredit Direkt',
    description: 'Autokredit und freier Ratenkredit mit Zinsvorteil für Fahrzeugfinanzierungen.',
    category: 'ratenkredit',
    displayOrder: 40,
    pros: ['Zinsvorteil beim Autokredit', 'Zweiter Kreditnehmer senkt den Zins', 'Online-Abschluss ohne Papierkram'],
    cons: ['Laufzeit höchstens 48 Monate'],
    requirements: ['Mindesteinkommen 1.000 € netto', 'Wohnsitz in Deutschland'],
    limits: { minAmount: 1_500, maxAmount: 75_000, minTermMonths: 12, maxTermMonths: 48 },
    rates: { min: 1.99, max: 9.99, twoThirds: { borrowingRate: 6.99, effectiveRate: 7.22 }, fixed: true },
    purposes: ['frei', 'auto', 'moebel', 'urlaub', 'sonstiges'],
    features: ['digital'],
    lender: { name: 'Rheinkredit Direkt AG', address: sampleAddress('Domblickufer 21', '50667 Köln') },
    example: { netLoanAmount: 10_000, months: 48 },
    evaluation: { scores: { cost: 2.5, flexibility: 3, speed: 4, access: 3, transparency: 3.5 }, evaluated_at: '2026-11-18' },
    color: '#b91c1c',
    initials: 'RK',
  },
  {
    brandId: 'elbe-finanz',
    name: 'Elbe Finanz',
    description: 'Umschuldungskredit zum Zusammenfassen bestehender Kredite und Dispo-Schulden.',
    category: 'ratenkredit',
    displayOrder: 50,
    pros: ['Ablösung alter Kredite durch die Bank', 'Eine Rate statt vieler', 'Kostenlose Sondertilgungen bis 50 % im Jahr'],
    cons: ['Für Umschuldung Nachweise der Altkredite nötig'],
    requirements: ['Unbefristetes Arbeitsverhältnis', 'Keine negativen Schufa-Einträge'],
    limits: { minAmount: 3_000, maxAmount: 100_000, minTermMonths: 24, maxTermMonths: 120 },
    rates: { min: 2.29, max: 10.49, twoThirds: { borrowingRate: 7.19, effectiveRate: 7.43 }, fixed: true },
    purposes: ['frei', 'umschuldung', 'modernisierung', 'sonstiges'],
    features: ['sondertilgung'],
    lender: { name: 'Elbe Finanz AG', address: sampleAddress('Brückenkopfstraße 5', '01067 Dresden') },
    example: { netLoanAmount: 10_000, months: 84 },
    evaluation: { scores: { cost: 2, flexibility: 4, speed: 2.5, access: 2.5, transparency: 4 }, evaluated_at: '2026-11-18' },
    color: '#0e7490',
    initials: 'EF',
  },
  {
    brandId: 'mainufer-kreditbank',
    name: 'Mainufer Kreditbank',
    description: 'Kleinkredit ab 1.000 € mit kurzer Laufzeit, ideal für kurzfristige Anschaffungen.',
    category: 'ratenkredit',
    displayOrder: 60,
    pros: ['Schon ab 1.000 € Kreditsumme', 'Laufzeiten ab 6 Monaten', 'Entscheidung in wenigen Minuten'],
    cons: ['Höchstbetrag 50.000 €'],
    requirements: ['Mindestalter 21 Jahre', 'Regelmäßiges Einkommen'],
    limits: { minAmount: 1_000, maxAmount: 50_000, minTermMonths: 6, maxTermMonths: 84 },
    rates: { min: 2.49, max: 11.99, twoThirds: { borrowingRate: 7.49, effectiveRate: 7.75 }, fixed: true },
    purposes: ['frei', 'auto', 'moebel', 'urlaub', 'ausbildung', 'sonstiges'],
    features: ['sofortauszahlung', 'digital'],
    lender: { name: 'Mainufer Kreditbank AG', address: sampleAddress('Mainkai-Allee 40', '60311 Frankfurt am Main') },
    example: { netLoanAmount: 5_000, months: 36 },
    evaluation: { scores: { cost: 1.5, flexibility: 3, speed: 5, access: 3.5, transparency: 3.5 }, evaluated_at: '2026-11-18' },
    color: '#c2410c',
    initials: 'MK',
  },
  {
    brandId: 'spreegold-bank',
    name: 'Spreegold Bank',
    description: 'Ratenkredit für Selbstständige und Freiberufler mit flexibler Einkommensprüfung.',
    category: 'ratenkredit',
    displayOrder: 70,
    pros: ['Auch für Selbstständige und Freiberufler', 'Einkommensnachweis per Kontoblick', 'Keine Bearbeitungsgebühr'],
    cons: ['Für Selbstständige höhere Zinsen', 'Mindestkreditbetrag 5.000 €'],
    requirements: ['Selbstständigkeit seit mindestens 2 Jahren oder Festanstellung', 'Wohnsitz in Deutschland'],
    limits: { minAmount: 5_000, maxAmount: 60_000, minTermMonths: 12, maxTermMonths: 84 },
    rates: { min: 2.99, max: 12.49, twoThirds: { borrowingRate: 7.89, effectiveRate: 8.18 }, fixed: true },
    purposes: ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'selbststaendige', 'sonstiges'],
    features: ['digital'],
    lender: { name: 'Spreegold Bank AG', address: sampleAddress('Goldufer 17', '10117 Berlin') },
    example: { netLoanAmount: 10_000, months: 60 },
    evaluation: { scores: { cost: 0.5, flexibility: 3, speed: 4, access: 4.5, transparency: 4.5 }, evaluated_at: '2026-11-20' },
    color: '#a16207',
    initials: 'SG',
  },
  {
    brandId: 'weser-onlinebank',
    name: 'Weser Onlinebank',
    description: 'Modernisierungskredit für Haus und Wohnung ohne Grundbucheintrag.',
    category: 'ratenkredit',
    displayOrder: 80,
    pros: ['Ohne Grundbucheintrag bis 80.000 €', 'Laufzeiten bis 120 Monate', 'Zweckgebundener Zinsvorteil für Modernisierung'],
    cons: ['Nur für Modernisierungen, ab 15.000 €', 'Zinsvorteil nur mit Verwendungsnachweis'],
    requirements: ['Wohneigentum oder Mietvertrag', 'Regelmäßiges Einkommen'],
    limits: { minAmount: 15_000, maxAmount: 80_000, minTermMonths: 24, maxTermMonths: 120 },
    rates: { min: 3.49, max: 9.99, twoThirds: { borrowingRate: 6.79, effectiveRate: 7.01 }, fixed: true },
    purposes: ['modernisierung'],
    features: ['digital'],
    lender: { name: 'Weser Onlinebank AG', address: sampleAddress('Schlachtepromenade 9', '28195 Bremen') },
    example: { netLoanAmount: 20_000, months: 96 },
    evaluation: { scores: { cost: 2.5, flexibility: 4, speed: 3, access: 3, transparency: 4 }, evaluated_at: '2026-11-20' },
    color: '#1d4ed8',
    initials: 'WO',
  },
];

/** The card offers of seed-cards.ts (the inactive one among them), with their conditions in card_conditions. */
const kreditkarten: SeedPartner[] = cardSeeds.map((offer) => ({ ...offer, category: 'kreditkarte' }));

const unternehmenskredite: SeedPartner[] = [
  {
    brandId: 'firmenkredit-express',
    name: 'Firmenkredit Express',
    description: 'Digitaler Betriebsmittelkredit mit Zusage in 24 Stunden und Auszahlung in 48 Stunden.',
    category: 'unternehmenskredit',
    displayOrder: 10,
    pros: ['Zusage innerhalb von 24 Stunden', 'Keine Sicherheiten bis 100.000 €', 'Vorzeitige Rückzahlung kostenlos'],
    cons: ['Laufzeit höchstens 60 Monate'],
    requirements: ['Mindestens 1 Jahr am Markt', 'Mindestens 25.000 € Monatsumsatz', 'Sitz in Deutschland'],
    limits: { minAmount: 5_000, maxAmount: 250_000, minTermMonths: 6, maxTermMonths: 60 },
    rates: { min: 1.99, max: 14.99, twoThirds: { borrowingRate: 6.19, effectiveRate: 6.37 }, fixed: true },
    lender: { name: 'Firmenkredit Express Bank AG', address: sampleAddress('Tempoweg 24', '10178 Berlin') },
    example: { netLoanAmount: 50_000, months: 36 },
    color: '#1e40af',
    initials: 'FE',
  },
  {
    brandId: 'mittelstand-kapital',
    name: 'Mittelstand Kapital',
    description: 'Investitionskredit für KMU mit langen Laufzeiten und tilgungsfreier Anlaufzeit.',
    category: 'unternehmenskredit',
    displayOrder: 20,
    pros: ['Bis 500.000 € Kreditsumme', 'Bis zu 12 Monate tilgungsfrei', 'Persönlicher Firmenkundenberater'],
    cons: ['Jahresabschluss der letzten zwei Jahre nötig'],
    requirements: ['Mindestens 2 Jahre am Markt', 'Jahresumsatz ab 500.000 €'],
    limits: { minAmount: 25_000, maxAmount: 500_000, minTermMonths: 12, maxTermMonths: 120 },
    rates: { min: 2.49, max: 11.99, twoThirds: { borrowingRate: 6.49, effectiveRate: 6.69 }, fixed: true },
    lender: { name: 'Mittelstand Kapital Bank AG', address: sampleAddress('Gewerbering 30', '70174 Stuttgart') },
    example: { netLoanAmount: 100_000, months: 60 },
    color: '#334155',
    initials: 'MK',
  },
  {
    brandId: 'gruenderbank-direkt',
    name: 'Gründerbank Direkt',
    description: 'Flexible Kreditlinie für junge Unternehmen, Selbstständige und Freiberufler.',
    category: 'unternehmenskredit',
    displayOrder: 30,
    pros: ['Zinsen nur auf den genutzten Betrag', 'Auch für Freiberufler', 'Antrag in 10 Minuten online'],
    cons: ['Variabler Zinssatz'],
    requirements: ['Mindestens 1 Jahr am Markt', 'Geschäftskonto mit Umsatzhistorie'],
    limits: { minAmount: 5_000, maxAmount: 100_000, minTermMonths: 6, maxTermMonths: 36 },
    rates: { min: 3.99, max: 15.99, twoThirds: { borrowingRate: 8.29, effectiveRate: 8.61 }, fixed: false },
    lender: { name: 'Gründerbank Direkt AG', address: sampleAddress('Startrampe 5', '04103 Leipzig') },
    example: { netLoanAmount: 20_000, months: 24 },
    color: '#be185d',
    initials: 'GD',
  },
  {
    brandId: 'handwerk-finanz',
    name: 'Handwerk Finanz',
    description: 'Maschinen- und Fahrzeugfinanzierung speziell für Handwerksbetriebe.',
    category: 'unternehmenskredit',
    displayOrder: 40,
    pros: ['Finanzierung von Maschinen und Fahrzeugen', 'Saisonale Ratenanpassung möglich', 'Branchenkenntnis im Handwerk'],
    cons: ['Nur für eingetragene Handwerksbetriebe'],
    requirements: ['Eintrag in die Handwerksrolle', 'Mindestens 25.000 € Monatsumsatz'],
    limits: { minAmount: 10_000, maxAmount: 300_000, minTermMonths: 12, maxTermMonths: 96 },
    rates: { min: 2.99, max: 12.99, twoThirds: { borrowingRate: 7.29, effectiveRate: 7.54 }, fixed: true },
    lender: { name: 'Handwerk Finanz Bank eG', address: sampleAddress('Zunftgasse 12', '44135 Dortmund') },
    example: { netLoanAmount: 50_000, months: 48 },
    color: '#854d0e',
    initials: 'HF',
  },
];

const baufinanzierungen: SeedPartner[] = [
  {
    brandId: 'heimbau-hypothekenbank',
    name: 'Heimbau Hypothekenbank',
    description: 'Baufinanzierung mit Zinsbindung von 5 bis 30 Jahren und kostenlosen Sondertilgungen.',
    category: 'baufinanzierung',
    displayOrder: 10,
    pros: ['Zinsbindung von 5 bis 30 Jahren', 'Jährlich 5 % Sondertilgung kostenlos', 'Bereitstellungszinsfrei für 12 Monate', 'Tilgungssatzwechsel zweimal möglich'],
    cons: ['Mindestens 10 % Eigenkapital erforderlich'],
    requirements: ['Eigenkapital ab 10 %', 'Unbefristetes Arbeitsverhältnis'],
    limits: { minAmount: 25_000, maxAmount: 500_000, minTermMonths: 120, maxTermMonths: 420 },
    rates: { min: 3.21, max: 4.59, twoThirds: { borrowingRate: 3.45, effectiveRate: 3.51 }, fixed: true },
    // Lends up to 90 % of the price; its rates hold up to 80 % and 400.000 €, above that it quotes individually.
    mortgage: {
      rates: { '5': 3.29, '10': 3.45, '15': 3.62, '20': 3.79, '30': 4.09 },
      maxLoanToValue: 90,
      rateScope: { minAmount: 50_000, maxAmount: 400_000, maxLoanToValue: 80 },
      exampleTerms: { fixedRateYears: '10', loanToValue: 80 },
    },
    lender: { name: 'Heimbau Hypothekenbank AG', address: sampleAddress('Richtfestweg 10', '68161 Mannheim') },
    example: { netLoanAmount: 200_000, months: 360 },
    color: '#065f46',
    initials: 'HH',
  },
  {
    brandId: 'eigenheim-direkt',
    name: 'Eigenheim Direkt',
    description: 'Vermittler für Baufinanzierungen mit Angeboten mehrerer Banken und Bausparkassen.',
    category: 'baufinanzierung',
    displayOrder: 20,
    pros: ['Angebote mehrerer Banken und Bausparkassen im Vergleich', 'Persönliche Beratung vor Ort oder per Video', 'KfW-Fördermittel werden eingebunden'],
    cons: ['Vermittler: Vertrag kommt mit der Partnerbank zustande'],
    requirements: ['Objektunterlagen', 'Einkommensnachweise der letzten drei Monate'],
    limits: { minAmount: 30_000, maxAmount: 1_000_000, minTermMonths: 60, maxTermMonths: 480 },
    rates: { min: 3.12, max: 4.79, twoThirds: { borrowingRate: 3.29, effectiveRate: 3.34 }, fixed: true },
    mortgage: {
      rates: { '5': 3.19, '10': 3.29, '15': 3.48, '20': 3.66, '30': 3.98 },
      maxLoanToValue: 110,
      rateScope: { minAmount: 50_000, maxAmount: 750_000, maxLoanToValue: 90 },
      exampleTerms: { fixedRateYears: '10', loanToValue: 80 },
    },
    lender: { name: 'Grundstein Hypothekenbank AG', address: sampleAddress('Grundsteinallee 8', '53111 Bonn'), isIntermediary: true },
    example: { netLoanAmount: 200_000, months: 360 },
    color: '#1d4ed8',
    initials: 'ED',
  },
  {
    brandId: 'ziegelstein-baugeld',
    name: 'Ziegelstein Baugeld',
    description: 'Anschlussfinanzierung und Forward-Darlehen bis 60 Monate im Voraus.',
    category: 'baufinanzierung',
    displayOrder: 30,
    pros: ['Forward-Darlehen bis 60 Monate im Voraus', 'Kostenloser Bankwechsel bei Anschlussfinanzierung', 'Online-Abschluss möglich'],
    cons: ['Aufschlag beim Forward-Darlehen'],
    requirements: ['Bestehende Immobilie als Sicherheit', 'Restschuld ab 50.000 €'],
    limits: { minAmount: 50_000, maxAmount: 500_000, minTermMonths: 60, maxTermMonths: 360 },
    rates: { min: 3.38, max: 4.69, twoThirds: { borrowingRate: 3.69, effectiveRate: 3.75 }, fixed: true },
    mortgage: {
      rates: { '5': 3.42, '10': 3.69, '15': 3.86, '20': 3.98, '30': 4.19 },
      maxLoanToValue: 80,
      rateScope: { minAmount: 50_000, maxAmount: 500_000, maxLoanToValue: 60 },
      exampleTerms: { fixedRateYears: '10', loanToValue: 60 },
    },
    lender: { name: 'Ziegelstein Bank AG', address: sampleAddress('Backsteinufer 6', '18055 Rostock') },
    example: { netLoanAmount: 150_000, months: 300 },
    color: '#9a3412',
    initials: 'ZB',
  },
];

/** The savings offers of seed-savings.ts, with their conditions in savings_conditions. */
const sparkonten: SeedPartner[] = savingsSeeds.map(({ conditions, ...offer }) => ({ ...offer, category: 'sparkonto', savings: conditions, example: null }));

const vergleichsportale: SeedPartner[] = [
  {
    brandId: 'zinsfinder',
    name: 'Zinsfinder',
    description: 'Vergleichsportal für Kredite und Karten mit Angeboten vieler Banken in einem Antrag.',
    category: 'comparison',
    displayOrder: 90,
    pros: ['Angebote vieler Banken mit einem Antrag', 'SCHUFA-neutrale Anfrage', 'Kostenloser Vergleich'],
    cons: ['Vermittler: Vertrag kommt mit der Partnerbank zustande'],
    requirements: ['Wohnsitz in Deutschland', 'Volljährigkeit'],
    limits: { minAmount: 500, maxAmount: 120_000, minTermMonths: 12, maxTermMonths: 120 },
    rates: { min: 0.69, max: 15.99, twoThirds: { borrowingRate: 5.99, effectiveRate: 6.16 }, fixed: true },
    purposes: allPurposes,
    features: ['digital', 'schufaneutral'],
    lender: { name: 'Hansekontor Bank AG', address: sampleAddress('Kontorhausweg 2', '20095 Hamburg'), isIntermediary: true },
    example: { netLoanAmount: 10_000, months: 60 },
    evaluation: { scores: { cost: 4.5, flexibility: 3.5, speed: 4, access: 4.5, transparency: 3.5 }, evaluated_at: '2026-11-20' },
    color: '#0891b2',
    initials: 'ZF',
  },
  {
    brandId: 'kreditlotse',
    name: 'Kreditlotse',
    description: 'Kreditvermittlung mit persönlichem Berater für Privat- und Geschäftskunden.',
    category: 'comparison',
    displayOrder: 91,
    pros: ['Persönlicher Berater', 'Auch für Selbstständige', 'Kostenlos und unverbindlich'],
    cons: ['Rückruf des Beraters nötig'],
    requirements: ['Wohnsitz in Deutschland'],
    limits: { minAmount: 1_000, maxAmount: 250_000, minTermMonths: 12, maxTermMonths: 120 },
    rates: { min: 1.19, max: 14.99, twoThirds: { borrowingRate: 6.99, effectiveRate: 7.22 }, fixed: true },
    purposes: allPurposes,
    features: ['schufaneutral'],
    lender: { name: 'Neckartal Kreditbank AG', address: sampleAddress('Neckaruferweg 14', '70173 Stuttgart'), isIntermediary: true },
    example: { netLoanAmount: 10_000, months: 60 },
    evaluation: { scores: { cost: 2.5, flexibility: 3, speed: 2.5, access: 4.5, transparency: 3.5 }, evaluated_at: '2026-11-18' },
    color: '#4d7c0f',
    initials: 'KL',
  },
  {
    brandId: 'finanzkompass24',
    name: 'Finanzkompass24',
    description: 'Vergleichsportal für Ratenkredite mit Kreditrechner; bei einigen Banken Sofortzusage.',
    category: 'comparison',
    displayOrder: 92,
    pros: ['Sofortzusage bei einigen Banken', 'Digitaler Kontoblick statt Gehaltsnachweis', 'Angebote mehrerer Banken im Vergleich'],
    cons: ['Nicht alle Banken bieten Sofortzusage'],
    requirements: ['Volljährigkeit', 'Regelmäßiges Einkommen'],
    limits: { minAmount: 1_000, maxAmount: 100_000, minTermMonths: 6, maxTermMonths: 120 },
    rates: { min: 1.69, max: 13.99, twoThirds: { borrowingRate: 7.49, effectiveRate: 7.75 }, fixed: true },
    purposes: ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'sonstiges'],
    features: ['sofortauszahlung', 'digital'],
    lender: { name: 'Westfalen Direktbank AG', address: sampleAddress('Prinzipalgasse 6', '48143 Münster'), isIntermediary: true },
    example: { netLoanAmount: 10_000, months: 60 },
    color: '#7e22ce',
    initials: 'FK',
  },
];

const inactive: SeedPartner[] = [
  {
    brandId: 'altbank-kredit',
    name: 'Altbank Kredit',
    description: 'Inaktiver Partner: darf auf keiner Seite erscheinen.',
    category: 'ratenkredit',
    isActive: false,
    displayOrder: 1,
    // Inactive, so no page and no build sees it; the console shows its outdated conditions.
    conditionsCheckedDaysAgo: 45,
    pros: ['Nicht mehr im Angebot'],
    cons: [],
    requirements: [],
    limits: { minAmount: 1_000, maxAmount: 20_000, minTermMonths: 12, maxTermMonths: 84 },
    rates: { min: 0.5, max: 9.99, twoThirds: { borrowingRate: 6.49, effectiveRate: 6.69 }, fixed: true },
    purposes: ['frei', 'auto', 'sonstiges'],
    features: [],
    lender: { name: 'Altbank Kredit AG', address: sampleAddress('Alte Gasse 1', '04109 Leipzig') },
    example: { netLoanAmount: 10_000, months: 60 },
    color: '#6b7280',
    initials: 'AK',
  },
];

export const seedPartners: readonly SeedPartner[] = [
  ...ratenkredite,
  ...kreditkarten,
  ...unternehmenskredite,
  ...baufinanzierungen,
  ...sparkonten,
  ...vergleichsportale,
  ...inactive,
];

/** The fictional affiliate network link of a seeded partner (reserved .example domain). */
export function seedTrackingUrl(partner: SeedPartner, index: number): string {
  const landingPage = encodeURIComponent(`https://www.${partner.brandId}.example/`);
  return `https://track.partnernetz.example/t/t?a=${1_000_101 + index}&as=1900042&t=2&tk=1&url=${landingPage}`;
}
