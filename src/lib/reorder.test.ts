// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { arrangeChildren, longestIncreasingRun } from '@/lib/reorder';

/** The length of the longest strictly increasing subsequence, by trying every subset (small inputs only). */
function bruteForceLength(sequence: readonly number[]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << sequence.length; mask++) {
    const picked = sequence.filter((_, index) => mask & (1 << index));
    if (picked.every((value, index) => index === 0 || picked[index - 1]! < value)) best = Math.max(best, picked.length);
  }
  return best;
}

/** A repeatable shuffle (a linear congruential generator), so a failure can be replayed. */
function shuffled(length: number, seed: number): number[] {
  const values = Array.from({ length }, (_, index) => index);
  let state = seed;
  for (let index = length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [values[index], values[other]] = [values[other]!, values[index]!];
  }
  return values;
}

describe('longestIncreasingRun', () => {
  it.each([
    ['empty', [], []],
    ['one', [7], [0]],
    ['already in order', [0, 1, 2, 3], [0, 1, 2, 3]],
    ['reversed', [3, 2, 1, 0], [3]],
    ['the last one moved to the front', [4, 0, 1, 2, 3], [1, 2, 3, 4]],
    ['the first one moved to the end', [1, 2, 3, 4, 0], [0, 1, 2, 3]],
    ['two swapped', [0, 2, 1, 3], [0, 2, 3]],
    ['equal values do not count as increasing', [1, 1, 1], [2]],
  ])('%s', (_, sequence, expected) => {
    expect([...longestIncreasingRun(sequence)].sort((a, b) => a - b)).toEqual(expected);
  });

  it('finds a run as long as the longest one, strictly increasing, in 200 shuffles', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const sequence = shuffled(1 + (seed % 12), seed);
      const run = [...longestIncreasingRun(sequence)].sort((a, b) => a - b);
      expect(run.length).toBe(bruteForceLength(sequence));
      expect(run.every((position, index) => index === 0 || sequence[run[index - 1]!]! < sequence[position]!)).toBe(true);
    }
  });
});

describe('arrangeChildren', () => {
  function list(order: readonly number[]) {
    const parent = document.createElement('div');
    const children = Array.from({ length: order.length }, (_, index) => {
      const child = document.createElement('p');
      child.id = `c${index}`;
      return child;
    });
    for (const index of order) parent.append(children[index]!);
    return { parent, children };
  }
  const ids = (parent: Element) => [...parent.children].map((child) => child.id);

  it.each([
    ['in order already: no move', [0, 1, 2, 3], 0],
    ['the last card first: one move, where a keyed list moves all others', [1, 2, 3, 0], 1],
    ['reversed: all but one', [3, 2, 1, 0], 3],
    ['two swapped: one move', [0, 2, 1, 3], 1],
  ])('%s', (_, start, moves) => {
    const { parent, children } = list(start);
    const inserts: string[] = [];
    const insertBefore = parent.insertBefore.bind(parent);
    parent.insertBefore = <T extends Node>(node: T, child: Node | null) => {
      inserts.push((node as unknown as Element).id);
      return insertBefore(node, child);
    };
    expect(arrangeChildren(parent, children)).toBe(moves);
    expect(inserts).toHaveLength(moves);
    expect(ids(parent)).toEqual(['c0', 'c1', 'c2', 'c3']);
  });

  it('reaches any order of 50 children with as many moves as children outside the longest run in order', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const start = shuffled(50, seed);
      const { parent, children } = list(start);
      const target = shuffled(50, seed + 1000).map((index) => children[index]!);
      const positions = target.map((child) => start.indexOf(Number(child.id.slice(1))));
      expect(arrangeChildren(parent, target)).toBe(50 - longestIncreasingRun(positions).size);
      expect([...parent.children]).toEqual(target);
    }
  });

  it('refuses an order that leaves out a child or names a stranger, and moves nothing', () => {
    const { parent, children } = list([0, 1, 2]);
    expect(() => arrangeChildren(parent, children.slice(0, 2))).toThrow(/every child once/);
    expect(() => arrangeChildren(parent, [children[2]!, children[1]!, document.createElement('p')])).toThrow(/every child once/);
    expect(ids(parent)).toEqual(['c0', 'c1', 'c2']);
  });
});
