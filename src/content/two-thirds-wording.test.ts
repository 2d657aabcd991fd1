import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The 2/3 rule of § 17 Abs. 4 PAngV: at least two thirds of the contracts are concluded at the
 * example's rate *or a lower one*. Wrong are "angeboten" (it is about contracts concluded), a
 * "mindestens" after the share ("was zwei Drittel mindestens erhalten") and a share without the
 * "or a lower rate".
 */
function twoThirdsProblems(sentence: string): string[] {
  if (!/zwei[ -]Dritteln?\b/i.test(sentence) || !/Kund|Vertr[aä]g/.test(sentence)) return [];
  const problems: string[] = [];
  if (/angeboten/.test(sentence)) problems.push('"angeboten": the rule is about contracts concluded');
  if (/Dritteln?\b[^.]*?\bmindestens\b/.test(sentence)) problems.push('"mindestens" after the share: at least two thirds, not "at least" the rate');
  if (!/(günstiger|niedriger)/.test(sentence)) problems.push('missing "oder einen günstigeren Zins"');
  return problems;
}

const srcDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const thisFile = fileURLToPath(import.meta.url);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && full !== thisFile ? [full] : [];
  });
}

/** Sentences of a file's text; a statute's "Abs." or "Nr." does not end one. */
const sentences = (text: string) => text.split(/(?<!\b(?:Abs|Nr|S|Art|bzw|z\. B|ggf))[.!?]\s+|\n/);

describe('the 2/3 rule, wherever the site explains it', () => {
  it.each([
    ['Das repräsentative Beispiel zeigt, was zwei Drittel der Kunden mindestens erhalten.', 2],
    ['Der dort genannte Zins wird mindestens zwei Dritteln der Kundinnen und Kunden angeboten.', 2],
    ['Der effektive Jahreszins, den mindestens zwei Drittel der Kunden erhalten.', 1],
    ['Diesen oder einen günstigeren Zins erhalten mindestens zwei Drittel der Kunden.', 0],
    ['Mindestens zwei Drittel der Verträge kommen zu diesen oder günstigeren Konditionen zustande.', 0],
    ['Mehr als zwei Drittel dieses Betrags sind Erträge.', 0],
  ])('judges "%s" (%i problems)', (sentence, count) => {
    expect(twoThirdsProblems(sentence)).toHaveLength(count);
  });

  it('is worded correctly in every source file under src/', () => {
    const found: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const relative = path.relative(srcDir, file).split(path.sep).join('/');
      for (const sentence of sentences(readFileSync(file, 'utf8'))) {
        for (const problem of twoThirdsProblems(sentence)) found.push(`${relative}: ${problem}: ${sentence.trim().slice(0, 160)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
