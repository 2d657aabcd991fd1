/**
 * The partner entity's fixed vocabularies, shared with the SQL CHECKs in supabase/migrations
 * (tests keep them equal). Data only: this module imports nothing.
 */

export const partnerCategories = [
  'ratenkredit',
  'kreditkarte',
  'unternehmenskredit',
  'baufinanzierung',
  'sparkonto',
  'comparison',
] as const;

export type PartnerCategory = (typeof partnerCategories)[number];

/** Zinsbindung in years that partners.mortgage_rates may hold. */
export const mortgageFixedRatePeriods = ['5', '10', '15', '20', '30'] as const;

export type MortgageFixedRatePeriod = (typeof mortgageFixedRatePeriods)[number];

/** Verwendungszwecke of instalment loans (partners.purposes). */
export const purposes = ['frei', 'auto', 'umschuldung', 'modernisierung', 'moebel', 'urlaub', 'ausbildung', 'selbststaendige', 'sonstiges'] as const;
export type Purpose = (typeof purposes)[number];

/** Offer features (partners.features); each is also a comparison filter. */
export const offerFeatures = ['sondertilgung', 'ratenpause', 'sofortauszahlung', 'digital', 'schufaneutral'] as const;
export type OfferFeature = (typeof offerFeatures)[number];
