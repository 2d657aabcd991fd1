import { glossaryCtaExceptions } from '@/content/glossary/glossary-cta-exceptions';
import { glossaryCtas, type GlossaryCtaTarget } from '@/content/glossary/glossary-ctas';
import { routePath, type AppPath } from '@/routes/manifest';

/**
 * Which comparison page a term's slug leads to, most specific rule first: 'schufa' wins
 * over everything (e.g. 'kredit-ohne-schufa'), then 'unternehmenskredit' and 'kreditkarte',
 * which both also contain 'kredit', and the general 'ratenkredit', 'kredit', 'darlehen' last.
 */
const ctaRules: readonly { keywords: readonly string[]; target: GlossaryCtaTarget }[] = [
  { keywords: ['schufa'], target: 'ratenkredit-ohne-schufa' },
  { keywords: ['unternehmenskredit'], target: 'unternehmenskredit' },
  { keywords: ['kreditkarte'], target: 'kreditkarten' },
  { keywords: ['ratenkredit', 'kredit', 'darlehen'], target: 'ratenkredit' },
];

/** The reviewed exception for the slug if there is one, otherwise the first keyword rule that matches. */
export function ctaTargetForSlug(slug: string): GlossaryCtaTarget | null {
  if (Object.hasOwn(glossaryCtaExceptions, slug)) return glossaryCtaExceptions[slug] ?? null;
  const rule = ctaRules.find(({ keywords }) => keywords.some((keyword) => slug.includes(keyword)));
  return rule?.target ?? null;
}

export interface GlossaryCta {
  href: AppPath;
  title: string;
  text: string;
  label: string;
}

/** The contextual call to action of a term page, or null when none fits the term. */
export function ctaForSlug(slug: string): GlossaryCta | null {
  const target = ctaTargetForSlug(slug);
  return target ? { href: routePath(target), ...glossaryCtas[target] } : null;
}
