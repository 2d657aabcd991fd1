/**
 * A sample partner row as PostgREST returns it, for the tests of the row parsers and of the offer
 * display (the Nordbank Direkt offer of the seed, shortened).
 */
import type { RepresentativeExample } from '@/entities/partner/schema/validate-partner';

export const sampleExample: RepresentativeExample = {
  net_loan_amount: 10000,
  borrowing_rate: 5.79,
  borrowing_rate_type: 'gebunden',
  effective_rate: 5.95,
  term_months: 60,
  monthly_instalment: 192.35,
  total_amount: 11541.21,
  lender: 'Nordbank Direkt',
};

/** The condition columns of an instalment loan. */
export const loanConditionColumns = {
  min_amount: 1000,
  max_amount: 100000,
  min_term_months: 12,
  max_term_months: 120,
  effective_rate_min: 0.68,
  effective_rate_max: 8.99,
  effective_rate_two_thirds: 5.95,
  borrowing_rate_two_thirds: 5.79,
  borrowing_rate_fixed: true,
  purposes: ['frei', 'auto'],
  features: ['sondertilgung'],
  mortgage_rates: null,
  max_loan_to_value: null,
};

export const samplePartnerRow = {
  id: '7d3c2f9e-0000-4000-8000-000000000001',
  brand_id: 'nordbank-direkt',
  name: 'Nordbank Direkt',
  description: 'Online-Ratenkredit',
  category: 'ratenkredit',
  is_active: true,
  display_order: 10,
  logo_filename: 'nordbank-direkt.svg',
  amount_range: '1.000 € – 100.000 €',
  apr_from: '0,68 %',
  pros: ['Kostenlose Sondertilgungen'],
  cons: ['Bestzins nur bei sehr guter Bonität'],
  requirements: ['Wohnsitz in Deutschland'],
  adtraction_tracking_url: 'https://track.partnernetz.example/t/t?a=1',
  representative_example: sampleExample,
  evaluation: {
    evaluated_at: '2026-11-20',
    scores: { cost: 5, flexibility: 4.5, speed: 5, access: 4, transparency: 4 },
    sample: true,
  },
  ...loanConditionColumns,
  lender_name: 'Nordbank Direkt AG',
  lender_address: 'Kaispeicherweg 12, 20457 Hamburg',
  is_intermediary: false,
  conditions_checked_at: '2026-11-27T09:15:00.123456+00:00',
};
