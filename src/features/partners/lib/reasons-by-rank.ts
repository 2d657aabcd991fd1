import { reasonsByRank } from '@/content/partners/beste';

/** Why an entry of the top list earned its place; every rank has its own reasons. */
export function reasonsForRank(index: number): readonly string[] {
  if (!Number.isInteger(index) || index < 0) return [];
  return reasonsByRank[Math.min(index, reasonsByRank.length - 1)] ?? [];
}
