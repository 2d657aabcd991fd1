import { describe, expect, it } from 'vitest';
import { parseEvaluation } from '@/entities/partner/schema/parse-evaluation';

describe('parseEvaluation', () => {
  const valid = { evaluated_at: '2026-11-20', scores: { cost: 4.5, flexibility: 0, speed: 5, access: 3.1, transparency: 2 } };

  it('keeps a valid evaluation and reads the sample marker', () => {
    expect(parseEvaluation(valid)).toEqual({ ...valid, sample: false });
    expect(parseEvaluation({ ...valid, sample: true })?.sample).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'gut'],
    ['an array', [valid]],
    ['no scores', { evaluated_at: '2026-11-20' }],
    ['scores as a list', { ...valid, scores: [4, 4, 4, 4, 4] }],
    ['a missing criterion', { ...valid, scores: { cost: 4, flexibility: 4, speed: 4, access: 4 } }],
    ['a score as text', { ...valid, scores: { ...valid.scores, cost: '4.5' } }],
    ['a score above 5', { ...valid, scores: { ...valid.scores, cost: 6 } }],
    ['two decimals', { ...valid, scores: { ...valid.scores, cost: 4.55 } }],
    ['no date', { scores: valid.scores }],
    ['a German date', { ...valid, evaluated_at: '20.11.2026' }],
    ['a day that does not exist', { ...valid, evaluated_at: '2026-02-30' }],
    ['a sample marker that is not a boolean', { ...valid, sample: 'ja' }],
  ])('returns null for %s', (_label, value) => {
    expect(parseEvaluation(value)).toBeNull();
  });
});
