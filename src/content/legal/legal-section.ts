import type { LinkHref } from '@/routes/manifest';

/** Shape of the legal texts: an h2 section with paragraphs, a bullet list, closing paragraphs, links and h3 subsections. */
export interface LegalLink {
  label: string;
  /** A page of the site, an absolute https URL, a mailto: address or an in-page anchor. */
  href: LinkHref;
}

export interface LegalText {
  paragraphs?: readonly string[];
  items?: readonly string[];
  closing?: readonly string[];
  links?: readonly LegalLink[];
}

export interface LegalSubsection extends LegalText {
  title: string;
}

export interface LegalSection extends LegalText {
  id: string;
  title: string;
  subsections?: readonly LegalSubsection[];
}
