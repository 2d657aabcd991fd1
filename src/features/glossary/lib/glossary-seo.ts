import { GLOSSARY_DESCRIPTION, GLOSSARY_NAME } from '@/content/glossary/glossary-meta';
import { GLOSSARY_FIRST_PUBLISHED } from '@/content/glossary/glossary-review-dates';
import { siteConfig } from '@/config/site';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { absoluteUrl } from '@/components/seo/seo-head';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import type { GlossaryIndexEntry, GlossaryTerm } from '@/features/glossary/lib/glossary-types';
import { glossaryTermPath, routePath } from '@/routes/manifest';

const MAX_TITLE_LENGTH = 65;
const MAX_DESCRIPTION_LENGTH = 160;

export function termTitle(term: string): string {
  const candidates = [`${term}: Definition & Erklärung | ${siteConfig.name}`, `${term} | ${siteConfig.name}`];
  return candidates.find((title) => title.length <= MAX_TITLE_LENGTH) ?? term;
}

/** The short definition, cut at a word boundary when it is longer than a search snippet. */
export function termDescription(shortDefinition: string): string {
  if (shortDefinition.length <= MAX_DESCRIPTION_LENGTH) return shortDefinition;
  const cut = shortDefinition.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:–-]\s*$/, '')}…`;
}

export function termBreadcrumbs(term: Pick<GlossaryTerm, 'term' | 'slug'>): BreadcrumbItem[] {
  return [
    { label: 'Startseite', href: routePath('home') },
    { label: 'Glossar', href: routePath('glossar') },
    { label: term.term, href: glossaryTermPath(term.slug) },
  ];
}

const definedTermSetId = () => `${absoluteUrl(routePath('glossar'))}#glossar`;

const definedTermSetRef = () => ({
  '@type': 'DefinedTermSet',
  '@id': definedTermSetId(),
  name: `${GLOSSARY_NAME} von ${siteConfig.name}`,
  url: absoluteUrl(routePath('glossar')),
});

export function glossaryIndexJsonLd(entries: readonly GlossaryIndexEntry[]) {
  return {
    '@context': 'https://schema.org',
    ...definedTermSetRef(),
    description: GLOSSARY_DESCRIPTION,
    inLanguage: 'de-DE',
    hasDefinedTerm: entries.map((entry) => ({
      '@type': 'DefinedTerm',
      name: entry.term,
      url: absoluteUrl(glossaryTermPath(entry.slug)),
    })),
  };
}

/**
 * DefinedTerm (in the glossary's DefinedTermSet), Article and BreadcrumbList of one term, plus
 * FAQPage only when the term has hand-written questions.
 */
export function termJsonLd(term: GlossaryTerm) {
  const path = glossaryTermPath(term.slug);
  const blocks = [
    {
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      '@id': `${absoluteUrl(path)}#begriff`,
      name: term.term,
      description: term.shortDefinition,
      url: absoluteUrl(path),
      termCode: term.slug,
      inDefinedTermSet: definedTermSetRef(),
    },
    articleJsonLd({
      headline: `${term.term}: Definition und Erklärung`,
      description: term.shortDefinition,
      path,
      datePublished: GLOSSARY_FIRST_PUBLISHED,
      dateModified: term.lastUpdated,
    }),
    breadcrumbJsonLd(termBreadcrumbs(term)),
  ] as const;
  return term.faqs.length > 0 ? ([...blocks, faqJsonLd(term.faqs)] as const) : blocks;
}
