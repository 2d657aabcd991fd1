import { describe, expect, it } from 'vitest';
import { median, splitSentences, uniqueTextShares } from '@/features/glossary/lib/term-main-text';

describe('splitSentences', () => {
  it('does not split after abbreviations, ordinals or statute parts', () => {
    expect(splitSentences('Nach § 9 Abs. 1 Satz 3 Nr. 4 EStG zählt das. Am 1. Januar gilt z. B. Neues. Ende!')).toEqual([
      'Nach § 9 Abs. 1 Satz 3 Nr. 4 EStG zählt das.',
      'Am 1. Januar gilt z. B. Neues.',
      'Ende!',
    ]);
  });
});

const page = (slug: string, term: string, shortDefinition: string, longDefinition: string[] = [], faqs: { q: string; a: string }[] = []) => ({
  slug,
  term,
  shortDefinition,
  longDefinition,
  example: `Ein Beispiel nur für ${slug} mit zwölf Wörtern und Zahlen wie 1.000 € hier.`,
  faqs,
});

describe('uniqueTextShares', () => {
  it('counts a paragraph shared by two pages as not unique, even when it names each page’s own term', () => {
    const shared = (term: string) => `Bei „${term}“ geht es um Zinsen auf Kredite und Geldanlagen.`;
    const [a, b, c] = uniqueTextShares([
      page('a', 'Alpha', 'Alpha ist ein Begriff.', [shared('Alpha')]),
      page('b', 'Beta', 'Beta ist ein anderer Begriff.', [shared('Beta')]),
      page('c', 'Gamma', 'Gamma steht für sich.'),
    ]);
    expect(a!.share).toBeLessThan(1);
    expect(b!.uniqueWords).toBe(b!.words - 10);
    expect(c!.share).toBe(1);
  });

  it('does not reward an FAQ answer that copies the page’s own sentence', () => {
    const definition = 'Delta ist ein Begriff mit eigener Definition.';
    const [withCopy] = uniqueTextShares([page('d', 'Delta', definition, [], [{ q: 'Was ist das?', a: definition }]), page('e', 'Epsilon', 'Anderes.', [definition])]);
    const [without] = uniqueTextShares([page('d', 'Delta', definition), page('e', 'Epsilon', 'Anderes.', [definition])]);
    expect(withCopy!.share).toBe(without!.share);
  });
});

describe('median', () => {
  it.each([
    [[], 0],
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
