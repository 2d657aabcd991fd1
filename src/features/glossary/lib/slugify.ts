const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The URL slug of a glossary term: lowercase; ä, ö, ü to ae, oe, ue
 * and ß to ss; drop everything but a-z, 0-9, hyphen and space; spaces to hyphens; collapse
 * repeated hyphens; trim hyphens at both ends. NFC first, so a decomposed 'ü' counts as 'ü'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => umlauts[char] ?? char)
    .replace(/[^a-z0-9\- ]/g, '')
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Longest slug the site accepts; anything longer is answered with the not-found view without a lookup. */
export const MAX_SLUG_LENGTH = 120;

/** True when the text is already a slug the glossary could have produced. */
export function isWellFormedSlug(text: string): boolean {
  return text.length > 0 && text.length <= MAX_SLUG_LENGTH && slugify(text) === text;
}
