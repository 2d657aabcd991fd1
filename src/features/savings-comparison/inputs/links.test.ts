import { describe, expect, it } from 'vitest';
import { saverTypes } from '@/content/guides/sparkonto-background';
import { savingsParamNames } from '@/features/savings-comparison/inputs/defaults';
import { parseSavingsParams } from '@/features/savings-comparison/inputs/parse';

describe('what reads or writes the comparison’s parameters', () => {
  it.each(saverTypes.map((type) => [type.typ, type.vergleich.params] as const))('the saver type "%s" links to inputs the comparison takes as they are', (_type, params) => {
    const search = new URLSearchParams(params);
    expect([...search.keys()].every((name) => (savingsParamNames as readonly string[]).includes(name))).toBe(true);
    expect(parseSavingsParams(search).hints).toEqual({});
  });
});
