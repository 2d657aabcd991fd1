import { describe, expect, it } from 'vitest';
import { parseBuildEnv } from '../../src/config/build-env-schema.ts';
import { operatorFacts, type OperatorFacts } from '../../src/config/operator-facts.ts';
import { allFacts } from '../../src/content/facts/facts.ts';
import { markedContent } from '../../src/content/marked-content.ts';
import { expiredFactProblems, formatLaunchProblems, launchProblems, outdatedConditionsProblems, samplePaths, type LaunchInput } from './launch-check.ts';

const evidence = { label: 'Auswertung der Partnerkonditionen', url: 'https://www.example.org/quelle', checkedAt: '2026-11-20' };

/** The sample facts with every marker removed and every claim sourced: what a launch-ready operator has. */
function realFacts(): OperatorFacts {
  const unmark = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"sample":true', '"sample":false')) as T;
  const facts = unmark(operatorFacts);
  return {
    ...facts,
    authors: [{ sample: false, id: 'redaktion', name: 'Anna Muster', role: 'Redakteurin', experience: '10 Jahre', specialization: 'Kredite', credentials: [], imageSrc: null }],
    claims: {
      decisionTime: { ...facts.claims.decisionTime, evidence },
      ownership: { ...facts.claims.ownership, evidence },
      network: null,
    },
  };
}

const readyInput = (): LaunchInput => ({
  env: { VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co', VITE_SUPABASE_ANON_KEY: 'public-anon-key', VITE_SITE_URL: 'https://www.kreditvergleich-smart.de' },
  facts: realFacts(),
  content: [],
  partnerLists: [{ list: 'ratenkredit', received: 3, kept: 3, trackingHosts: ['track.adtraction.com'] }],
});

const messages = (input: LaunchInput) => launchProblems(input).map((problem) => problem.en);

describe('launchProblems', () => {
  it('accepts a launch-ready configuration', () => {
    expect(launchProblems(readyInput())).toEqual([]);
  });

  it.each([
    ['a missing backend URL', { VITE_SUPABASE_URL: undefined }, /VITE_SUPABASE_URL is missing/],
    ['a missing anon key', { VITE_SUPABASE_ANON_KEY: ' ' }, /VITE_SUPABASE_ANON_KEY is missing/],
    ['a loopback backend', { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, /loopback or private address \(127\.0\.0\.1:54321\)/],
    ['localhost', { VITE_SUPABASE_URL: 'http://localhost:54321' }, /loopback or private/],
    ['a private network backend', { VITE_SUPABASE_URL: 'https://192.168.1.20' }, /loopback or private/],
    ['plain http', { VITE_SUPABASE_URL: 'http://db.example.org' }, /must use https/],
    ['garbage', { VITE_SUPABASE_URL: 'not a url' }, /not a valid URL/],
    ['no site address of the operator’s own (the demo default would ship)', { VITE_SITE_URL: '  ' }, /VITE_SITE_URL is missing/],
  ])('refuses %s', (_label, patch, expected) => {
    const input = readyInput();
    expect(messages({ ...input, env: { ...input.env, ...patch } })).toEqual([expect.stringMatching(expected)]);
  });

  it('names every sample operator fact by its path', () => {
    const input = readyInput();
    const facts = { ...input.facts, identity: { ...input.facts.identity, sample: true } };
    expect(messages({ ...input, facts })).toEqual(['Sample value instead of a real one: operatorFacts.identity (src/config/operator-facts.ts).']);
  });

  it('refuses a sample author and a missing author list', () => {
    const input = readyInput();
    const sampleAuthor = { ...input.facts.authors[0]!, sample: true };
    expect(messages({ ...input, facts: { ...input.facts, authors: [sampleAuthor] } })).toEqual([
      expect.stringContaining('operatorFacts.authors[0]'),
    ]);
    expect(messages({ ...input, facts: { ...input.facts, authors: [] } })).toEqual(['No author is configured (operatorFacts.authors).']);
  });

  it('refuses a claim without a source or with an incomplete one', () => {
    const input = readyInput();
    const claims = {
      decisionTime: { ...input.facts.claims.decisionTime, evidence: null },
      ownership: { ...input.facts.claims.ownership, evidence: { ...evidence, url: 'http://insecure.example.org' } },
      network: null,
    };
    expect(messages({ ...input, facts: { ...input.facts, claims } })).toEqual([
      'The claim operatorFacts.claims.decisionTime has no source.',
      expect.stringContaining('The source of the claim operatorFacts.claims.ownership is incomplete'),
    ]);
  });

  it.each([
    ['an empty list', { received: 0, kept: 0 }, ['The partner list "ratenkredit" is empty: the page would show no offers.']],
    ['dropped rows', { received: 5, kept: 3 }, ['The partner list "ratenkredit": validation dropped 2 of 5 rows (see the warnings above).']],
    [
      'all rows dropped',
      { received: 4, kept: 0 },
      [expect.stringContaining('is empty'), expect.stringContaining('dropped 4 of 4 rows')],
    ],
    ['example tracking hosts', { trackingHosts: ['track.partnernetz.example', 'track.partnernetz.example'] }, [expect.stringContaining('example hosts: track.partnernetz.example.')]],
    [
      'an example whose lender has no address, or no lender at all (§ 17 Abs. 2 PAngV)',
      {
        rows: [
          { name: 'Nordbank', representative_example: { lender: 'Nordbank AG' }, lender_name: 'Nordbank AG', lender_address: 'Kai 1, 20457 Hamburg' },
          { name: 'Kreditbrücke', representative_example: { lender: 'Partnerbank' }, lender_name: 'Partnerbank', lender_address: ' ' },
          { name: 'Ohnebank', representative_example: { lender: 'X' } },
          { name: 'Tagesgeld', representative_example: null },
        ],
      },
      ['The partner list "ratenkredit": representative example without the lender\'s name and address for Kreditbrücke, Ohnebank.'],
    ],
    [
      'offers whose evaluation, card or savings conditions are marked as samples',
      {
        rows: [
          { name: 'Echtbank', evaluation: { sample: false }, card_conditions: null },
          { name: 'Polarstern', card_conditions: { type: 'charge', sample: true } },
          { name: 'Zinsbank', savings_conditions: { product: 'tagesgeld', sample: true }, evaluation: { sample: true } },
        ],
      },
      ['The partner list "ratenkredit": data marked as sample for Polarstern (card_conditions), Zinsbank (evaluation, savings_conditions).'],
    ],
  ])('refuses %s', (_label, patch, expected) => {
    const input = readyInput();
    expect(messages({ ...input, partnerLists: [{ ...input.partnerLists[0]!, ...patch }] })).toEqual(expected);
  });

  it('lists every problem of the shipped demo configuration at once', () => {
    const problems = launchProblems({
      env: {},
      facts: operatorFacts,
      content: markedContent,
      partnerLists: [{ list: 'ratenkredit', received: 11, kept: 11, trackingHosts: ['track.partnernetz.example'] }],
    });
    const text = problems.map((problem) => problem.en).join('\n');
    expect(text).toContain('VITE_SUPABASE_URL is missing');
    expect(text).toContain('operatorFacts.identity');
    expect(text).toContain('operatorFacts.claims.decisionTime has no source');
    // The demo's sister-portal network, the commission amounts and the invented savings reviews never ship.
    expect(text).toContain('Sample value instead of a real one: operatorFacts.claims.network (src/config/operator-facts.ts).');
    expect(text).toContain('operatorFacts.claims.network has no source');
    expect(text).toContain('operatorFacts.brokerRole.commission');
    // The accessibility address is on the demo domain, whose owner is not confirmed.
    expect(text).toContain('Sample value instead of a real one: operatorFacts.accessibilityContact (src/config/operator-facts.ts).');
    expect(text).toContain('Sample content instead of real content: savingsReviews[0] (src/content/guides/sparkonto-background.ts)');
    expect(text).toContain('Sample content instead of real content: ohneSchufaProviders[0] (src/content/partners/ohne-schufa.ts)');
    expect(text).toContain('example hosts');
    expect(problems.length).toBeGreaterThan(5);
  });
});

describe('sample content', () => {
  it('is refused entry by entry, with its file; a network claim left out (null) needs no source', () => {
    const input = readyInput();
    const content = [{ name: 'reviews', file: 'src/content/x.ts', value: [{ sample: false }, { sample: true }] }];
    expect(messages({ ...input, content })).toEqual(['Sample content instead of real content: reviews[1] (src/content/x.ts); replace or remove it.']);
  });

  it('refuses a sister-portal network that is still a sample or has no source', () => {
    const input = readyInput();
    const network = { ...operatorFacts.claims.network!, sample: false, evidence: null };
    expect(messages({ ...input, facts: { ...input.facts, claims: { ...input.facts.claims, network } } })).toEqual([
      'The claim operatorFacts.claims.network has no source.',
    ]);
  });
});

describe('samplePaths', () => {
  it('finds nested markers in objects and arrays', () => {
    expect(samplePaths({ a: { sample: true, b: [{ sample: false }, { sample: true }] } }, 'x')).toEqual(['x.a', 'x.a.b[1]']);
  });
});

describe('formatLaunchProblems', () => {
  it('lists the problems in German, then in English', () => {
    const text = formatLaunchProblems([{ de: 'Eins fehlt.', en: 'One is missing.' }]);
    expect(text).toMatch(/^Produktions-Build abgebrochen: 1 Problem\(e\)[\s\S]*- Eins fehlt\.[\s\S]*Production build refused[\s\S]*- One is missing\./);
  });
});

describe('expiredFactProblems', () => {
  const dated = (id: string, validUntil: string | null) => ({
    id,
    label: id,
    value: 1,
    unit: 'EUR' as const,
    validFrom: '2026-01-01',
    validUntil,
    source: { title: 'Quelle', url: 'https://www.gesetze-im-internet.de/' },
  });

  it('names each fact whose validity ended before the build date', () => {
    const facts = [dated('ended', '2026-06-30'), dated('last-day', '2026-11-24'), dated('open', null)];
    const problems = expiredFactProblems(facts, '2026-11-24');
    expect(problems.map((problem) => problem.en)).toEqual([
      'The figure "ended" expired on 2026-06-30, before the build date 2026-11-24: update src/content/facts/facts.ts.',
    ]);
    expect(problems[0]?.de).toContain('galt nur bis 2026-06-30');
  });

  it('finds nothing expired in the site\'s facts on the build date', () => {
    expect(expiredFactProblems(allFacts, parseBuildEnv(process.env).buildDate)).toEqual([]);
  });
});

describe('outdatedConditionsProblems', () => {
  const lists = [
    {
      list: 'ratenkredit',
      checkedDates: [
        { name: 'Frisch', checkedAt: '2026-11-27T08:00:00Z' },
        { name: 'Am Limit', checkedAt: '2026-10-28T08:00:00Z' },
        { name: 'Alt', checkedAt: '2026-10-26T23:30:00Z' },
        { name: 'Portal', checkedAt: '2026-09-01T10:00:00Z' },
      ],
    },
    { list: 'kreditkarte', checkedDates: [{ name: 'Portal', checkedAt: '2026-09-01T10:00:00Z' }, { name: 'Ohne Datum', checkedAt: null }] },
  ];

  it('names every offer beyond the limit once, with its German date, and none within it', () => {
    const problems = outdatedConditionsProblems(lists, '2026-11-27', 30);
    expect(problems.map((problem) => problem.de)).toEqual([
      'Die Konditionen von "Alt" wurden zuletzt am 27.10.2026 geprüft, vor mehr als 30 Tagen (MAX_CONDITIONS_AGE_DAYS): bitte in der Betreiberkonsole prüfen.',
      'Die Konditionen von "Portal" wurden zuletzt am 01.09.2026 geprüft, vor mehr als 30 Tagen (MAX_CONDITIONS_AGE_DAYS): bitte in der Betreiberkonsole prüfen.',
      'Die Konditionen von "Ohne Datum" wurden nie geprüft, vor mehr als 30 Tagen (MAX_CONDITIONS_AGE_DAYS): bitte in der Betreiberkonsole prüfen.',
    ]);
    expect(problems[0]!.en).toBe('The conditions of "Alt" were checked last on 2026-10-27, more than 30 days before the build (MAX_CONDITIONS_AGE_DAYS): check them in the operator console.');
  });

  it('follows the configured limit', () => {
    expect(outdatedConditionsProblems(lists, '2026-11-27', 90).map((problem) => problem.en)).toEqual([expect.stringContaining('"Ohne Datum" were checked never')]);
    expect(outdatedConditionsProblems(lists, '2026-11-27', 1)).toHaveLength(4);
  });
});

