import { describe, expect, it } from 'vitest';
import { isWellFormedSlug, MAX_SLUG_LENGTH, slugify } from '@/features/glossary/lib/slugify';

describe('slugify', () => {
  it.each([
    ['lowercases', 'Kredit', 'kredit'],
    ['maps ä, ö, ü to ae, oe, ue', 'Bürgschaft Rückzahlung Änderung', 'buergschaft-rueckzahlung-aenderung'],
    ['maps capital umlauts after lowercasing', 'ÄÖÜ', 'aeoeue'],
    ['maps ß and the capital ẞ to ss', 'Großkredit GROẞ', 'grosskredit-gross'],
    ['keeps digits', 'Säule 3a', 'saeule-3a'],
    ['drops an ampersand', 'Kredit & Darlehen', 'kredit-darlehen'],
    ['drops a percent sign', '0%-Finanzierung', '0-finanzierung'],
    ['drops a slash without a separator', '50/30/20-Regel', '503020-regel'],
    ['turns spaces into hyphens', 'Effektiver Jahreszins', 'effektiver-jahreszins'],
    ['collapses double spaces', 'Kredit  ohne   Schufa', 'kredit-ohne-schufa'],
    ['collapses repeated hyphens', 'Riester--Rente', 'riester-rente'],
    ['trims leading symbols and hyphens', '§ 34c GewO', '34c-gewo'],
    ['trims trailing hyphens', 'Zins-', 'zins'],
    ['drops other accented letters instead of transliterating', 'Café Crème', 'caf-crme'],
    ['drops punctuation', 'Kredit (privat), z. B.', 'kredit-privat-z-b'],
    ['treats a decomposed umlaut like the composed one', 'Bu\u0308rge', 'buerge'],
    ['returns an empty slug for symbols only', '§ % & /', ''],
  ])('%s', (_rule, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['Annuitätendarlehen', 'Kredit & Darlehen', ' - a  b - ']) {
      expect(slugify(slugify(input))).toBe(slugify(input));
    }
  });
});

describe('isWellFormedSlug', () => {
  it.each([
    ['annuitaetendarlehen', true],
    ['riester-rente', true],
    ['', false],
    ['Annuitaetendarlehen', false],
    ['zins--satz', false],
    ['-zins', false],
    ['zins%20satz', false],
    ['b\u00fcrgschaft', false],
    ['a'.repeat(MAX_SLUG_LENGTH), true],
    ['a'.repeat(MAX_SLUG_LENGTH + 1), false],
  ])('%s → %s', (input, expected) => {
    expect(isWellFormedSlug(input)).toBe(expected);
  });
});
