import { describe, expect, it } from 'vitest';
import { fact } from '@/content/facts/facts';
import { GLOSSARY_FIRST_PUBLISHED } from '@/content/glossary/glossary-review-dates';
import { glossaryCategories } from '@/content/glossary/glossary-seed-types';
import { isBareHomepage, sourceCoverage } from '@/features/glossary/lib/source-coverage';
import { findGlossaryTerm, getGlossaryIndex, getGlossaryTerms, glossarySeeds } from '@/features/glossary/lib/glossary-data';
import { getGlossaryDataFiles } from '@/features/glossary/lib/glossary-data-files';
import { getGlossarySlugs, glossaryLastUpdated } from '@/features/glossary/lib/glossary-slugs';
import { MAX_FAQS, MAX_RELATED_TERMS, MIN_FAQS } from '@/features/glossary/lib/glossary-types';
import { isWellFormedSlug, slugify } from '@/features/glossary/lib/slugify';

const terms = getGlossaryTerms();
const slugs = new Set(terms.map((term) => term.slug));

describe('the generated glossary', () => {
  it('has at least 600 unique terms and at least 50 per category', () => {
    expect(terms.length).toBeGreaterThanOrEqual(600);
    for (const category of glossaryCategories) {
      expect(terms.filter((term) => term.category === category).length, category).toBeGreaterThanOrEqual(50);
    }
  });

  it('is sorted by slug, and every slug is derived from its term and unique', () => {
    const ordered = terms.map((term) => term.slug);
    expect(ordered).toEqual([...ordered].sort());
    expect(slugs.size).toBe(terms.length);
    for (const term of terms) {
      expect(term.slug).toBe(slugify(term.term));
      expect(isWellFormedSlug(term.slug), term.slug).toBe(true);
    }
  });

  it('has seeds that name every term once and relate only to terms that exist', () => {
    const seeds = glossarySeeds.flatMap(([, entries]) => entries);
    const names = new Set(seeds.map((entry) => entry.term.toLowerCase()));
    expect(names.size).toBe(seeds.length);
    for (const entry of seeds) {
      for (const name of entry.related) expect(names.has(name.toLowerCase()), `${entry.term} → ${name}`).toBe(true);
    }
  });

  it('has no duplicate term names', () => {
    const names = terms.map((term) => term.term.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every term its own short definition of at least 40 characters', () => {
    const definitions = terms.map((term) => term.shortDefinition);
    expect(new Set(definitions).size).toBe(definitions.length);
    for (const term of terms) expect(term.shortDefinition.length, term.term).toBeGreaterThanOrEqual(40);
  });

  it('links only related terms that exist, at most 5, never the term itself', () => {
    for (const term of terms) {
      expect(term.relatedTerms.length).toBeLessThanOrEqual(MAX_RELATED_TERMS);
      for (const link of term.relatedTerms) {
        expect(slugs.has(link.slug), `${term.slug} → ${link.slug}`).toBe(true);
        expect(link.slug).not.toBe(term.slug);
        expect(findGlossaryTerm(link.slug)?.term).toBe(link.term);
      }
    }
  });

  it('shows FAQs only where they are hand-written: none, or 2 to 4 with distinct questions', () => {
    for (const term of terms) {
      if (term.faqs.length === 0) continue;
      expect(term.faqs.length, term.slug).toBeGreaterThanOrEqual(MIN_FAQS);
      expect(term.faqs.length, term.slug).toBeLessThanOrEqual(MAX_FAQS);
      expect(new Set(term.faqs.map((faq) => faq.q)).size).toBe(term.faqs.length);
    }
  });

  it('starts the long definition with the term’s own details and leaves no placeholder', () => {
    const seedsByName = new Map(glossarySeeds.flatMap(([, seeds]) => seeds).map((entry) => [entry.term, entry]));
    for (const term of terms) {
      const seed = seedsByName.get(term.term)!;
      expect(term.longDefinition[0]).toBe(seed.details);
      expect(term.example).toBe(seed.example);
      expect(JSON.stringify(term)).not.toMatch(/undefined|\[object Object\]|\$\{/);
    }
  });

  it('gives every term page a specific source and no source a bare homepage (npm run content:report)', () => {
    expect(sourceCoverage(terms)).toEqual({ terms: terms.length, withSpecificSource: terms.length, bareHomepages: 0, missing: [] });
  });

  it('cites only deep https pages as sources, or a calculation note', () => {
    for (const term of terms) {
      for (const source of term.sources) {
        if (source.url === undefined) {
          expect(source.title, term.slug).toMatch(/^Rechenregel: /);
          continue;
        }
        expect(new URL(source.url).protocol).toBe('https:');
        expect(isBareHomepage(source.url), `${term.slug}: ${source.url} is a homepage`).toBe(false);
      }
    }
    expect(findGlossaryTerm('privatinsolvenz')!.sources.map((source) => source.url)).toContain('https://www.gesetze-im-internet.de/inso/__304.html');
  });

  it('lists every dated fact a term shows with its validity on its source, even where the text cites that source', () => {
    for (const seed of glossarySeeds.flatMap(([, entries]) => entries)) {
      const term = findGlossaryTerm(slugify(seed.term))!;
      for (const id of seed.facts ?? []) {
        const { label, validFrom, validUntil, source } = fact(id);
        const entry = term.sources.find((candidate) => candidate.url === source.url);
        expect(entry?.facts, `${term.slug}: ${id}`).toContainEqual({ label, validFrom, validUntil });
      }
    }
    const grundfreibetrag = findGlossaryTerm('grundfreibetrag')!.sources.find((source) => source.facts);
    expect(grundfreibetrag).toMatchObject({ title: '§ 32a EStG (Einkommensteuergesetz) – Gesetze im Internet', facts: [{ label: fact('grundfreibetrag').label }] });
  });

  it('dates every term by its own review, never before the first publication', () => {
    for (const term of terms) {
      expect(term.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(term.lastUpdated >= GLOSSARY_FIRST_PUBLISHED, term.slug).toBe(true);
    }
    expect(glossaryLastUpdated).toBe(terms.map((term) => term.lastUpdated).sort().at(-1));
  });

  it('exports the slugs for the sitemap and an index with term, slug and short definition', () => {
    expect(getGlossarySlugs()).toEqual(terms.map((term) => term.slug));
    expect(getGlossaryIndex()[0]).toEqual({
      term: terms[0]!.term,
      slug: terms[0]!.slug,
      shortDefinition: terms[0]!.shortDefinition,
    });
  });

  it('writes one JSON file per term plus the index, none of them at a term URL twice', () => {
    const files = getGlossaryDataFiles();
    expect(files).toHaveLength(terms.length + 1);
    expect(new Set(files.map((file) => file.url)).size).toBe(files.length);
    const annuity = files.find((file) => file.url === '/data/glossar/annuitaetendarlehen.json');
    expect(JSON.parse(annuity!.json)).toEqual(findGlossaryTerm('annuitaetendarlehen'));
  });

  it('keeps well-known terms a German reader looks up', () => {
    for (const slug of ['annuitaetendarlehen', 'bonitaet', 'effektiver-jahreszins', 'vorfaelligkeitsentschaedigung', 'riester-rente', 'abgeltungsteuer']) {
      expect(findGlossaryTerm(slug), slug).not.toBeNull();
    }
    expect(findGlossaryTerm('gibt-es-nicht')).toBeNull();
  });
});
