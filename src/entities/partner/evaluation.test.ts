import { describe, expect, it } from 'vitest';
import { evaluationCriteria } from '@/content/partners/evaluation';
import { criteriaWithWeights } from '@/content/partners/evaluation-weights';
import type { Partner, PartnerEvaluation } from '@/entities/partner/schema/validate-partner';
import {
  formatScore,
  latestEvaluationDate,
  rankByEvaluation,
  scoreOffer,
  selectTopOffers,
  withoutRanking,
} from '@/entities/partner/evaluation';

type Scores = PartnerEvaluation['scores'];

const scores = (cost: number, flexibility: number, speed: number, access: number, transparency: number): Scores => ({
  cost,
  flexibility,
  speed,
  access,
  transparency,
});
const evaluation = (values: Scores, evaluated_at = '2026-11-20'): PartnerEvaluation => ({ scores: values, evaluated_at, sample: false });
const all = (value: number) => evaluation(scores(value, value, value, value, value));

function partner(name: string, display_order: number, partnerEvaluation: PartnerEvaluation | null): Partner {
  return {
    id: name,
    brand_id: name,
    name,
    description: '',
    category: 'ratenkredit',
    is_active: true,
    display_order,
    logo_filename: null,
    amount_range: null,
    apr_from: null,
    pros: [],
    cons: [],
    requirements: [],
    adtraction_tracking_url: `https://${name}.example/`,
    representative_example: null,
    evaluation: partnerEvaluation,
    conditions: null,
    lender: null,
  };
}

describe('evaluation criteria', () => {
  it('have unique keys and weights adding up to 100 %', () => {
    expect(new Set(evaluationCriteria.map((criterion) => criterion.key)).size).toBe(evaluationCriteria.length);
    expect(evaluationCriteria.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
    expect(evaluationCriteria.map((criterion) => criterion.weight)).toEqual([35, 20, 20, 15, 10]);
    for (const criterion of evaluationCriteria) {
      expect(criterion.label.trim()).not.toBe('');
      expect(criterion.description.length).toBeGreaterThan(40);
    }
  });

  it('name every weight in the ranking sentence', () => {
    expect(criteriaWithWeights()).toBe(
      'Effektiver Jahreszins (35 %), Flexibilität (20 %), Geschwindigkeit (20 %), Zugangsvoraussetzungen (15 %) und Transparenz und Service (10 %)',
    );
  });
});

describe('scoreOffer', () => {
  it.each([
    ['all 0', all(0), 0],
    ['all 5', all(5), 5],
    ['all 3.3', all(3.3), 3.3],
    ['only the cost criterion (35 %)', evaluation(scores(5, 0, 0, 0, 0)), 1.8],
    ['only transparency (10 %)', evaluation(scores(0, 0, 0, 0, 5)), 0.5],
    ['4.65 rounds half up', evaluation(scores(5, 4.5, 5, 4, 4)), 4.7],
    ['3.425 rounds down', evaluation(scores(3.5, 3.5, 3, 4, 3)), 3.4],
    ['2.775 rounds up', evaluation(scores(2, 4, 2.5, 2.5, 4)), 2.8],
  ])('%s → %d', (_label, input, expected) => {
    expect(scoreOffer(input)).toBe(expected);
  });

  it('gives no score without an evaluation', () => {
    expect(scoreOffer(null)).toBeNull();
  });

  it.each([
    ['a score above 5', evaluation(scores(5.5, 1, 1, 1, 1))],
    ['a negative score', evaluation(scores(-1, 1, 1, 1, 1))],
    ['a missing criterion', evaluation({ cost: 1, flexibility: 1, speed: 1, access: 1 } as Scores)],
    ['NaN', evaluation(scores(Number.NaN, 1, 1, 1, 1))],
  ])('gives no score for a malformed evaluation: %s', (_label, input) => {
    expect(scoreOffer(input)).toBeNull();
  });
});

describe('rankByEvaluation', () => {
  it('sorts evaluated offers by score, ties by display_order, and puts the rest after them unranked', () => {
    const ranked = rankByEvaluation([
      partner('ohne-a', 5, null),
      partner('mittel', 10, all(3)),
      partner('ohne-b', 1, null),
      partner('gleich-spaet', 40, all(4)),
      partner('best', 90, all(4.8)),
      partner('gleich-frueh', 30, all(4)),
    ]);
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.score])).toEqual([
      ['best', 1, 4.8],
      ['gleich-frueh', 2, 4],
      ['gleich-spaet', 3, 4],
      ['mittel', 4, 3],
      ['ohne-b', null, null],
      ['ohne-a', null, null],
    ]);
  });

  it('treats a tie on the rounded total as a tie', () => {
    // 4.65 and 4.7 exactly both show as 4,7: the editorial order decides.
    const ranked = rankByEvaluation([partner('b', 2, all(4.7)), partner('a', 1, evaluation(scores(5, 4.5, 5, 4, 4)))]);
    expect(ranked.map((entry) => entry.name)).toEqual(['a', 'b']);
  });

  it('ranks all-0 offers last among the evaluated but before the unevaluated', () => {
    const ranked = rankByEvaluation([partner('null-punkte', 1, all(0)), partner('ohne', 0, null), partner('fuenf', 2, all(5))]);
    expect(ranked.map((entry) => [entry.name, entry.rank])).toEqual([
      ['fuenf', 1],
      ['null-punkte', 2],
      ['ohne', null],
    ]);
  });

  it('treats a malformed evaluation like a missing one', () => {
    const broken = evaluation(scores(9, 9, 9, 9, 9));
    const ranked = rankByEvaluation([partner('kaputt', 1, broken), partner('ok', 2, all(1))]);
    expect(ranked.map((entry) => [entry.name, entry.rank, entry.score])).toEqual([
      ['ok', 1, 1],
      ['kaputt', null, null],
    ]);
  });

  it('returns an empty list for no partners and does not change its input', () => {
    expect(rankByEvaluation([])).toEqual([]);
    const input = [partner('b', 2, all(1)), partner('a', 1, all(2))];
    rankByEvaluation(input);
    expect(input.map((entry) => entry.name)).toEqual(['b', 'a']);
  });
});

describe('selectTopOffers', () => {
  const list = [
    partner('p1', 1, all(2)),
    partner('p2', 2, null),
    partner('p3', 3, all(4.9)),
    partner('p4', 4, all(3)),
    partner('p5', 5, all(1)),
    partner('p6', 6, all(4)),
    partner('p7', 7, all(0.5)),
  ];

  it.each([
    [5, ['p3', 'p6', 'p4', 'p1', 'p5']],
    [2, ['p3', 'p6']],
    [10, ['p3', 'p6', 'p4', 'p1', 'p5', 'p7']],
    [0, []],
    [-1, []],
  ])('size %i → %j (never an unevaluated offer)', (size, names) => {
    expect(selectTopOffers(list, size).map((entry) => entry.name)).toEqual(names);
  });

  it('is empty when nothing is evaluated', () => {
    expect(selectTopOffers([partner('a', 1, null)], 5)).toEqual([]);
  });
});

describe('withoutRanking and latestEvaluationDate', () => {
  it('keeps the editorial order and gives nobody a rank or score, even with an evaluation', () => {
    const list = withoutRanking([partner('b', 2, all(5)), partner('a', 1, null)]);
    expect(list.map((entry) => [entry.name, entry.rank, entry.score])).toEqual([
      ['b', null, null],
      ['a', null, null],
    ]);
  });

  it('finds the latest evaluation date of the ranked offers', () => {
    const ranked = rankByEvaluation([
      partner('a', 1, evaluation(scores(1, 1, 1, 1, 1), '2026-11-18')),
      partner('b', 2, evaluation(scores(2, 2, 2, 2, 2), '2026-11-20')),
      partner('c', 3, null),
    ]);
    expect(latestEvaluationDate(ranked)).toBe('2026-11-20');
    expect(latestEvaluationDate(withoutRanking([partner('a', 1, all(1))]))).toBeNull();
  });
});

describe('formatScore', () => {
  it.each([
    [0, '0,0'],
    [4, '4,0'],
    [4.7, '4,7'],
    [5, '5,0'],
  ])('%d → %s', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });
});
