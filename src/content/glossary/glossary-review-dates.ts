/** The day the glossary went online; JSON-LD `datePublished` of every term. */
export const GLOSSARY_FIRST_PUBLISHED = '2025-10-19';

/**
 * Editorial reviews of term texts, newest last. A term's 'Zuletzt aktualisiert' is the date of
 * the latest review that lists its slug, or the first publication date when none does. When a
 * term's text changes, add its slug to the review of that day (e.g. `{ date: '2026-11-24',
 * slugs: [...] }`); a unit test rejects unknown slugs and dates before publication.
 */
export const glossaryReviews: readonly { date: string; slugs: readonly string[] }[] = [];
