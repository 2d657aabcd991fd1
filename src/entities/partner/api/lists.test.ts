import { describe, expect, it } from 'vitest';
import { partnerListOrder, partnerLists } from '@/entities/partner/api/lists';
import { rankingNotes } from '@/content/partners/disclosure';

// Cards and savings are ordered by their comparisons (features/card-comparison, savings-comparison), which state their own notes.
const listsWithTheirOrder = Object.entries(partnerListOrder).filter(([list]) => list !== 'kreditkarte' && list !== 'sparkonto');

describe('ranking notes (UWG § 5b Abs. 2): the main parameters of every list', () => {
  it.each(listsWithTheirOrder)('%s states the order the code applies (%s)', (list, order) => {
    const text = rankingNotes[list as keyof typeof rankingNotes].paragraphs.join(' ');
    if (order === 'evaluation') expect(text).toMatch(/nach der Gesamtpunktzahl unserer Bewertung/);
    if (order === 'example-rate') {
      expect(text).toMatch(/nach dem effektiven Jahreszins im (repräsentativen )?Beispiel des Anbieters, der niedrigste zuerst/);
      expect(text).not.toMatch(/von Hand/);
    }
    expect(text).toMatch(/Provision/);
  });

  it('keep consumer-loan intermediaries out of the business loan list (audit 0-B) and its note from calling a business loan example representative', () => {
    expect(partnerLists.unternehmenskredit).toEqual(['unternehmenskredit']);
    expect(rankingNotes.unternehmenskredit.paragraphs.join(' ')).not.toMatch(/repräsentativ|Vergleichsportale/);
  });

  it('leave no credit list in a hand-made order', () => {
    for (const list of ['unternehmenskredit', 'baufinanzierung'] as const) expect(partnerListOrder[list]).not.toBe('editorial');
    for (const list of ['kreditkarte', 'unternehmenskredit', 'baufinanzierung', 'ohne-schufa'] as const) expect(rankingNotes[list].paragraphs.join(' ')).not.toMatch(/von Hand/);
  });
});
