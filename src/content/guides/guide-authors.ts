import { authors as operatorAuthors, type Author } from '@/config/authors';

/** The author of a guide, from the operator's authors (config/authors.ts), with a closing note in the author's words. */
export interface GuideAuthor {
  author: Author;
  /** A short note that closes the guide, shown in the author card. */
  quote?: string;
}

export function findAuthor(id: string, authors: readonly Author[] = operatorAuthors): Author {
  const author = authors.find((entry) => entry.id === id);
  if (!author) throw new Error(`Unknown author id "${id}": add the author to src/config/authors.ts.`);
  return author;
}

/** Resolves the author once, when the guide's content loads: an unknown id fails the build. */
export function guideAuthor(authorId: string, quote?: string): GuideAuthor {
  return { author: findAuthor(authorId), ...(quote ? { quote } : {}) };
}
