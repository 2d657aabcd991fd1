import type { GlossaryCategoryTemplate } from '@/content/glossary/glossary-category-templates';
import type { GlossaryFaqKind } from '@/content/glossary/glossary-faq-templates';
import type { GlossaryKeywordRule } from '@/content/glossary/glossary-keyword-rules';
import type { GlossaryCategory, GlossarySeedTerm } from '@/content/glossary/glossary-seed-types';
import type { FaqTemplate, GlossarySourceLink, GlossaryTermFacts } from '@/content/glossary/glossary-template-types';
import { buildFaqs, faqKindOf } from '@/features/glossary/lib/glossary-faqs';
import { MAX_RELATED_TERMS, type GlossaryTerm, type GlossaryTermLink } from '@/features/glossary/lib/glossary-types';
import { slugify } from '@/features/glossary/lib/slugify';

export interface GlossaryTemplates {
  categories: Record<GlossaryCategory, GlossaryCategoryTemplate>;
  keywordRules: readonly GlossaryKeywordRule[];
  faqs: Record<GlossaryFaqKind, readonly FaqTemplate[]>;
  sources: Record<GlossaryCategory, readonly GlossarySourceLink[]>;
  lastUpdated: string;
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

/** A small stable hash, so a term always gets the same guidance paragraph. */
export function stableIndex(text: string, modulo: number): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return hash % modulo;
}

export function matchingKeywordRules(term: string, rules: readonly GlossaryKeywordRule[]): GlossaryKeywordRule[] {
  const name = term.toLowerCase();
  return rules.filter((rule) => rule.keywords.some((keyword) => name.includes(keyword)));
}

export function buildLongDefinition(facts: GlossaryTermFacts, templates: GlossaryTemplates): string[] {
  const category = templates.categories[facts.category];
  const guidance = category.guidance[stableIndex(facts.slug, category.guidance.length)];
  return [
    facts.details,
    category.intro(facts),
    ...matchingKeywordRules(facts.term, templates.keywordRules).map((rule) => rule.paragraph(facts)),
    ...(guidance ? [guidance] : []),
  ].filter((paragraph) => paragraph.trim().length > 0);
}

/** Every glossary term, generated from the seeds and templates, deduplicated and sorted by slug. */
export function buildGlossary(seeds: GlossarySeeds, templates: GlossaryTemplates): GlossaryTerm[] {
  const entries = dedupeSeeds(seeds).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const byName = new Map(entries.map(({ seed, slug }) => [nameKey(seed.term), { term: seed.term, slug }]));

  return entries.map(({ seed, category, slug }) => {
    const relatedTerms = resolveRelated(seed.related, slug, byName);
    const facts: GlossaryTermFacts = {
      term: seed.term,
      slug,
      category,
      shortDefinition: seed.shortDefinition,
      details: seed.details,
      example: seed.example,
      relatedNames: relatedTerms.map((link) => link.term),
    };
    const longDefinition = buildLongDefinition(facts, templates);
    return {
      term: seed.term,
      slug,
      category,
      shortDefinition: seed.shortDefinition,
      longDefinition,
      example: seed.example,
      relatedTerms,
      sources: templates.sources[category].map((source) => ({ ...source })),
      lastUpdated: templates.lastUpdated,
      faqs: buildFaqs(facts, templates.faqs[faqKindOf(seed.term)], longDefinition[0]),
    };
  });
}
