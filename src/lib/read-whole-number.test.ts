import { describe, expect, it } from 'vitest';
import { readWholeNumber, type WholeNumberField } from '@/lib/read-whole-number';

const euros: WholeNumberField = {
  limits: { min: 1, max: 10_000_000 },
  fallback: 10_000,
  format: (value) => `${value} €`,
  formatDative: (value) => `${value} €`,
  label: { notRecognised: 'Betrag nicht erkannt', missing: 'Kein Betrag angegeben', notWhole: 'Nur volle Euro' },
};

const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');

describe('readWholeNumber', () => {
  it.each<[string | null, number, string | undefined]>([
    [null, 10_000, undefined],
    ['25.000', 25_000, undefined],
    ['25000', 25_000, undefined],
    [' 25 000 € ', 25_000, undefined],
    ['010.000', 10_000, undefined],
    ['1', 1, undefined],
    ['10000000', 10_000_000, undefined],
    ['', 10_000, 'Kein Betrag angegeben – wir rechnen mit 10000 €.'],
    ['   ', 10_000, 'Kein Betrag angegeben – wir rechnen mit 10000 €.'],
    ['abc', 10_000, 'Betrag nicht erkannt – wir rechnen mit 10000 €.'],
    ['12a', 10_000, 'Betrag nicht erkannt – wir rechnen mit 10000 €.'],
    ['-500', 1, 'Mindestens 1 € – wir rechnen mit 1 €.'],
    ['0', 1, 'Mindestens 1 € – wir rechnen mit 1 €.'],
    ['0,4', 1, 'Mindestens 1 € – wir rechnen mit 1 €.'],
    ['10.000,50', 10_001, 'Nur volle Euro – wir rechnen mit 10001 €.'],
    ['10.000,49', 10_000, 'Nur volle Euro – wir rechnen mit 10000 €.'],
    ['10000001', 10_000_000, 'Höchstens 10000000 € – wir rechnen mit 10000000 €.'],
    ['1e9', 10_000_000, 'Gelesen als 1.000.000.000. Höchstens 10000000 € – wir rechnen mit 10000000 €.'],
    ['1e4', 10_000, 'Gelesen als 10.000 – wir rechnen mit 10000 €.'],
    ['1e999', 10_000_000, 'Höchstens 10000000 € – wir rechnen mit 10000000 €.'],
    ['9'.repeat(400), 10_000_000, 'Höchstens 10000000 € – wir rechnen mit 10000000 €.'],
    ['10,000', 10_000, 'Gelesen als 10.000 – wir rechnen mit 10000 €.'],
    ['1,000.50', 1_001, 'Gelesen als 1.000,5. Nur volle Euro – wir rechnen mit 1001 €.'],
  ])('%j → %s (%s)', (raw, value, hint) => {
    const read = readWholeNumber(raw, euros);
    expect(read.value).toBe(value);
    expect(plain(read.hint)).toBe(hint);
  });
});
