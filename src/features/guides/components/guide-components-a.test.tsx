import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Author } from '@/config/operator-facts';
import { guideDates } from '@/content/guides/guide-dates';
import { HeadCollectorContext, type HeadCollector } from '@/components/seo/head-collector';
import { authorSectionTitle, ExpertCard, expertInitials } from '@/features/guides/components/expert-card';
import { GuideFrame } from '@/features/guides/components/guide-frame';
import { StarRating } from '@/features/guides/components/star-rating';

const realAuthor: Author = {
  sample: false,
  id: 'anna-muster',
  name: 'Anna Muster',
  role: 'Redakteurin für Kredite',
  experience: '10 Jahre',
  specialization: 'Kredite',
  credentials: ['Bankkauffrau (IHK)'],
  imageSrc: null,
};
const sampleAuthor: Author = { ...realAuthor, sample: true, id: 'erika-beispiel', name: 'Erika Beispiel', credentials: [] };

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
    const withoutImage = renderToStaticMarkup(<ExpertCard author={realAuthor} />);
    expect(withoutImage).toContain('>AM</div>');
    expect(withoutImage).not.toContain('<img');
    expect(withoutImage).toContain('<h2');

    const withImage = renderToStaticMarkup(<ExpertCard author={{ ...realAuthor, imageSrc: '/images/autoren/anna.webp' }} headingLevel="h3" />);
    expect(withImage).toContain('<img src="/images/autoren/anna.webp" alt="Porträt von Anna Muster"');
    expect(withImage).toContain('<h3');
  });

  it('lists role, experience, specialization, credentials and the quote', () => {
    const html = renderToStaticMarkup(<ExpertCard author={realAuthor} quote="Rechnen lohnt sich." />);
    for (const text of ['Redakteurin für Kredite', '10 Jahre', 'Kredite', 'Bankkauffrau (IHK)', '„Rechnen lohnt sich.“']) expect(html).toContain(text);
  });

  it('marks a sample persona visibly as a fictional person, and a real author not', () => {
    const sample = renderToStaticMarkup(<ExpertCard author={sampleAuthor} />);
    expect(sample).toContain('Beispielprofil: fiktive Person');
    expect(sample).toContain('die Person ist erfunden');
    expect(sample).not.toContain('aria-label="Qualifikationen"');
    const real = renderToStaticMarkup(<ExpertCard author={realAuthor} />);
    expect(real).not.toMatch(/Beispiel|fiktiv|erfunden/);
  });

  it('titles its section by whether the author is a sample', () => {
    expect(authorSectionTitle(sampleAuthor)).toBe('Autorenprofil (Beispiel)');
    expect(authorSectionTitle(realAuthor)).toBe('Autorenprofil');
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
  const render = ({ author = realAuthor, faqs }: { author?: Author; faqs?: { q: string; a: string }[] } = {}) => {
    const collector: HeadCollector = { jsonLd: [] };
    const html = renderToStaticMarkup(
      <HeadCollectorContext value={collector}>
        <StaticRouter location="/ratgeber/zinsen">
          <GuideFrame id="ratgeber-zinsen" title="Zinsen verstehen" intro="Einleitung" author={{ author }} faqs={faqs}>
            <p>Inhalt</p>
          </GuideFrame>
        </StaticRouter>
      </HeadCollectorContext>,
    );
    const article = collector.jsonLd.map((block) => JSON.parse(block)).find((block) => block['@type'] === 'Article');
    return { html, article };
  };

  it('renders one h1, the breadcrumbs and the publication line', () => {
    const { html } = render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Startseite');
    expect(html).toContain(`<time dateTime="${guideDates.published}">19. Oktober 2025</time>`);
    expect(html).toContain('Aktualisiert am');
    expect(html).toContain('von Anna Muster');
    expect(html).not.toContain('Häufige Fragen');
  });

  it('names a real author as the Person of the Article', () => {
    expect(render().article.author).toEqual({ '@type': 'Person', name: 'Anna Muster' });
  });

  it('names the editorial team, not a sample persona, as author', () => {
    const { html, article } = render({ author: sampleAuthor });
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Redaktion KreditSmart' });
    expect(html).toContain('von Redaktion KreditSmart');
    expect(html).not.toContain('Erika Beispiel');
  });

  it('renders the FAQ section only when FAQs are given', () => {
    expect(render({ faqs: [{ q: 'Frage?', a: 'Antwort.' }] }).html).toContain('Häufige Fragen');
  });
});
