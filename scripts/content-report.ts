import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { allFacts } from '@/content/facts/facts';
import { buildInfo } from '@/config/build-info';
import { getGlossaryTerms, glossarySeeds } from '@/features/glossary/lib/glossary-data';
import { sourceCoverage } from '@/features/glossary/lib/source-coverage';
import { findStatuteCitations } from '@/features/glossary/lib/statute-citations';
import { median, normalizeSentence, splitSentences, termMainText, uniqueTextShares } from '@/features/glossary/lib/term-main-text';
import { rootDir } from './lib/paths.ts';

/**
 * `npm run content:report`: the content metrics the audit of 23 Nov 2026 asked for, measured on
 * the glossary as it renders and on the dated facts, so a change shows its effect in numbers.
 */
const EXPIRY_WINDOW_DAYS = 90;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function faqAnswersRepeatingPage() {
  let repeating = 0;
  let total = 0;
  for (const term of getGlossaryTerms()) {
    term.faqs.forEach((faq, index) => {
      total += 1;
      const rest = termMainText({ ...term, faqs: term.faqs.filter((_, other) => other !== index) });
      const pageSentences = new Set(rest.flatMap(splitSentences).map((sentence) => normalizeSentence(sentence, term.term)));
      // A bare "Nein." or "Ja." opening two answers is not repeated content.
      const substantial = splitSentences(faq.a).filter((sentence) => sentence.split(/\s+/).length >= 4);
      if (substantial.some((sentence) => pageSentences.has(normalizeSentence(sentence, term.term)))) repeating += 1;
    });
  }
  return { repeating, total };
}

function danglingRelated() {
  const names = new Set(glossarySeeds.flatMap(([, seeds]) => seeds.map((seed) => seed.term.toLocaleLowerCase('de-DE'))));
  return glossarySeeds
    .flatMap(([, seeds]) => seeds.flatMap((seed) => seed.related.map((name) => ({ from: seed.term, name }))))
    .filter(({ name }) => !names.has(name.toLocaleLowerCase('de-DE')));
}

function statuteCitations() {
  const citations = getGlossaryTerms().flatMap((term) => termMainText(term).flatMap(findStatuteCitations));
  const unlinked = citations.filter((citation) => citation.url === null);
  const unknownLaws = [...new Set(unlinked.map((citation) => citation.law))].sort();
  return { total: citations.length, unlinked: unlinked.length, unknownLaws };
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** A fact counts as used when some source file outside the facts module quotes its id. */
async function factUsage() {
  const factsDir = path.join(rootDir, 'src/content/facts');
  const files = (await sourceFiles(path.join(rootDir, 'src'))).filter((file) => !file.startsWith(factsDir));
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const used = allFacts.filter((fact) => sources.some((source) => new RegExp(`['"\`]${fact.id}['"\`]`).test(source)));
  const limit = new Date(`${buildInfo.buildDate}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + EXPIRY_WINDOW_DAYS);
  const horizon = limit.toISOString().slice(0, 10);
  const expiring = used.filter((fact) => fact.validUntil !== null && fact.validUntil <= horizon);
  return { total: allFacts.length, used: used.length, expiring: expiring.map((fact) => `${fact.id} (${fact.validUntil})`) };
}

const terms = getGlossaryTerms();
const shares = uniqueTextShares(terms);
const lowest = [...shares].sort((a, b) => a.share - b.share).slice(0, 3);
const faqs = faqAnswersRepeatingPage();
const dangling = danglingRelated();
const statutes = statuteCitations();
const facts = await factUsage();
const coverage = sourceCoverage(terms);

console.log(
  [
    `Inhaltsbericht (Stichtag ${buildInfo.buildDate})`,
    `Glossarbegriffe: ${terms.length}`,
    `Eigener Text je Seite: min ${percent(Math.min(...shares.map((entry) => entry.share)))}, Median ${percent(median(shares.map((entry) => entry.share)))}` +
      ` (niedrigste: ${lowest.map((entry) => `${entry.slug} ${percent(entry.share)}`).join(', ')})`,
    `FAQ-Antworten, die Text der Seite wiederholen: ${faqs.repeating} von ${faqs.total}`,
    `Begriffe mit FAQ: ${terms.filter((term) => term.faqs.length > 0).length}`,
    `Fakten: ${facts.total}, davon verwendet: ${facts.used}, verwendet und innerhalb von ${EXPIRY_WINDOW_DAYS} Tagen ablaufend: ${facts.expiring.length}` +
      (facts.expiring.length > 0 ? ` (${facts.expiring.join(', ')})` : ''),
    `Verwandte Begriffe ohne Ziel: ${dangling.length}` + (dangling.length > 0 ? ` (${dangling.map((entry) => `${entry.from} → ${entry.name}`).join(', ')})` : ''),
    `Begriffsseiten mit einer bestimmten Quelle: ${coverage.withSpecificSource} von ${coverage.terms}` +
      (coverage.missing.length > 0 ? ` (ohne: ${coverage.missing.slice(0, 20).join(', ')}${coverage.missing.length > 20 ? ' …' : ''})` : ''),
    `Quellen, die nur eine Startseite nennen: ${coverage.bareHomepages}`,
    `Gesetzeszitate: ${statutes.total}, ohne Link: ${statutes.unlinked}` +
      (statutes.unknownLaws.length > 0 ? ` (Gesetze ohne Zuordnung: ${statutes.unknownLaws.join(', ')})` : ''),
  ].join('\n'),
);
