import type { SeoSite } from './seo-types.ts';
import { absoluteUrl } from './urls.ts';

function linkText(text: string): string {
  return text.replace(/([\\[\]])/g, '\\$1');
}

function link(title: string, url: string, note?: string): string {
  return `- [${linkText(title)}](${url})${note ? `: ${note}` : ''}`;
}

function sectionLinks(site: SeoSite, sectionId: string): string[] {
  const links = site.pages
    .filter((page) => page.section === sectionId)
    .map((page) => link(page.title, absoluteUrl(site.baseUrl, page.path), page.description));
  if (sectionId === 'glossary') {
    links.push(
      ...site.glossary.terms.map((term) => link(term.term, absoluteUrl(site.baseUrl, `${site.glossary.pathPrefix}${term.slug}`))),
    );
  }
  return links;
}

/** A sentence before a section's links; the glossary's states its size, counted from the terms. */
function sectionIntro(site: SeoSite, sectionId: string): string | null {
  const count = site.glossary.terms.length;
  if (sectionId !== 'glossary' || count === 0) return null;
  return `Das Glossar erklärt ${new Intl.NumberFormat('de-DE').format(count)} Begriffe, jeden auf einer eigenen Seite.`;
}

/**
 * llms.txt in the llmstxt.org format: an H1 with the site name, a blockquote summary, a short
 * paragraph, then one H2 section per page group with a Markdown link list.
 */
export function generateLlmsTxt(site: SeoSite): string {
  const blocks = [
    `# ${site.name}`,
    `> ${site.tagline}. ${site.summary}`,
    `Alle Inhalte sind auf Deutsch (${site.language}) und richten sich an Verbraucherinnen und Verbraucher in Deutschland. ` +
      `Startseite: ${absoluteUrl(site.baseUrl, '/')}`,
  ];
  for (const section of site.llmsSections) {
    const links = sectionLinks(site, section.id);
    if (links.length === 0) continue;
    const intro = sectionIntro(site, section.id);
    blocks.push([`## ${section.title}`, ...(intro ? [intro] : []), links.join('\n')].join('\n\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
