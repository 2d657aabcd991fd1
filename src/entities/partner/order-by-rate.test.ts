import { describe, expect, it } from 'vitest';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { orderByExampleRate } from '@/entities/partner/order-by-rate';
import { sampleExample } from '@/entities/partner/testing/fixtures';

function partner(name: string, display_order: number, effectiveRate: number | null, category: Partner['category'] = 'kreditkarte'): Partner {
  return {
    id: name,
    brand_id: name,
    name,
    description: '',
    category,
    is_active: true,
    display_order,
    logo_filename: null,
    amount_range: null,
    apr_from: null,
    pros: [],
    cons: [],
    requirements: [],
    adtraction_tracking_url: `https://${name}.example/`,
    representative_example: effectiveRate === null ? null : { ...sampleExample, effective_rate: effectiveRate },
    evaluation: null,
    conditions: null,
    lender: null,
    conditions_checked_at: null,
  };
}

const names = (partners: readonly Partner[]) => orderByExampleRate(partners).map((entry) => entry.name);

describe('orderByExampleRate', () => {
  it.each([
    ['lowest effective rate first, whatever the display order', [partner('b', 1, 17.8), partner('a', 2, 16.06), partner('c', 3, 21.82)], ['a', 'b', 'c']],
    ['equal rates by display order', [partner('late', 20, 16.06), partner('early', 10, 16.06)], ['early', 'late']],
    ['offers without a representative example last, in display order', [partner('none2', 2, null), partner('rate', 3, 9.9), partner('none1', 1, null)], ['rate', 'none1', 'none2']],
    ['an empty list', [], []],
  ])('%s', (_label, partners, expected) => {
    expect(names(partners)).toEqual(expected);
  });

  it('gives no rank and no score and leaves its input alone', () => {
    const input = [partner('b', 1, 17.8), partner('a', 2, 16.06)];
    const ordered = orderByExampleRate(input);
    expect(ordered.every((entry) => entry.rank === null && entry.score === null)).toBe(true);
    expect(input.map((entry) => entry.name)).toEqual(['b', 'a']);
  });
});
