import { LinkCards } from '@/components/ui/link-cards';
import type { GuideLink } from '@/content/guides/guide-types';

/** Cards that lead on to related pages of the site. */
export function RelatedLinks({ links }: { links: readonly GuideLink[] }) {
  const cards = links.map((link) => ({ href: link.href, title: link.label, text: link.text }));
  return <LinkCards cards={cards} variant="related" action="Weiterlesen →" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />;
}
