import { describe, expect, it } from 'vitest';
import { highlightFromPros } from '@/features/partner-lists/lib/highlight';

describe('highlightFromPros', () => {
  it.each([
    [['Kurz'], 'Kurz'],
    [['123456789012345678901234567890'], '123456789012345678901234567890'],
    [['1234567890123456789012345678901'], '12345678901234567890123456789…'],
    [['Kostenlose Sondertilgungen jederzeit möglich'], 'Kostenlose Sondertilgungen je…'],
    [['Laufzeiten von 12 bis 120 Monaten'], 'Laufzeiten von 12 bis 120 Mon…'],
    [['  Leerzeichen  '], 'Leerzeichen'],
    [[], '–'],
    [[''], '–'],
  ])('%j → %s', (pros, expected) => {
    const result = highlightFromPros(pros);
    expect(result).toBe(expected);
    expect(Array.from(result).length).toBeLessThanOrEqual(30);
  });

  it('uses only the first pro', () => {
    expect(highlightFromPros(['Erster', 'Zweiter'])).toBe('Erster');
  });

  it('never cuts a character in half', () => {
    const emoji = '😀'.repeat(40);
    expect(Array.from(highlightFromPros([emoji]))).toHaveLength(30);
  });

  it('does not end in a space before the ellipsis', () => {
    expect(highlightFromPros(['Ein Vorteil mit genau hier Leerzeichen am Schnitt'])).not.toMatch(/ …$/);
  });
});
