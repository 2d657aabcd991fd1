import type { GlossaryIndexEntry } from '@/features/glossary/lib/glossary-types';

export type GlossaryFilter = (query: string) => readonly GlossaryIndexEntry[];

/**
 * A case-insensitive filter on term and short definition. The lower-cased text of every entry
 * is computed once, so one keystroke costs a single substring scan per entry.
 */
export function createGlossaryFilter(entries: readonly GlossaryIndexEntry[]): GlossaryFilter {
  const haystacks = entries.map((entry) => `${entry.term}\n${entry.shortDefinition}`.toLowerCase());
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (!needle) return entries;
    return entries.filter((_entry, index) => haystacks[index]!.includes(needle));
  };
}
