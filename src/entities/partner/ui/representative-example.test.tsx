import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleExample } from '@/entities/partner/testing/fixtures';
import { advertisedLoanRate, RepresentativeExampleText } from '@/entities/partner/ui/representative-example';

const example = sampleExample;

describe('advertisedLoanRate', () => {
  it.each([
    [{ apr_from: '5,95 %', representative_example: example }, 'ab 5,95 %'],
    [{ apr_from: '5,95 %', representative_example: null }, 'Konditionen beim Anbieter'],
    [{ apr_from: null, representative_example: example }, 'Konditionen beim Anbieter'],
  ])('%o → %s', (partner, expected) => {
    expect(advertisedLoanRate(partner)).toBe(expected);
  });
});

describe('RepresentativeExampleText', () => {
  it('states every mandatory item of the example', () => {
    const html = renderToStaticMarkup(<RepresentativeExampleText example={example} />);
    for (const text of ['Nettodarlehensbetrag 10.000,00', 'Sollzins 5,79', '(gebunden)', 'effektiver Jahreszins 5,95', 'Laufzeit 60 Monate', 'monatliche Rate 192,35', 'Gesamtbetrag 11.541,21', 'Darlehensgeber: Nordbank Direkt']) {
      expect(html).toContain(text);
    }
  });

  it('renders nothing without an example, never a pointer elsewhere', () => {
    expect(renderToStaticMarkup(<RepresentativeExampleText example={null} />)).toBe('');
  });
});
