import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { realAuthor, sampleAuthor } from '@/features/guides/testing/authors';
import { authorSectionTitle, ExpertCard, expertInitials } from '@/features/guides/components/expert-card';


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
