import type { GlossaryFaqKind } from '@/content/glossary/glossary-faq-templates';
import type { FaqTemplate, GlossaryTermFacts } from '@/content/glossary/glossary-template-types';
import { MAX_FAQS, type GlossaryFaq } from '@/features/glossary/lib/glossary-types';

/** interest beats credit: 'Kreditzins' or 'Darlehenszins' is answered as an interest term. */
export function faqKindOf(term: string): GlossaryFaqKind {
  const name = term.toLowerCase();
  if (name.includes('zins')) return 'interest';
  if (name.includes('kredit') || name.includes('darlehen')) return 'credit';
  return 'other';
}

const MAX_DERIVED_FAQS = 3;

/** Fallback when no template answers: up to 3 from short definition, first long paragraph and example. */
export function deriveFaqs(facts: GlossaryTermFacts, firstParagraph: string | undefined): GlossaryFaq[] {
  const candidates: [string, string | undefined][] = [
    [`Was bedeutet „${facts.term}“?`, facts.shortDefinition],
    [`Was sollte man über „${facts.term}“ wissen?`, firstParagraph],
    [`Gibt es ein Beispiel für „${facts.term}“?`, facts.example],
  ];
  return candidates
    .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
    .map(([q, a]) => ({ q, a }))
    .slice(0, MAX_DERIVED_FAQS);
}

export function buildFaqs(
  facts: GlossaryTermFacts,
  templates: readonly FaqTemplate[],
  firstParagraph: string | undefined,
): GlossaryFaq[] {
  const faqs: GlossaryFaq[] = [];
  for (const template of templates) {
    const answer = template.a(facts)?.trim();
    if (answer) faqs.push({ q: template.q(facts), a: answer });
  }
  return faqs.length > 0 ? faqs.slice(0, MAX_FAQS) : deriveFaqs(facts, firstParagraph);
}
