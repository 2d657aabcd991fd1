import { describe, expect, it } from 'vitest';
import { operatorFacts, type Certificate } from '@/config/operator-facts';
import {
  aboutFacts,
  aboutIntro,
  aboutMission,
  aboutPrinciples,
  aboutValues,
  CONS_SENTENCE,
  guideCount,
} from '@/content/about';
import { CONDITIONS_DATE_LABEL, GLOSSARY_DATE_LABEL, GUIDE_DATE_LABEL } from '@/content/date-labels';
import { aboutNetwork } from '@/content/network';
import { contentStats } from '@/content/content-stats.generated';
import { routes } from '@/routes/manifest';

const certificate: Certificate = {
  sample: false,
  body: 'Prüfstelle GmbH',
  scope: 'Datenschutz-Management des Portals',
  number: 'ZE-123',
  validUntil: '2027-06-30',
  url: 'https://pruefstelle.example/zertifikate/ze-123',
};

describe('about facts', () => {
  it('count the guides of the route manifest and the glossary terms', () => {
    expect(guideCount).toBe(routes.filter((route) => route.id.startsWith('ratgeber-')).length);
    const facts = aboutFacts();
    expect(facts[0]!.value).toBe(String(guideCount));
    expect(facts[1]).toEqual({ value: String(contentStats.glossaryTermCount), label: 'Begriffe im Finanzglossar' });
  });

  it('claim no founding year, bank count or independence', () => {
    const text = JSON.stringify([aboutIntro, aboutMission, aboutFacts(), aboutValues()]);
    expect(text).not.toMatch(/seit \d{4}|über \d+|Banken ausgewertet|unabhängig|TÜV/i);
  });
});

describe('about values', () => {
  it('state the ownership claim instead of "100% Unabhängig"', () => {
    expect(aboutValues()[0]!.title).toContain(operatorFacts.claims.ownership.text);
  });

  it('show the disclosure card while no certificate is configured', () => {
    const titles = aboutValues({ ...operatorFacts, certificate: null }).map((value) => value.title);
    expect(titles).toContain('Offenlegung');
    expect(titles.join(' ')).not.toMatch(/zertifiziert|geprüft/i);
  });

  it('name body, scope, number, validity and link of a configured certificate', () => {
    const card = aboutValues({ ...operatorFacts, certificate }).find((value) => value.link);
    expect(card?.title).toBe('Zertifiziert von Prüfstelle GmbH');
    expect(card?.text).toContain('Datenschutz-Management des Portals');
    expect(card?.text).toContain('Nr. ZE-123');
    expect(card?.text).toContain('30. Juni 2027');
    expect(card?.link?.href).toBe(certificate.url);
  });
});

const principle = (title: string) => aboutPrinciples.find((candidate) => candidate.title === title)!.text;

describe('about principles', () => {
  it('claim no equal treatment of pros and cons, which most offer cards do not show', () => {
    expect(JSON.stringify(aboutPrinciples)).not.toMatch(/Vor- und Nachteile gleichermaßen/);
  });

  it('say that offer cards name disadvantages too', () => {
    expect(principle('Objektivität')).toContain(CONS_SENTENCE);
  });

  it('claim no regular review, which glossary terms still dated at their first publication do not bear out', () => {
    expect(JSON.stringify(aboutPrinciples)).not.toMatch(/regelmäßig (über)?prüft|laufend geprüft/);
  });

  it('name the date labels the pages show: guide, glossary term and offer card', () => {
    const quality = principle('Qualität');
    for (const label of [GUIDE_DATE_LABEL, GLOSSARY_DATE_LABEL, CONDITIONS_DATE_LABEL]) expect(quality).toContain(`„${label}“`);
  });
});

describe('the sister-portal network (a claim of affiliation, § 5 Abs. 2 Nr. 3 UWG)', () => {
  const network = operatorFacts.claims.network!;

  it('is marked on the page while it is a sample, in the text and the footer title', () => {
    const shown = aboutNetwork({ ...network, sample: true })!;
    expect(shown.text).toContain('(Beispielangabe)');
    expect(shown.footerTitle).toBe('International (Beispielangabe)');
    expect(shown.sites).toEqual(network.sites);
  });

  it('shows no mark once it is real, and nothing at all once it is removed', () => {
    expect(aboutNetwork({ ...network, sample: false })!.text).not.toContain('Beispiel');
    expect(aboutNetwork(null)).toBeNull();
  });
});
