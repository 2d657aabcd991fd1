import { describe, expect, it } from 'vitest';
import { operatorFacts } from '@/config/operator-facts';
import { accessibilityStatementDate, barrierefreiheitSections } from '@/content/legal/barrierefreiheit';

const sections = barrierefreiheitSections();
const text = sections.flatMap((section) => [section.title, ...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.closing ?? [])]).join('\n');
const links = sections.flatMap((section) => section.links ?? []);

describe('accessibility statement', () => {
  it('names the standard, the status and how the site is tested', () => {
    expect(text).toContain('WCAG) 2.1 in der Konformitätsstufe AA');
    expect(text).toContain('EN 301 549 V3.2.1');
    expect(text).toContain('weitgehend vereinbar');
    expect(text).toMatch(/axe-core/);
    expect(text).toMatch(/ausschließlich mit der Tastatur/);
    expect(text).toMatch(/Lighthouse/);
  });

  it('gives the feedback address from the operator facts as a mailto link, with an answer promise', () => {
    const { email } = operatorFacts.accessibilityContact;
    expect(links).toContainEqual({ label: `E-Mail an ${email}`, href: `mailto:${email}` });
    expect(text).toMatch(/Wir antworten innerhalb von/);
  });

  it('names the market surveillance authority with its website', () => {
    expect(text).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg');
    expect(links.map((link) => link.href)).toContain('https://www.mlbf-barrierefrei.de/');
  });

  it('names as its last check the date the page shows as its Stand', () => {
    expect(text).toMatch(new RegExp(`am \\d{1,2}\\. \\p{L}+ \\d{4} erstellt und am ${accessibilityStatementDate()} zuletzt überprüft`, 'u'));
  });

  it('names the reflow check and no longer claims that every wide table scrolls on a phone', () => {
    expect(text).toContain('320 Pixel Breite');
    expect(text).toContain('Auf Smartphones zeigen sie jede Zeile als Karte');
  });

  it('has unique section ids and no empty text', () => {
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const line of text.split('\n')) expect(line.trim()).not.toBe('');
  });
});
