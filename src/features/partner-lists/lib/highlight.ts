const HIGHLIGHT_MAX_LENGTH = 30;

/** The interest table's highlight: the first pro, cut to 30 characters (ellipsis included). */
export function highlightFromPros(pros: readonly string[], maxLength = HIGHLIGHT_MAX_LENGTH): string {
  const first = pros[0]?.trim();
  if (!first) return '–';
  const characters = Array.from(first);
  if (characters.length <= maxLength) return first;
  return `${characters.slice(0, maxLength - 1).join('').trimEnd()}…`;
}
