export type SortDirection = 'ascending' | 'descending';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

const collator = new Intl.Collator('de-DE', { numeric: true, sensitivity: 'base' });

/** A sorted copy: numbers by value, text in German order; ties keep their original order. */
export function sortRows<Row, Key extends string & keyof Row>(rows: readonly Row[], { key, direction }: SortState<Key>): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return sign * order;
  });
}

/** Clicking the sorted column flips it; another column starts with its natural direction. */
export function nextSort<Key extends string>(current: SortState<Key>, key: Key, firstDirection: SortDirection): SortState<Key> {
  if (current.key !== key) return { key, direction: firstDirection };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
