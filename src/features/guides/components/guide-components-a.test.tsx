import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guideDates } from '@/content/guides/guide-dates';
import type { GuideExpert } from '@/content/guides/guide-expert';
import { ExpertCard, expertInitials } from '@/features/guides/components/expert-card';
import { GuideFrame } from '@/features/guides/components/guide-frame';
import { StarRating } from '@/features/guides/components/star-rating';

const expert: GuideExpert = {
  name: 'Dr. Anna Beispiel',
  title: 'Finanzexpertin',
  experience: '10 Jahre',
  specialization: 'Kredite',
  credentials: ['Bankkauffrau'],
};

describe('expertInitials', () => {
  it.each([
    ['Thomas Berger', 'TB'],
    ['Dr. Katharina Wolff', 'KW'],
    ['Prof. Dr. Anna Maria Beispiel', 'AB'],
    ['Madonna', 'M'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => {
    expect(expertInitials(name)).toBe(initials);
  });
});

describe('ExpertCard', () => {
  it('shows initials without an image and the portrait with one', () => {
    const withoutImage = renderToStaticMarkup(<ExpertCard expert={expert} />);
    expect(withoutImage).toContain('>AB</div>');
    expect(withoutImage).not.toContain('<img');
    expect(withoutImage).toContain('<h2');

    const withImage = renderToStaticMarkup(<ExpertCard expert={{ ...expert, image: true, imageSrc: '/images/experten/anna.webp' }} headingLevel="h3" />);
    expect(withImage).toContain('<img src="/images/experten/anna.webp" alt="Porträt von Dr. Anna Beispiel"');
    expect(withImage).toContain('<h3');
  });

  it('falls back to initials when the image flag is set but no file is given', () => {
    expect(renderToStaticMarkup(<ExpertCard expert={{ ...expert, image: true }} />)).not.toContain('<img');
  });

  it('lists experience, specialization and credentials and says the profile is fictional', () => {
    const html = renderToStaticMarkup(<ExpertCard expert={expert} />);
    for (const text of ['10 Jahre', 'Kredite', 'Bankkauffrau', 'fiktivem Namen']) expect(html).toContain(text);
  });
});

describe('StarRating', () => {
  it.each([
    [4, 4],
    [1, 1],
    [5, 5],
    [7, 5],
    [-2, 0],
    [Number.NaN, 0],
    [3.6, 4],
  ])('labels %d as %d of 5 stars', (value, stars) => {
    expect(renderToStaticMarkup(<StarRating value={value} />)).toContain(`aria-label="${stars} von 5 Sternen"`);
  });
});

describe('GuideFrame', () => {
  const render = (faqs?: { q: string; a: string }[]) =>
    renderToStaticMarkup(
      <StaticRouter location="/ratgeber/zinsen">
        <GuideFrame id="ratgeber-zinsen" title="Zinsen verstehen" intro="Einleitung" expert={expert} faqs={faqs}>
          <p>Inhalt</p>
        </GuideFrame>
      </StaticRouter>,
    );

  it('renders one h1, the breadcrumbs and the publication line', () => {
    const html = render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Startseite');
    expect(html).toContain(`<time dateTime="${guideDates.published}">19. Oktober 2025</time>`);
    expect(html).toContain('Aktualisiert am');
    expect(html).toContain('von Dr. Anna Beispiel');
    expect(html).not.toContain('Häufige Fragen');
  });

  it('renders the FAQ section only when FAQs are given', () => {
    expect(render([{ q: 'Frage?', a: 'Antwort.' }])).toContain('Häufige Fragen');
  });
});
