import { describe, expect, it, vi } from 'vitest';
import { getGlossaryTerm, glossaryTermQuery } from '@/features/glossary/api/get-glossary-term';
import { glossaryKeys } from '@/features/glossary/api/glossary-keys';

describe('getGlossaryTerm (server path, as in the prerender)', () => {
  it('returns the generated term for a known slug', async () => {
    expect((await getGlossaryTerm('bonitaet'))?.term).toBe('Bonität');
  });

  it.each([
    ['an unknown slug', 'gibt-es-nicht'],
    ['upper case', 'Bonitaet'],
    ['odd characters', '€ <script>'],
    ['an empty slug', ''],
    ['thousands of characters', 'a'.repeat(5000)],
  ])('returns null for %s without any request', async (_case, slug) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await getGlossaryTerm(slug)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('keys each term through the feature’s key factory', () => {
    expect(glossaryTermQuery('bonitaet').queryKey).toEqual(glossaryKeys.term('bonitaet'));
    expect(glossaryKeys.term('bonitaet').slice(0, 1)).toEqual(glossaryKeys.all);
  });
});
