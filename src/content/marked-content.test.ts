import { describe, expect, it } from 'vitest';
import { reviewsSection, savingsReviews } from '@/content/guides/sparkonto-background';
import { markedContent } from '@/content/marked-content';
import { ohneSchufaProviders } from '@/content/partners/ohne-schufa';

describe('marked sample content', () => {
  it('includes the invented savings reviews, each marked, so a production build refuses them', () => {
    const entry = markedContent.find((content) => content.name === 'savingsReviews');
    expect(entry?.value).toBe(savingsReviews);
    expect(savingsReviews.length).toBeGreaterThan(0);
    expect(savingsReviews.every((review) => review.sample)).toBe(true);
  });

  it('includes the invented providers of /ratenkredit/ohne-schufa, each marked, so a production build refuses them', () => {
    const entry = markedContent.find((content) => content.name === 'ohneSchufaProviders');
    expect(entry?.value).toBe(ohneSchufaProviders);
    expect(ohneSchufaProviders.length).toBeGreaterThan(0);
    expect(ohneSchufaProviders.every((provider) => provider.sample)).toBe(true);
  });

  it('says "Beispiele" in the reviews’ heading while any is a sample', () => {
    expect(reviewsSection(savingsReviews).title).toBe('Erfahrungen von Sparern (Beispiele)');
    expect(reviewsSection(savingsReviews).lead).toMatch(/Von unserer Redaktion verfasste Beispieltexte/);
    expect(reviewsSection(savingsReviews.map((review) => ({ ...review, sample: false }))).title).toBe('Erfahrungen von Sparern');
  });
});
