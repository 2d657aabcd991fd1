import type { FactId } from '@/content/facts/facts';
import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';
import type { GlossaryParagraph } from '@/content/glossary/glossary-paragraphs';
import type { GlossaryCategory, GlossarySeedTerm } from '@/content/glossary/glossary-seed-types';
import type { GlossarySourceLink } from '@/content/glossary/glossary-term-sources';
import {
  MAX_RELATED_TERMS,
  type GlossarySource,
  type GlossarySourceFact,
  type GlossaryTerm,
  type GlossaryTermLink,
} from '@/features/glossary/lib/glossary-types';
import { slugify } from '@/features/glossary/lib/slugify';
import { findStatuteCitations } from '@/features/glossary/lib/statute-citations';
import { termMainText } from '@/features/glossary/lib/term-main-text';

/** Everything besides the seeds that a term page shows, each keyed by slug and reviewed by hand. */
export interface GlossaryContent {
  paragraphs: readonly GlossaryParagraph[];
  faqs: GlossaryFaqsBySlug;
  sources: Readonly<Record<string, readonly GlossarySourceLink[]>>;
  /** The source of a dated fact with the fact's validity, attached to every term that shows its value. */
  factSource: (id: FactId) => GlossaryFactSource;
  firstPublished: string;
  reviews: readonly { date: string; slugs: readonly string[] }[];
}

/** A dated fact's source, and the fact whose value a page takes from it. */
interface GlossaryFactSource extends GlossarySourceLink {
  fact: GlossarySourceFact;
}

/** Seeds per category, in the category order that decides which duplicate survives. */
export type GlossarySeeds = readonly (readonly [GlossaryCategory, readonly GlossarySeedTerm[]])[];

interface SeedEntry {
  seed: GlossarySeedTerm;
  category: GlossaryCategory;
  slug: string;
}

const nameKey = (term: string) => term.normalize('NFC').trim().toLocaleLowerCase('de-DE');

/** First occurrence wins, in category order; a later seed with the same name or slug is dropped. */
export function dedupeSeeds(seeds: GlossarySeeds): SeedEntry[] {
  const seenNames = new Set<string>();
  const seenSlugs = new Set<string>();
  const entries: SeedEntry[] = [];
  for (const [category, terms] of seeds) {
    for (const seed of terms) {
      const slug = slugify(seed.term);
      const key = nameKey(seed.term);
      if (!slug || seenNames.has(key) || seenSlugs.has(slug)) continue;
      seenNames.add(key);
      seenSlugs.add(slug);
      entries.push({ seed, category, slug });
    }
  }
  return entries;
}

/** Related names resolved to existing terms: unknown names and the term itself are dropped, at most 5. */
export function resolveRelated(
  names: readonly string[],
  ownSlug: string,
  byName: ReadonlyMap<string, GlossaryTermLink>,
): GlossaryTermLink[] {
  const links: GlossaryTermLink[] = [];
  for (const name of names) {
    const link = byName.get(nameKey(name));
    if (!link || link.slug === ownSlug || links.some((existing) => existing.slug === link.slug)) continue;
    links.push(link);
    if (links.length === MAX_RELATED_TERMS) break;
  }
  return links;
}

/** The term's own details, then the shared paragraphs reviewed for this slug, in list order. */
function buildLongDefinition(slug: string, details: string, paragraphs: readonly GlossaryParagraph[]): string[] {
  return [details, ...paragraphs.filter((paragraph) => paragraph.slugs.includes(slug)).map((paragraph) => paragraph.text)].filter(
    (paragraph) => paragraph.trim().length > 0,
  );
}

/** The latest review that lists the slug, or the first publication date. */
export function reviewDateFor(slug: string, content: Pick<GlossaryContent, 'firstPublished' | 'reviews'>): string {
  return content.reviews.filter((review) => review.slugs.includes(slug)).reduce((latest, review) => (review.date > latest ? review.date : latest), content.firstPublished);
}

/**
 * Deep links to every statute the page cites, then the term's own sources, then its facts' sources; no
 * duplicates. Each fact is listed with its validity on the entry of its source's URL, even when a
 * cited statute or the term's own list already holds that URL.
 */
export function sourcesFor(pageText: readonly string[], ownSources: readonly GlossarySourceLink[], factSources: readonly GlossaryFactSource[] = []): GlossarySource[] {
  const sources = new Map<string, GlossarySource>();
  const add = (source: GlossarySource) => {
    const key = source.url ?? source.title;
    const existing = sources.get(key);
    if (!existing) {
      sources.set(key, source);
      return;
    }
    for (const fact of source.facts ?? []) {
      if (!existing.facts?.some((other) => other.label === fact.label)) existing.facts = [...(existing.facts ?? []), fact];
    }
  };
  for (const citation of pageText.flatMap(findStatuteCitations)) {
    if (citation.url) add({ title: `${citation.label} (${citation.lawTitle}) – Gesetze im Internet`, url: citation.url });
  }
  for (const source of ownSources) add({ ...source });
  for (const { fact, ...source } of factSources) add({ ...source, facts: [{ ...fact }] });
  return [...sources.values()];
}

/** Every glossary term, built from the seeds and the reviewed content, deduplicated and sorted by slug. */
export function buildGlossary(seeds: GlossarySeeds, content: GlossaryContent): GlossaryTerm[] {
  const entries = dedupeSeeds(seeds).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const byName = new Map(entries.map(({ seed, slug }) => [nameKey(seed.term), { term: seed.term, slug }]));

  return entries.map(({ seed, category, slug }) => {
    const longDefinition = buildLongDefinition(slug, seed.details, content.paragraphs);
    const faqs = (content.faqs[slug] ?? []).map(({ q, a }) => ({ q, a }));
    const pageText = termMainText({ term: seed.term, shortDefinition: seed.shortDefinition, longDefinition, example: seed.example, faqs });
    return {
      term: seed.term,
      slug,
      category,
      shortDefinition: seed.shortDefinition,
      longDefinition,
      example: seed.example,
      relatedTerms: resolveRelated(seed.related, slug, byName),
      sources: sourcesFor(pageText, content.sources[slug] ?? [], (seed.facts ?? []).map(content.factSource)),
      lastUpdated: reviewDateFor(slug, content),
      faqs,
    };
  });
}
