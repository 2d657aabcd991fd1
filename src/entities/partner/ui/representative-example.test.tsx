import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parsePartnerRow, type Partner } from '@/entities/partner/schema/validate-partner';
import { samplePartnerRow, sampleExample } from '@/entities/partner/testing/fixtures';
import { advertisedLoanRate, RepresentativeExampleText } from '@/entities/partner/ui/representative-example';

const example = sampleExample;
const lender = { name: 'Nordbank Direkt AG', address: 'Kaispeicherweg 12, 20457 Hamburg', isIntermediary: false };

const partner: Partner = parsePartnerRow(samplePartnerRow)!;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

describe('advertisedLoanRate', () => {
  it.each([
    [{ apr_from: '5,95 %', representative_example: example, lender }, 'ab 5,95 %'],
    [{ apr_from: '5,95 %', representative_example: null, lender }, 'Konditionen beim Anbieter'],
    [{ apr_from: null, representative_example: example, lender }, 'Konditionen beim Anbieter'],
    // § 17 Abs. 2 PAngV: a rate only with an example that names the lender and its address.
    [{ apr_from: '5,95 %', representative_example: example, lender: null }, 'Konditionen beim Anbieter'],
  ])('%o → %s', (offer, expected) => {
    expect(advertisedLoanRate(offer)).toBe(expected);
  });
});

describe('RepresentativeExampleText', () => {
  it('states every mandatory item of the example, the lender with its address included', () => {
    const html = text(renderToStaticMarkup(<RepresentativeExampleText partner={partner} />));
    for (const item of [
      'Nettodarlehensbetrag 10.000,00',
      'Sollzins 5,79',
      '(gebunden)',
      'effektiver Jahreszins 5,95',
      'Laufzeit 60 Monate',
      'monatliche Rate 192,35',
      // 59 × 192,35 € + 192,56 € = 11.541,21 €: the total follows from the instalments shown.
      'letzte Rate 192,56',
      'Gesamtbetrag 11.541,21',
      'Darlehensgeber: Nordbank Direkt AG, Kaispeicherweg 12, 20457 Hamburg.',
    ]) {
      expect(html).toContain(item);
    }
    expect(html).not.toContain('Grundschuld');
  });

  it('names the broker and the lender where a broker advertises', () => {
    const broker = { ...partner, name: 'Kreditwerk24', lender: { ...lender, isIntermediary: true } };
    expect(text(renderToStaticMarkup(<RepresentativeExampleText partner={broker} />))).toContain(
      'Darlehensvermittler: Kreditwerk24; Darlehensgeber: Nordbank Direkt AG, Kaispeicherweg 12, 20457 Hamburg.',
    );
  });

  it('states a mortgage example’s Zinsbindung, Beleihungsauslauf and the Grundschuld securing it', () => {
    const mortgage = parsePartnerRow({
      ...samplePartnerRow,
      category: 'baufinanzierung',
      min_amount: 5_000,
      max_amount: 500_000,
      max_term_months: 420,
      mortgage_rates: { '10': 5.79, '15': 5.9 },
      max_loan_to_value: 90,
      mortgage_rates_min_amount: 5_000,
      mortgage_rates_max_amount: 400_000,
      mortgage_rates_max_loan_to_value: 80,
      example_fixed_rate_years: 10,
      example_loan_to_value: 80,
      representative_example: { ...example, term_months: 120 },
      purposes: null,
      features: null,
    })!;
    const html = text(renderToStaticMarkup(<RepresentativeExampleText partner={mortgage} />));
    expect(html).toContain('Sollzins 5,79 % p. a. (gebunden für 10 Jahre; danach mit gleichem Sollzins gerechnet)');
    expect(html).toContain('Beleihungsauslauf 80 %');
    expect(html).toContain('Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.');
  });

  it('renders nothing without an example or without its lender, never a pointer elsewhere', () => {
    expect(renderToStaticMarkup(<RepresentativeExampleText partner={{ ...partner, representative_example: null }} />)).toBe('');
    expect(renderToStaticMarkup(<RepresentativeExampleText partner={{ ...partner, lender: null }} />)).toBe('');
  });

  it('leaves out the last instalment when it equals the others', () => {
    const even = { ...partner, representative_example: { ...example, monthly_instalment: 100, total_amount: 6_000 } };
    expect(text(renderToStaticMarkup(<RepresentativeExampleText partner={even} />))).not.toContain('letzte Rate');
  });
});
