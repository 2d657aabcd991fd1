import { describe, expect, it } from 'vitest';
import { groupByLetter, letterOf } from '@/features/glossary/lib/glossary-letters';

describe('letterOf', () => {
  it.each([
    ['abgeltungsteuer', 'A'],
    ['ueberschuldung', 'U'],
    ['1-regelung', '0–9'],
    ['72er-regel', '0–9'],
  ])('%s → %s', (slug, letter) => {
    expect(letterOf(slug)).toBe(letter);
  });
});

describe('groupByLetter', () => {
  it('groups sorted entries under their letters with anchors, keeping order', () => {
    const groups = groupByLetter([{ slug: '72er-regel' }, { slug: 'agio' }, { slug: 'aktie' }, { slug: 'zins' }]);
    expect(groups.map((group) => [group.letter, group.anchor, group.entries.length])).toEqual([
      ['0–9', 'buchstabe-0-9', 1],
      ['A', 'buchstabe-a', 2],
      ['Z', 'buchstabe-z', 1],
    ]);
  });

  it('returns no groups for no entries', () => {
    expect(groupByLetter([])).toEqual([]);
  });
});
