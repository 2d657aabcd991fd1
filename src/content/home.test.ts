import { describe, expect, it } from 'vitest';
import { operatorFacts, type ReviewSource } from '@/config/operator-facts';
import { SAMPLE_MARK } from '@/content/claims';
import { homeCta, homeHero, homeProducts, homeReasons, homeStats, homeSteps, homeTopics } from '@/content/home';
import { contentStats } from '@/content/content-stats.generated';

const reviewSource: ReviewSource = {
  sample: false,
  provider: 'Bewertungsportal',
  ratingValue: 4.6,
  bestRating: 5,
  ratingCount: 1234,
  checkedAt: '2026-11-01',
  url: 'https://bewertungen.example/kreditsmart',
};

describe('homeStats', () => {
  it('counts the offers of the loaded list and the real glossary terms', () => {
    const stats = homeStats({ ratenkreditOfferCount: 11 });
    expect(stats[0]).toEqual({ value: '11', label: 'Angebote im Ratenkredit-Vergleich' });
    expect(stats[1]).toEqual({ value: String(contentStats.glossaryTermCount), label: 'Begriffe im Finanzglossar' });
  });

  it('leaves the offer count out while the list is unknown or empty', () => {
    for (const ratenkreditOfferCount of [null, 0]) {
      expect(homeStats({ ratenkreditOfferCount }).some((stat) => stat.label.includes('Angebote'))).toBe(false);
    }
  });

  it('formats counts the German way', () => {
    expect(homeStats({ ratenkreditOfferCount: 1234, glossaryTermCount: 2500 }).map((stat) => stat.value)).toContain('2.500');
  });

  it('shows the decision time from its claim, qualified and marked while it is a sample', () => {
    const { decisionTime } = operatorFacts.claims;
    const stat = homeStats({ ratenkreditOfferCount: 11 }).find((entry) => entry.value === decisionTime.figure?.value);
    expect(stat?.label).toContain('bei vielen Banken');
    expect(stat?.label.endsWith(SAMPLE_MARK)).toBe(decisionTime.sample);
  });

  it('shows no rating without a review source', () => {
    const stats = homeStats({ ratenkreditOfferCount: 11, facts: { ...operatorFacts, reviewSource: null } });
    expect(JSON.stringify(stats)).not.toMatch(/Bewertung|\/5/);
  });

  it('shows a configured rating with provider, count, date and a link to the source', () => {
    const stats = homeStats({ ratenkreditOfferCount: 11, facts: { ...operatorFacts, reviewSource } });
    expect(stats).toContainEqual({
      value: '4,6/5',
      label: '1.234 Bewertungen bei Bewertungsportal, Stand 1. November 2026',
      source: { label: 'Zu den Bewertungen bei Bewertungsportal', href: reviewSource.url },
    });
  });
});

describe('home content', () => {
  const text = JSON.stringify([homeHero, homeStats({ ratenkreditOfferCount: 11 }), homeProducts, homeReasons, homeSteps, homeTopics(), homeCta]);

  it('names the glossary size as counted', () => {
    expect(homeTopics().find((topic) => topic.href === '/glossar')?.text).toBe(`${contentStats.glossaryTermCount} Begriffe verständlich erklärt.`);
  });

  it('types no rate, bank count, rating or test award into its prose', () => {
    expect(text).not.toMatch(/\d+,\d+\s*%|\d\s*%/);
    expect(text).not.toMatch(/Banken im Vergleich|über \d+|\d+\+|\/5|Testsieger|TÜV|unabhängig/i);
  });

  it('uses the ownership claim instead of an independence claim', () => {
    expect(homeHero.trustBadges[0]).toContain(operatorFacts.claims.ownership.text);
  });
});
