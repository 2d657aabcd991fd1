// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GlossaryTermView } from '@/features/glossary/components/glossary-term-view';
import type { GlossaryTerm } from '@/features/glossary/lib/glossary-types';

afterEach(cleanup);

const term: GlossaryTerm = {
  term: 'Privatinsolvenz',
  slug: 'privatinsolvenz',
  category: 'kredit',
  shortDefinition: 'Die Privatinsolvenz ist das Insolvenzverfahren für Verbraucher nach §§ 304 ff. InsO.',
  longDefinition: ['Vorher ist ein Einigungsversuch nötig.'],
  example: 'Ein Beispiel mit 30.000 € Schulden.',
  relatedTerms: [],
  sources: [],
  lastUpdated: '2026-11-24',
  faqs: [],
};

const renderTerm = (overrides: Partial<GlossaryTerm> = {}) =>
  render(
    <MemoryRouter initialEntries={[`/glossar/${term.slug}`]}>
      <GlossaryTermView term={{ ...term, ...overrides }} />
    </MemoryRouter>,
  );

describe('GlossaryTermView', () => {
  it('links a cited statute in the text to its section, in a new tab, announced as such', () => {
    renderTerm();
    const link = screen.getByRole('link', { name: /§§ 304 ff\. InsO/ });
    expect(link.getAttribute('href')).toBe('https://www.gesetze-im-internet.de/inso/__304.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('§§ 304 ff. InsO (öffnet in neuem Tab)');
  });

  it('shows no FAQ section and no source list when the term has none, and its own review date', () => {
    renderTerm();
    expect(screen.queryByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Quellen' })).toBeNull();
    expect(screen.getByText(/Zuletzt aktualisiert/).textContent).toBe('Zuletzt aktualisiert: 24. November 2026');
  });

  it('shows hand-written questions with linked statutes in the answers, and the sources', () => {
    renderTerm({
      faqs: [
        { q: 'Wie lange dauert das Verfahren?', a: 'In der Regel drei Jahre bis zur Restschuldbefreiung nach § 287 InsO.' },
        { q: 'Wer darf den Antrag stellen?', a: 'Verbraucher und ehemals Selbstständige mit überschaubaren Verhältnissen.' },
      ],
      sources: [{ title: '§ 304 InsO (Insolvenzordnung) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/inso/__304.html' }],
    });
    const faq = screen.getByRole('heading', { name: 'Häufig gestellte Fragen' }).closest('section')!;
    expect(faq.querySelectorAll('details')).toHaveLength(2);
    expect(within(faq).getByRole('link', { name: /§ 287 InsO/ }).getAttribute('href')).toBe('https://www.gesetze-im-internet.de/inso/__287.html');
    const sources = screen.getByRole('heading', { name: 'Quellen' }).closest('section')!;
    expect(within(sources).getAllByRole('link')).toHaveLength(1);
  });
});
