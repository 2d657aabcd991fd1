import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInfo } from '@/config/build-info';
import {
  allFacts,
  expiredFacts,
  fact,
  factPreviousText,
  factSince,
  factsExpiringWithin,
  factText,
  factUntil,
  formatFactValue,
  referencedFactIds,
  type FactId,
} from '@/content/facts/facts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const srcDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('allFacts', () => {
  it('has unique ids', () => {
    const ids = allFacts.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(allFacts.map((entry) => [entry.id, entry] as const))('%s has an https source, a label and a valid period', (_id, entry) => {
    expect(new URL(entry.source.url).protocol).toBe('https:');
    expect(entry.source.title.trim()).not.toBe('');
    expect(entry.label.trim()).not.toBe('');
    expect(Number.isNaN(Date.parse(entry.validFrom))).toBe(false);
    if (entry.validUntil !== null) expect(entry.validFrom <= entry.validUntil).toBe(true);
    if (entry.previous) expect(entry.previous.validFrom < entry.validFrom).toBe(true);
  });

  it('has no fact that expired before the build date', () => {
    expect(expiredFacts(buildInfo.buildDate).map((entry) => `${entry.id} (bis ${entry.validUntil})`)).toEqual([]);
  });

  it('has every fact referenced somewhere on the site', () => {
    const texts = sourceFiles(srcDir)
      .filter((file) => !file.includes(`${path.sep}facts${path.sep}`))
      .map((file) => readFileSync(file, 'utf8'));
    const used = referencedFactIds(texts);
    expect(allFacts.map((entry) => entry.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('keeps a previous value only where a text explains the change', () => {
    const texts = sourceFiles(srcDir)
      .filter((file) => !file.includes(`${path.sep}facts${path.sep}`))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const withPrevious = allFacts.filter((entry) => entry.previous).map((entry) => entry.id);
    expect(withPrevious.filter((id) => !texts.includes(`factPreviousText('${id}')`))).toEqual([]);
  });
});

describe('fact accessors', () => {
  it('throws on an unknown id', () => {
    expect(() => fact('no-such-fact' as FactId)).toThrow('Unknown fact "no-such-fact"');
  });

  it('formats values in German notation per unit', () => {
    expect(plain(formatFactValue(42.52, 'EUR'))).toBe('42,52 €');
    expect(plain(formatFactValue(101_400, 'EUR'))).toBe('101.400 €');
    expect(plain(formatFactValue(13.9, 'EUR/h'))).toBe('13,90 €');
    expect(plain(formatFactValue(0.38, 'EUR/km'))).toBe('0,38 €');
    expect(plain(formatFactValue(4.24, 'percent'))).toBe('4,24 %');
    expect(plain(formatFactValue(25, 'percent'))).toBe('25 %');
    expect(plain(formatFactValue(26.375, 'percent'))).toBe('26,375 %');
    expect(formatFactValue(210, 'days')).toBe('210');
  });

  it('reads the current Rentenwert with its start date and the value it replaced', () => {
    expect(plain(factText('rentenwert'))).toBe('42,52 €');
    expect(factSince('rentenwert')).toBe('1. Juli 2026');
    expect(plain(factPreviousText('rentenwert'))).toBe('40,79 €');
    expect(() => factPreviousText('grundfreibetrag')).toThrow();
  });

  it('reads the last day of a fact with an end date', () => {
    expect(factUntil('eu-kleinsendungen-abgabe')).toBe('30. Juni 2028');
    expect(() => factUntil('sparer-pauschbetrag')).toThrow('has no end date');
  });
});

describe('fact reports', () => {
  const sample = [
    { id: 'a', label: 'A', value: 1, unit: 'EUR' as const, validFrom: '2026-01-01', validUntil: '2026-12-31', source: { title: 'Q', url: 'https://x.de' } },
    { id: 'b', label: 'B', value: 1, unit: 'EUR' as const, validFrom: '2026-01-01', validUntil: '2027-06-30', source: { title: 'Q', url: 'https://x.de' } },
    { id: 'c', label: 'C', value: 1, unit: 'EUR' as const, validFrom: '2026-01-01', validUntil: null, source: { title: 'Q', url: 'https://x.de' } },
  ];

  it('lists facts expiring within a window, boundaries included', () => {
    expect(factsExpiringWithin(90, '2026-11-24', sample).map((entry) => entry.id)).toEqual(['a']);
    expect(factsExpiringWithin(37, '2026-11-24', sample).map((entry) => entry.id)).toEqual(['a']);
    expect(factsExpiringWithin(36, '2026-11-24', sample).map((entry) => entry.id)).toEqual([]);
    expect(expiredFacts('2027-01-01', sample).map((entry) => entry.id)).toEqual(['a']);
  });

  it('finds ids only as quoted strings', () => {
    expect([...referencedFactIds(["factText('b')", 'ab c'], sample)]).toEqual(['b']);
  });
});
