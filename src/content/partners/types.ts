import type { AppHref } from '@/routes/manifest';

export interface ContentLink {
  label: string;
  href: AppHref;
}

/** An FAQ entry; `link` adds an internal link after the answer. */
export interface PartnerFaq {
  q: string;
  a: string;
  link?: ContentLink;
}

export interface HeroFigure {
  value: string;
  label: string;
}

export interface TextBlock {
  title: string;
  text: string;
}

/** "11 Angebote im Vergleich": counted from the list a page shows, never typed. */
export function offerCountFigure(offerCount: number): HeroFigure {
  return { value: String(offerCount), label: offerCount === 1 ? 'Angebot im Vergleich' : 'Angebote im Vergleich' };
}
