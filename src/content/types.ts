import type { AppHref } from '@/routes/manifest';

/** An internal link written in content: its visible label and the path it opens. */
export interface ContentLink {
  label: string;
  href: AppHref;
}

/** A question and its answer; `link` adds an internal link after the answer. */
export interface Faq {
  q: string;
  a: string;
  link?: ContentLink;
}
