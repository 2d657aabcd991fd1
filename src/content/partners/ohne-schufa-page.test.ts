import { describe, expect, it } from 'vitest';
import { rankingNotes } from '@/content/partners/disclosure';
import { ohneSchufaAlternatives, ohneSchufaExplanations, ohneSchufaPage, ohneSchufaWarning } from '@/content/partners/ohne-schufa';

const pageText = JSON.stringify([ohneSchufaPage, ohneSchufaWarning, ohneSchufaExplanations, ohneSchufaAlternatives]);

/** The wording of /ratenkredit/ohne-schufa; the offers themselves are checked in ohne-schufa-offers.test.ts. */
describe('/ratenkredit/ohne-schufa', () => {
  it('heads its offers with nothing they might not meet: no "ohne SCHUFA-Abfrage", no typed count', () => {
    expect(ohneSchufaPage.offersTitle).not.toMatch(/SCHUFA|Abfrage|\b(?:zwei|drei|\d+)\b/i);
    expect(ohneSchufaPage.offersLead).toMatch(/Verbindlich sind die Bedingungen des jeweiligen Anbieters/);
  });

  it('points to the regulated alternatives: debt counselling, the house bank’s Dispo or Rahmenkredit, a Kleinkredit with a SCHUFA-neutral Konditionsanfrage', () => {
    const titles = ohneSchufaAlternatives.map((alternative) => alternative.title);
    expect(titles).toEqual(expect.arrayContaining(['Schuldnerberatung', 'Dispo- oder Rahmenkredit der Hausbank', 'Kleinkredit mit SCHUFA-neutraler Konditionsanfrage']));
  });

  it('never suggests that credit databases or existing loans hardly matter (CCD2 Art. 7)', () => {
    expect(ohneSchufaExplanations.map((block) => block.title)).toContain('Bestehende Kredite zählen immer');
    expect(pageText).not.toMatch(/(?:SCHUFA|Einträge?|Auskunftei\w*)[^.]{0,40}\b(?:egal|spielt keine Rolle|kein Problem|unwichtig)\b/i);
    expect(pageText).not.toMatch(/trotz (?:negativer )?SCHUFA/i);
  });

  it('claims no share of people for whom one way is better', () => {
    expect(pageText).not.toMatch(/die meisten Menschen/);
  });

  it('describes no points system for its offers, which have no score', () => {
    const note = rankingNotes['ohne-schufa'].paragraphs.join(' ');
    expect(note).not.toMatch(/Gesamtpunktzahl|Kriterien|Gewicht/);
    expect(note).toMatch(/weder Plätze noch Auszeichnungen/);
  });
});
