// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fact, type FactId } from '@/content/facts/facts';
import { GlossaryTermView } from '@/features/glossary/components/glossary-term-view';
import { findGlossaryTerm } from '@/features/glossary/lib/glossary-data';
import type { GlossaryTerm } from '@/features/glossary/lib/glossary-types';
import { formatShortDate } from '@/lib/format';

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

  const statute = { title: '§ 304 InsO (Insolvenzordnung) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/inso/__304.html' };
  const bundesbank = { title: 'Deutsche Bundesbank: Basiszinssatz', url: 'https://www.bundesbank.de/de/bundesbank/organisation/agb-und-regelungen/basiszinssatz-607820' };
  const sourcesNote = () => screen.getByText(/Quellen geprüft am/);

  it.each([
    { name: 'a statute link', sources: [statute], note: 'Quellen geprüft am 24.11.2026. Gesetze sind in der jeweils geltenden Fassung verlinkt.' },
    { name: 'a statute link among others', sources: [bundesbank, statute], note: 'Quellen geprüft am 24.11.2026. Gesetze sind in der jeweils geltenden Fassung verlinkt.' },
    { name: 'no statute link', sources: [bundesbank], note: 'Quellen geprüft am 24.11.2026.' },
    { name: 'only a calculation note', sources: [{ title: 'Rechenregel: Endwert = Anfangswert · (1 + i)^n' }], note: 'Quellen geprüft am 24.11.2026.' },
  ])('dates the sources by the term’s review, with the statute version note once: $name', ({ sources, note }) => {
    renderTerm({ sources });
    const section = screen.getByRole('heading', { name: 'Quellen' }).closest('section')!;
    expect(within(section).getByText(/Quellen geprüft am/).textContent).toBe(note);
    expect(sourcesNote().querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-24');
    expect(section.textContent!.match(/jeweils geltenden Fassung/g)?.length ?? 0).toBe(note.includes('Fassung') ? 1 : 0);
  });

  it.each([
    { lastUpdated: '2025-10-19', note: 'Quellen ergänzt am 24.11.2026.', date: '2026-11-24' },
    { lastUpdated: '2026-11-23', note: 'Quellen ergänzt am 24.11.2026.', date: '2026-11-24' },
    { lastUpdated: '2026-11-24', note: 'Quellen geprüft am 24.11.2026.', date: '2026-11-24' },
    { lastUpdated: '2026-11-27', note: 'Quellen geprüft am 27.11.2026.', date: '2026-11-27' },
  ])('claims no check of sources before the pages listed any: reviewed $lastUpdated', ({ lastUpdated, note, date }) => {
    renderTerm({ lastUpdated, sources: [bundesbank] });
    const section = screen.getByRole('heading', { name: 'Quellen' }).closest('section')!;
    const line = within(section).getByText(/^Quellen (geprüft|ergänzt) am/);
    expect(line.textContent).toBe(note);
    expect(line.querySelector('time')!.getAttribute('dateTime')).toBe(date);
  });

  it('shows a dated fact’s validity beside its source, outside the link', () => {
    renderTerm({ sources: [{ ...statute, facts: [{ label: 'Pfändungsfreigrenze', validFrom: '2026-07-01', validUntil: '2027-06-30' }] }, bundesbank] });
    const items = within(screen.getByRole('heading', { name: 'Quellen' }).closest('section')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${statute.title} (öffnet in neuem Tab) Wert gültig vom 01.07.2026 bis 30.06.2027`,
      `${bundesbank.title} (öffnet in neuem Tab)`,
    ]);
    expect(within(items[0]!).getByRole('link').textContent).not.toContain('gültig');
  });

  // Real terms: the fact's source (here a statute the text cites too) carries the fact's dates.
  it.each<[string, FactId]>([
    ['grundfreibetrag', 'grundfreibetrag'],
    ['sparerpauschbetrag', 'sparer-pauschbetrag'],
    ['aktueller-rentenwert', 'rentenwert'],
  ])('the page of %s shows when the value of %s applies', (slug, id) => {
    const { source, validFrom, validUntil } = fact(id);
    const term = findGlossaryTerm(slug)!;
    renderTerm(term);
    const link = within(screen.getByRole('heading', { name: 'Quellen' }).closest('section')!)
      .getAllByRole('link')
      .find((candidate) => candidate.getAttribute('href') === source.url)!;
    const validity = validUntil === null ? `ab ${formatShortDate(validFrom)}` : `vom ${formatShortDate(validFrom)} bis ${formatShortDate(validUntil)}`;
    expect(link.closest('li')!.textContent).toContain(`gültig ${validity}`);
    expect(sourcesNote().textContent).toContain(`Quellen geprüft am ${formatShortDate(term.lastUpdated)}.`);
  });
});
