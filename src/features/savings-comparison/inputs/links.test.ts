import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saverTypes } from '@/content/guides/sparkonto-background';
import { savingsParamNames } from '@/features/savings-comparison/inputs/defaults';
import { parseSavingsParams } from '@/features/savings-comparison/inputs/parse';

describe('what reads or writes the comparison’s parameters', () => {
  it('public/savings-pending.js knows exactly the comparison’s parameters', () => {
    const script = readFileSync(new URL('../../../../public/savings-pending.js', import.meta.url), 'utf8');
    const names = /var names = \[([^\]]*)\]/.exec(script)?.[1]?.split(',').map((name) => name.trim().replaceAll("'", ''));
    expect(names).toEqual([...savingsParamNames]);
  });

  it.each(saverTypes.map((type) => [type.typ, type.vergleich.params] as const))('the saver type "%s" links to inputs the comparison takes as they are', (_type, params) => {
    const search = new URLSearchParams(params);
    expect([...search.keys()].every((name) => (savingsParamNames as readonly string[]).includes(name))).toBe(true);
    expect(parseSavingsParams(search).hints).toEqual({});
  });
});
