/**
 * The positions in `sequence` of one longest strictly increasing subsequence (O(n log n)). Among
 * several of the same length, the one ending with the smallest values is chosen.
 */
export function longestIncreasingRun(sequence: readonly number[]): Set<number> {
  // tails[k]: the position of the smallest last value of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(sequence.length);
  for (let position = 0; position < sequence.length; position++) {
    const value = sequence[position]!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sequence[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[position] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = position;
  }
  const run = new Set<number>();
  for (let position = tails.at(-1) ?? -1; position !== -1; position = previous[position]!) run.add(position);
  return run;
}

/**
 * Puts the children of `parent` into the order of `desired`, which must hold every child once,
 * with the fewest moves: the longest run of children already in the right order stays, and each
 * other child is inserted before its successor. Returns how many children moved.
 */
export function arrangeChildren(parent: Element, desired: readonly Element[]): number {
  const current = parent.children;
  if (current.length !== desired.length) throw new Error('arrangeChildren: desired must hold every child once');
  let inOrder = true;
  for (let index = 0; index < desired.length && inOrder; index++) inOrder = current[index] === desired[index];
  if (inOrder) return 0;
  const positionOf = new Map<Element, number>();
  for (let index = 0; index < current.length; index++) positionOf.set(current[index]!, index);
  const stays = longestIncreasingRun(
    desired.map((child) => {
      const position = positionOf.get(child);
      if (position === undefined) throw new Error('arrangeChildren: desired must hold every child once');
      return position;
    }),
  );
  let moved = 0;
  let successor: Element | null = null;
  for (let index = desired.length - 1; index >= 0; index--) {
    const child = desired[index]!;
    if (!stays.has(index)) {
      parent.insertBefore(child, successor);
      moved++;
    }
    successor = child;
  }
  return moved;
}
