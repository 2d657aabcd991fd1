import { describe, expect, it } from 'vitest';
import { articleJsonLd, financialServiceJsonLd } from '@/components/seo/structured-data';

describe('financialServiceJsonLd', () => {
  it('describes the operator without any rating', () => {
    const data = financialServiceJsonLd();
    expect(data['@type']).toBe('FinancialService');
    expect(JSON.stringify(data)).not.toMatch(/rating/i);
  });
});

describe('articleJsonLd', () => {
  const base = { headline: 'Titel', description: 'Beschreibung', path: '/ratgeber/zinsen', datePublished: '2026-01-01', dateModified: '2026-02-01' };

  it('names a person only when one is given', () => {
    expect(articleJsonLd({ ...base, authorName: 'Erika Muster' }).author).toEqual({ '@type': 'Person', name: 'Erika Muster' });
  });

  it('names the editorial team otherwise', () => {
    expect(articleJsonLd(base).author).toEqual({ '@type': 'Organization', name: 'Redaktion KreditSmart' });
  });
});
