/**
 * What stops a production build (SITE_MODE=production): a demo backend, sample operator facts,
 * unsourced claims, sample content and partner lists that are empty or lost rows to validation. Every problem is
 * collected first, so the operator sees the whole list at once, in German and English.
 */
import type { Evidence, OperatorFacts } from '../../src/config/operator-facts.ts';
import type { DatedFact } from '../../src/content/facts/fact-types.ts';
import type { MarkedContent } from '../../src/content/marked-content.ts';
import { isConditionsOutdated } from '../../src/entities/partner/conditions-age.ts';
import { berlinDay, formatBerlinDate } from '../../src/lib/format.ts';
import { isPrivateHost } from '../../src/lib/private-host.ts';

interface PartnerListLoad {
  list: string;
  /** Rows the backend returned. */
  received: number;
  /** Rows that passed validation and are shown. */
  kept: number;
  /** Host names of the kept rows' tracking links. */
  trackingHosts: readonly string[];
  /** The rows as the backend sent them. */
  rows?: readonly unknown[];
}

export interface LaunchInput {
  env: Readonly<Record<string, string | undefined>>;
  facts: OperatorFacts;
  /** Sample content the demo shows and a launch must replace or remove (src/content/marked-content.ts). */
  content: readonly MarkedContent[];
  partnerLists: readonly PartnerListLoad[];
}

export interface LaunchProblem {
  de: string;
  en: string;
}

/** Top-level names reserved for examples and tests (RFC 2606, RFC 6761): never a real partner. */
const RESERVED_TLD = /\.(example|test|invalid|localhost|local)$/i;

function backendProblems(env: LaunchInput['env']): LaunchProblem[] {
  const url = env.VITE_SUPABASE_URL?.trim();
  const key = env.VITE_SUPABASE_ANON_KEY?.trim();
  const problems: LaunchProblem[] = [];
  if (!url) {
    problems.push({
      de: 'VITE_SUPABASE_URL fehlt: ohne eigenes Supabase-Projekt würde die eingebettete Demo-API ausgeliefert.',
      en: 'VITE_SUPABASE_URL is missing: the embedded demo API would ship.',
    });
  } else {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      problems.push({ de: `VITE_SUPABASE_URL ist keine gültige URL: "${url}".`, en: `VITE_SUPABASE_URL is not a valid URL: "${url}".` });
    }
    if (parsed && isPrivateHost(parsed.hostname)) {
      problems.push({
        de: `VITE_SUPABASE_URL zeigt auf eine lokale oder private Adresse (${parsed.host}); Besucher könnten sie nicht erreichen.`,
        en: `VITE_SUPABASE_URL points to a loopback or private address (${parsed.host}) that visitors cannot reach.`,
      });
    } else if (parsed && parsed.protocol !== 'https:') {
      problems.push({ de: 'VITE_SUPABASE_URL muss https:// verwenden.', en: 'VITE_SUPABASE_URL must use https://.' });
    }
  }
  if (!key) {
    problems.push({ de: 'VITE_SUPABASE_ANON_KEY fehlt.', en: 'VITE_SUPABASE_ANON_KEY is missing.' });
  }
  // The demo's default domain is nobody's confirmed domain (legal review of 27.11.2026, A5): the
  // operator names the one they run, and so confirms it for canonicals, sitemap and e-mail.
  if (!env.VITE_SITE_URL?.trim()) {
    problems.push({
      de: 'VITE_SITE_URL fehlt: Tragen Sie die Adresse der Domain ein, die Sie betreiben (Kanonische URLs, Sitemap und Kontaktadressen folgen ihr).',
      en: 'VITE_SITE_URL is missing: set the address of the domain you run (canonical URLs, sitemap and contact addresses follow it).',
    });
  }
  return problems;
}

/** Every object below `value` that is still marked `sample: true`, by its path from `path`. */
export function samplePaths(value: unknown, path = 'operatorFacts'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => samplePaths(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record.sample === true ? [path] : [];
  const nested = Object.entries(record).flatMap(([key, child]) => samplePaths(child, `${path}.${key}`));
  return [...own, ...nested];
}

function evidenceProblem(name: string, evidence: Evidence | null): LaunchProblem | null {
  if (!evidence) {
    return { de: `Die Aussage ${name} hat keine Quelle.`, en: `The claim ${name} has no source.` };
  }
  let https = false;
  try {
    https = new URL(evidence.url).protocol === 'https:';
  } catch {
    // reported below
  }
  if (!https || !evidence.label.trim() || Number.isNaN(Date.parse(evidence.checkedAt))) {
    return {
      de: `Die Quelle der Aussage ${name} ist unvollständig (Bezeichnung, https-Link und Prüfdatum nötig).`,
      en: `The source of the claim ${name} is incomplete (label, https link and check date needed).`,
    };
  }
  return null;
}

function factProblems(facts: OperatorFacts): LaunchProblem[] {
  const samples = samplePaths(facts).map((path) => ({
    de: `Beispielwert statt echter Angabe: ${path} (src/config/operator-facts.ts).`,
    en: `Sample value instead of a real one: ${path} (src/config/operator-facts.ts).`,
  }));
  // A claim set to null is not made on the site, so it needs no source.
  const claims = Object.entries(facts.claims).flatMap(([name, claim]) => {
    const problem = claim ? evidenceProblem(`operatorFacts.claims.${name}`, claim.evidence) : null;
    return problem ? [problem] : [];
  });
  const authors =
    facts.authors.length === 0
      ? [{ de: 'Es ist keine Autorin und kein Autor eingetragen (operatorFacts.authors).', en: 'No author is configured (operatorFacts.authors).' }]
      : [];
  return [...samples, ...claims, ...authors];
}

function contentProblems(content: readonly MarkedContent[]): LaunchProblem[] {
  return content.flatMap(({ name, file, value }) =>
    samplePaths(value, name).map((path) => ({
      de: `Beispielinhalt statt echter Angabe: ${path} (${file}); ersetzen oder entfernen.`,
      en: `Sample content instead of real content: ${path} (${file}); replace or remove it.`,
    })),
  );
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Names of the rows whose representative example names no lender with address (§ 17 Abs. 2 S. 1 Nr. 1 PAngV), read
 * from the backend's rows: the app drops such an example and keeps the offer, so no row count shows it.
 */
function examplesWithoutLender(rows: readonly unknown[]): string[] {
  return rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const { name, representative_example: example, lender_name: lenderName, lender_address: lenderAddress } = row as Record<string, unknown>;
    return example !== null && example !== undefined && (isBlank(lenderName) || isBlank(lenderAddress)) ? [String(name)] : [];
  });
}

/** The structured parts of a row that say whether they are invented sample data. */
const MARKED_COLUMNS = ['evaluation', 'card_conditions', 'savings_conditions'] as const;

/** Names of the rows whose evaluation or conditions are still marked as samples (shown as "Beispiel" in the demo). */
function rowsWithSampleData(rows: readonly unknown[]): string[] {
  return rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const record = row as Record<string, unknown>;
    const marked = MARKED_COLUMNS.filter((column) => {
      const value = record[column];
      return typeof value === 'object' && value !== null && (value as { sample?: unknown }).sample === true;
    });
    return marked.length > 0 ? [`${String(record.name)} (${marked.join(', ')})`] : [];
  });
}

function partnerProblems(lists: readonly PartnerListLoad[]): LaunchProblem[] {
  return lists.flatMap((load) => {
    const problems: LaunchProblem[] = [];
    const withSamples = rowsWithSampleData(load.rows ?? []);
    if (withSamples.length > 0) {
      problems.push({
        de: `Die Partnerliste "${load.list}": als Beispiel markierte Angaben bei ${withSamples.join(', ')}.`,
        en: `The partner list "${load.list}": data marked as sample for ${withSamples.join(', ')}.`,
      });
    }
    const withoutLender = examplesWithoutLender(load.rows ?? []);
    if (withoutLender.length > 0) {
      problems.push({
        de: `Die Partnerliste "${load.list}": repräsentatives Beispiel ohne Name und Anschrift des Darlehensgebers bei ${withoutLender.join(', ')} (§ 17 Abs. 2 PAngV).`,
        en: `The partner list "${load.list}": representative example without the lender's name and address for ${withoutLender.join(', ')}.`,
      });
    }
    if (load.kept === 0) {
      problems.push({
        de: `Die Partnerliste "${load.list}" ist leer: die Seite würde keine Angebote zeigen.`,
        en: `The partner list "${load.list}" is empty: the page would show no offers.`,
      });
    }
    if (load.received > load.kept) {
      const dropped = load.received - load.kept;
      problems.push({
        de: `Die Partnerliste "${load.list}": ${dropped} von ${load.received} Zeilen wurden bei der Prüfung verworfen (siehe Warnungen oben).`,
        en: `The partner list "${load.list}": validation dropped ${dropped} of ${load.received} rows (see the warnings above).`,
      });
    }
    const reserved = [...new Set(load.trackingHosts.filter((host) => RESERVED_TLD.test(host) || isPrivateHost(host)))];
    if (reserved.length > 0) {
      problems.push({
        de: `Die Partnerliste "${load.list}" verlinkt auf Beispiel-Hosts: ${reserved.join(', ')}.`,
        en: `The partner list "${load.list}" links to example hosts: ${reserved.join(', ')}.`,
      });
    }
    return problems;
  });
}

/** Everything that keeps this build from going live; empty when it may. */
export function launchProblems({ env, facts, content, partnerLists }: LaunchInput): LaunchProblem[] {
  return [...backendProblems(env), ...factProblems(facts), ...contentProblems(content), ...partnerProblems(partnerLists)];
}

interface CheckedOffers {
  list: string;
  checkedDates: readonly { name: string; checkedAt: string | null }[];
}

/**
 * Offers whose conditions were last checked more than `maxAgeDays` before the build date (each offer once,
 * though comparison portals sit in several lists): a production build refuses them (§ 5 UWG), a demo warns.
 */
export function outdatedConditionsProblems(lists: readonly CheckedOffers[], buildDate: string, maxAgeDays: number): LaunchProblem[] {
  const outdated = new Map<string, string | null>();
  for (const { checkedDates } of lists) {
    for (const { name, checkedAt } of checkedDates) {
      if (isConditionsOutdated(checkedAt, buildDate, maxAgeDays)) outdated.set(name, checkedAt);
    }
  }
  return [...outdated].map(([name, checkedAt]) => {
    const when = checkedAt === null ? { de: 'nie', en: 'never' } : { de: `zuletzt am ${formatBerlinDate(checkedAt)}`, en: `last on ${berlinDay(checkedAt)}` };
    return {
      de: `Die Konditionen von "${name}" wurden ${when.de} geprüft, vor mehr als ${maxAgeDays} Tagen (MAX_CONDITIONS_AGE_DAYS): bitte in der Betreiberkonsole prüfen.`,
      en: `The conditions of "${name}" were checked ${when.en}, more than ${maxAgeDays} days before the build (MAX_CONDITIONS_AGE_DAYS): check them in the operator console.`,
    };
  });
}

/**
 * Dated legal or statistical figures whose validity ended before the build date. Demo and
 * production builds both refuse them, so a stale figure cannot ship silently.
 */
export function expiredFactProblems(facts: readonly DatedFact[], buildDate: string): LaunchProblem[] {
  return facts
    .filter((fact) => fact.validUntil !== null && fact.validUntil < buildDate)
    .map((fact) => ({
      de: `Der Wert "${fact.label}" (${fact.id}) galt nur bis ${fact.validUntil}; bitte in src/content/facts/facts.ts aktualisieren (Quelle: ${fact.source.url}).`,
      en: `The figure "${fact.id}" expired on ${fact.validUntil}, before the build date ${buildDate}: update src/content/facts/facts.ts.`,
    }));
}

/** One message for the build log: every problem, German first, then English. */
export function formatLaunchProblems(problems: readonly LaunchProblem[]): string {
  const list = (pick: (problem: LaunchProblem) => string) => problems.map((problem) => `  - ${pick(problem)}`).join('\n');
  return [
    `Produktions-Build abgebrochen: ${problems.length} Problem(e) müssen vor dem Start behoben werden.`,
    list((problem) => problem.de),
    '',
    `Production build refused: ${problems.length} problem(s) must be fixed before launch.`,
    list((problem) => problem.en),
    '',
    'Siehe README, Abschnitt "Hosting" / see README, section "Hosting".',
  ].join('\n');
}
