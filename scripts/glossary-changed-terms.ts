import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';
import { glossaryCategories, type GlossarySeedTerm } from '@/content/glossary/glossary-seed-types';
import { buildInfo } from '@/config/build-info';
import { glossaryContent, glossarySeeds } from '@/features/glossary/lib/glossary-data';
import { slugify } from '@/features/glossary/lib/slugify';
import { rootDir } from './lib/paths.ts';

/**
 * `npm run glossary:changed -- <git-ref> [date]`: the slugs whose hand-written text (definition,
 * details, example or FAQs) differs from <git-ref>, printed as an entry for `glossaryReviews` in
 * src/content/glossary/glossary-review-dates.ts, so a merged content round gets its review date.
 */
const [ref = 'main', date = buildInfo.buildDate] = process.argv.slice(2);
const faqFiles = ['kredit', 'zinsen', 'immobilien'];

type TextBySlug = Map<string, string>;

function textBySlug(seeds: readonly GlossarySeedTerm[], faqs: GlossaryFaqsBySlug): TextBySlug {
  return new Map(
    seeds.map((seed) => {
      const slug = slugify(seed.term);
      return [slug, JSON.stringify([seed.shortDefinition, seed.details, seed.example, faqs[slug] ?? []])];
    }),
  );
}

function showAtRef(file: string): string | null {
  try {
    return execFileSync('git', ['show', `${ref}:${file}`], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** Seeds and FAQs as they were at the ref; the files import only types, so they load on their own. */
async function textAtRef(): Promise<TextBySlug> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glossary-ref-'));
  try {
    const load = async (file: string) => {
      const source = showAtRef(file);
      if (source === null) return {};
      const copy = path.join(dir, file.replaceAll('/', '_'));
      await writeFile(copy, source);
      return (await import(pathToFileURL(copy).href)) as Record<string, unknown>;
    };
    const seeds: GlossarySeedTerm[] = [];
    for (const category of glossaryCategories) {
      const module = await load(`src/content/glossary/terms/${category}.ts`);
      seeds.push(...((Object.values(module)[0] as GlossarySeedTerm[] | undefined) ?? []));
    }
    const faqs: Record<string, GlossaryFaqsBySlug[string]> = {};
    for (const file of faqFiles) Object.assign(faqs, Object.values(await load(`src/content/glossary/faqs/${file}.ts`))[0] ?? {});
    return textBySlug(seeds, faqs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const before = await textAtRef();
const now = textBySlug(
  glossarySeeds.flatMap(([, seeds]) => seeds),
  glossaryContent.faqs,
);
const changed = [...now].filter(([slug, text]) => before.get(slug) !== text).map(([slug]) => slug).sort();

console.error(`${changed.length} Begriffe mit geändertem Text gegenüber ${ref}.`);
console.log(`  { date: '${date}', slugs: ${JSON.stringify(changed).replaceAll('","', "', '").replace('["', "['").replace('"]', "']")} },`);
