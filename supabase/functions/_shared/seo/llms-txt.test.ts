import { describe, expect, it } from 'vitest';
import { generateLlmsTxt } from './llms-txt.ts';
import { createTestSite } from './test-site.ts';

describe('generateLlmsTxt', () => {
  const text = generateLlmsTxt(createTestSite(2));
  const lines = text.split('\n');

  it('starts with an H1 of the site name and a blockquote summary', () => {
    expect(lines[0]).toBe('# Testportal');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('> Kredite smart vergleichen. Vergleich von Krediten & Karten.');
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
  });

  it('has H2 sections in the configured order, each a list of absolute Markdown links', () => {
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Vergleiche', '## Ratgeber', '## Glossar', '## Über das Portal']);
    const afterFirstSection = lines.slice(lines.indexOf('## Vergleiche'));
    for (const line of afterFirstSection.filter((entry) => entry && !entry.startsWith('## ') && !entry.startsWith('Das Glossar'))) {
      expect(line).toMatch(/^- \[[^\]\\]*(\\.[^\]\\]*)*\]\(https:\/\/www\.example\.de\/[^)\s]*\)(: .+)?$/);
    }
  });

  it('links pages with their description and escapes brackets in link text', () => {
    expect(text).toContain('- [Ratenkredit \\[Vergleich\\]](https://www.example.de/ratenkredit): Angebote & Konditionen.');
    expect(text).toContain('- [Zinsen verstehen](https://www.example.de/ratgeber/zinsen): Sollzins & Effektivzins.');
  });

  it('states the glossary size, counted from the terms', () => {
    expect(text.split('## Glossar\n\n')[1]!.split('\n\n')[0]).toBe('Das Glossar erklärt 2 Begriffe, jeden auf einer eigenen Seite.');
    expect(generateLlmsTxt(createTestSite(1234))).toContain('Das Glossar erklärt 1.234 Begriffe');
  });

  it('lists the glossary index and every term under Glossar', () => {
    const glossary = text.split('## Glossar\n\n')[1]!.split('\n\n')[1]!.split('\n');
    expect(glossary).toEqual([
      '- [Finanzglossar](https://www.example.de/glossar): Begriffe von A bis Z.',
      '- [Begriff 1](https://www.example.de/glossar/begriff-1)',
      '- [Begriff 2](https://www.example.de/glossar/begriff-2)',
    ]);
  });

  it('leaves out sections without pages', () => {
    const site = createTestSite(0);
    const onlyComparison = { ...site, pages: site.pages.filter((page) => page.section === 'comparison') };
    expect(generateLlmsTxt(onlyComparison).match(/^## .*/gm)).toEqual(['## Vergleiche']);
  });
});
