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

/** Savings products (partners.savings_conditions.product). */
export const savingsProducts = ['tagesgeld', 'festgeld'] as const;
export type SavingsProduct = (typeof savingsProducts)[number];

/** When a Tagesgeld credits its interest: every 1, 3 or 12 months from the start. */
export const tagesgeldCreditings = ['monatlich', 'vierteljaehrlich', 'jaehrlich'] as const;
/** When a Festgeld credits its interest: every 12 months, or once at the end of the term. */
export const festgeldCreditings = ['jaehrlich', 'endfaellig'] as const;

/** The terms in months a Festgeld may offer (keys of savings_conditions.term_rates), the comparison's `dauer` choices. */
export const savingsTermMonths = [3, 6, 12, 24, 36, 48, 60, 120] as const;
export type SavingsTermMonths = (typeof savingsTermMonths)[number];

/** Bank countries of savings offers, ISO 3166: the euro area, where the statutory cover is 100.000 € per customer and bank. */
export const depositCountries = ['AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'] as const;
export type DepositCountry = (typeof depositCountries)[number];

/**
 * Card products (partners.card_conditions.type): 'charge' is billed in full each month, 'revolving'
 * has the Teilzahlung preset, 'debit' draws on the account at once, 'prepaid' spends a loaded balance.
 */
export const cardProductTypes = ['charge', 'revolving', 'debit', 'prepaid'] as const;
export type CardProductType = (typeof cardProductTypes)[number];
