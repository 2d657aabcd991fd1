import { describe, expect, it } from 'vitest';
import { operatorFacts } from '@/config/operator-facts';
import { accessibilityStatementDate, barrierefreiheitSections, serviceDescription } from '@/content/legal/barrierefreiheit';
import { routes } from '@/routes/manifest';

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
    expect(links).toContainEqual({ label: expect.stringMatching(new RegExp(`^E-Mail an ${email}`)), href: `mailto:${email}` });
    expect(text).toMatch(/Wir antworten innerhalb von/);
  });

  it('shows the feedback address as a sample, in the text and the link, while it is one (the demo domain is unconfirmed)', () => {
    const { email, sample } = operatorFacts.accessibilityContact;
    const hint = sample ? ' (Beispielangabe)' : '';
    expect(text).toContain(`Schreiben Sie uns an ${email}${hint}.`);
    expect(links).toContainEqual({ label: `E-Mail an ${email}${hint}`, href: `mailto:${email}` });
  });

  it('describes the service (Anlage 3 BFSG): what the site offers and that it takes no application, contract or account', () => {
    const section = sections.find((candidate) => candidate.id === 'angebot');
    expect(section?.paragraphs).toEqual([serviceDescription]);
    expect(sections.indexOf(section!)).toBeLessThan(sections.findIndex((candidate) => candidate.id === 'stand-der-vereinbarkeit'));
    for (const offered of ['vergleicht Angebote', 'Rechner', 'Finanzglossar', 'Ratgeber', '„Anzeige“']) expect(serviceDescription).toContain(offered);
    expect(serviceDescription).toMatch(/keinen Antrag, schließen keinen Kredit-, Karten- oder Kontovertrag ab und legen kein Kundenkonto an/);
    expect(serviceDescription.split(/(?<=\.)\s+/)).toHaveLength(3);
  });

  it('names only comparisons the site has', () => {
    const paths = new Set(routes.map((route) => route.path));
    const compared: Record<string, string> = {
      Ratenkredite: '/ratenkredit',
      Kreditkarten: '/kreditkarten',
      Baufinanzierungen: '/baufinanzierung',
      Unternehmenskredite: '/unternehmenskredit',
      Sparkonten: '/ratgeber/sparkonto',
    };
    for (const [product, path] of Object.entries(compared)) {
      expect(serviceDescription).toContain(product);
      expect(paths).toContain(path);
    }
  });

  it('cites § 32 Abs. 1 BFSG for the request to the authority, without making a reply from us a condition', () => {
    expect(text).toContain('(§ 32 Abs. 1 Satz 1 BFSG)');
    expect(text).toContain('(§ 32 Abs. 1 Satz 2 BFSG)');
    expect(text).toMatch(/nicht oder nur eingeschränkt nutzen können/);
    expect(text).toMatch(/Sie müssen uns dafür nicht zuerst schreiben/);
    expect(text).not.toMatch(/nicht zufriedenstellend geantwortet/);
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
