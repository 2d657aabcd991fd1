export interface LetterGroup<T> {
  letter: string;
  /** Fragment id of the group's heading, e.g. 'buchstabe-a'. */
  anchor: string;
  entries: T[];
}

const DIGITS_LABEL = '0–9';

/** The heading letter of a slug: its first character upper-cased, all digits under '0–9'. */
export function letterOf(slug: string): string {
  const first = slug.charAt(0);
  return /[0-9]/.test(first) ? DIGITS_LABEL : first.toUpperCase();
}

/** Groups entries (already sorted by slug) under letter headings, keeping their order. */
export function groupByLetter<T extends { slug: string }>(entries: readonly T[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  for (const entry of entries) {
    const letter = letterOf(entry.slug);
    let group = groups.at(-1);
    if (group?.letter !== letter) {
      group = { letter, anchor: `buchstabe-${letter === DIGITS_LABEL ? '0-9' : letter.toLowerCase()}`, entries: [] };
      groups.push(group);
    }
    group.entries.push(entry);
  }
  return groups;
}
