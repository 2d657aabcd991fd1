import { savingsReviews } from '@/content/guides/sparkonto-background';
import { ohneSchufaProviders } from '@/content/partners/ohne-schufa';

/** Content outside operator-facts.ts whose entries carry `sample` markers. */
export interface MarkedContent {
  /** The export's name, e.g. 'savingsReviews'. */
  name: string;
  /** The file that holds it, for the build's message. */
  file: string;
  value: unknown;
}

/**
 * Sample content the demo shows with a visible "Beispiel…" note. The production build refuses
 * every entry still marked `sample: true` (scripts/lib/launch-check.ts): replace or remove it.
 */
export const markedContent: readonly MarkedContent[] = [
  { name: 'savingsReviews', file: 'src/content/guides/sparkonto-background.ts', value: savingsReviews },
  { name: 'ohneSchufaProviders', file: 'src/content/partners/ohne-schufa.ts', value: ohneSchufaProviders },
];
