import type { DatedFact } from '@/content/facts/fact-types';

/** Every dated figure the site states. */
export const allFacts: readonly DatedFact[] = [];
