import { operatorFacts, type Author } from '@/config/operator-facts';

/** The author of a guide, from operatorFacts.authors, with a closing note in the author's words. */
export interface GuideAuthor {
  author: Author;
  /** A short note that closes the guide, shown in the author card. */
  quote?: string;
}

export function findAuthor(id: string, authors: readonly Author[] = operatorFacts.authors): Author {
  const author = authors.find((entry) => entry.id === id);
  if (!author) throw new Error(`Unknown author id "${id}": add the author to operatorFacts.authors.`);
  return author;
}

/** Resolves the author once, when the guide's content loads: an unknown id fails the build. */
export function guideAuthor(authorId: string, quote?: string): GuideAuthor {
  return { author: findAuthor(authorId), ...(quote ? { quote } : {}) };
}
