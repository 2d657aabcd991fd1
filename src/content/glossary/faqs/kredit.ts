import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';

/** Hand-written follow-up questions for the most searched kredit terms. */
export const kreditFaqs: GlossaryFaqsBySlug = {};
