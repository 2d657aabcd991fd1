import { describe, expect, it } from 'vitest';
import type { GlossarySourceFact } from '@/features/glossary/lib/glossary-types';
import { sourceValidityText } from '@/features/glossary/lib/source-validity';

const fact = (label: string, validFrom: string, validUntil: string | null): GlossarySourceFact => ({ label, validFrom, validUntil });

describe('sourceValidityText', () => {
  it.each<[string, GlossarySourceFact[], string]>([
    ['no known end: only "ab"', [fact('Sparer-Pauschbetrag', '2023-01-01', null)], 'Wert gültig ab 01.01.2023'],
    ['a period', [fact('Aktueller Rentenwert', '2026-07-01', '2027-06-30')], 'Wert gültig vom 01.07.2026 bis 30.06.2027'],
    [
      'several facts of one period, said once',
      [fact('Grundfreibetrag', '2026-01-01', '2026-12-31'), fact('Reichensteuer ab', '2026-01-01', '2026-12-31')],
      'Werte gültig vom 01.01.2026 bis 31.12.2026',
    ],
    [
      'facts of different periods, each named',
      [fact('Kinderfreibetrag', '2026-01-01', '2026-12-31'), fact('BEA-Freibetrag', '2021-01-01', null)],
      'Kinderfreibetrag: gültig vom 01.01.2026 bis 31.12.2026; BEA-Freibetrag: gültig ab 01.01.2021',
    ],
  ])('%s', (_, facts, expected) => {
    expect(sourceValidityText(facts)).toBe(expected);
  });
});
