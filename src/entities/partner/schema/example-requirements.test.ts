import { describe, expect, it, vi } from 'vitest';
import { parsePartnerRow } from '@/entities/partner/schema/validate-partner';
import { samplePartnerRow } from '@/entities/partner/testing/fixtures';

/** A mortgage row whose example is the 10-year rate's, at 80 % within rates quoted up to 80 % and 400.000 €. */
const mortgageRow = {
  ...samplePartnerRow,
  name: 'Heimbau',
  category: 'baufinanzierung',
  min_amount: 5_000,
  max_amount: 500_000,
  max_term_months: 420,
  purposes: null,
  features: null,
  mortgage_rates: { '5': 5.5, '10': 5.79 },
  max_loan_to_value: 90,
  mortgage_rates_min_amount: 5_000,
  mortgage_rates_max_amount: 400_000,
  mortgage_rates_max_loan_to_value: 80,
  example_fixed_rate_years: 10,
  example_loan_to_value: 80,
  representative_example: { ...samplePartnerRow.representative_example, term_months: 120 },
};

function parse(row: Record<string, unknown>) {
  const warn = vi.fn();
  const partner = parsePartnerRow(row, warn);
  return { partner, warnings: warn.mock.calls.map(([message]) => message as string) };
}

describe('an example is shown only with everything § 17 PAngV asks of it', () => {
  it.each([
    ['an instalment loan naming its lender with address', samplePartnerRow],
    ['a mortgage with its Zinsbindung and Beleihungsauslauf within the quoted rates', mortgageRow],
  ])('keeps %s', (_label, row) => {
    const { partner, warnings } = parse(row);
    expect(warnings).toEqual([]);
    expect(partner?.representative_example).not.toBeNull();
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no lender at all', { lender_name: null, lender_address: null }, ['Repräsentatives Beispiel von Nordbank Direkt verworfen: Darlehensgeber mit Anschrift fehlt']],
    [
      'a lender without address',
      { lender_address: ' ' },
      ['Darlehensgeber von Nordbank Direkt verworfen: Name oder Anschrift fehlt', 'Repräsentatives Beispiel von Nordbank Direkt verworfen: Darlehensgeber mit Anschrift fehlt'],
    ],
  ])('drops the example of an offer with %s, keeps the offer and warns', (_label, patch, warnings) => {
    const { partner, warnings: heard } = parse({ ...samplePartnerRow, ...patch });
    expect(partner?.name).toBe('Nordbank Direkt');
    expect(partner?.representative_example).toBeNull();
    expect(heard).toEqual(warnings);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no Zinsbindung and Beleihungsauslauf', { example_fixed_rate_years: null, example_loan_to_value: null }, 'Zinsbindung und Beleihungsauslauf des Beispiels fehlen'],
    ['another Zinsbindung’s rate', { example_fixed_rate_years: 5 }, 'Sollzins des Beispiels ist nicht der Bauzins seiner Zinsbindung'],
    ['a Zinsbindung longer than its term', { mortgage_rates: { '10': 5.5, '15': 5.79 }, example_fixed_rate_years: 15 }, 'Zinsbindung des Beispiels länger als seine Laufzeit'],
    ['a Beleihungsauslauf above the quoted one', { example_loan_to_value: 85 }, 'Beispiel außerhalb des Geltungsbereichs der Bauzinsen'],
    ['an amount above the quoted one', { mortgage_rates_max_amount: 9_000 }, 'Beispiel außerhalb des Geltungsbereichs der Bauzinsen'],
    ['rates quoted for no stated loans', { mortgage_rates_min_amount: null, mortgage_rates_max_amount: null, mortgage_rates_max_loan_to_value: null }, 'Beispiel außerhalb des Geltungsbereichs der Bauzinsen'],
  ])('drops a mortgage example with %s', (_label, patch, reason) => {
    const { partner, warnings } = parse({ ...mortgageRow, ...patch });
    expect(partner?.representative_example).toBeNull();
    expect(warnings).toEqual([`Repräsentatives Beispiel von Heimbau verworfen: ${reason}`]);
  });
});
