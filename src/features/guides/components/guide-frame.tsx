import { Children, isValidElement, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import { FaqList, type Faq } from '@/components/ui/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import type { Author } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import { guideDates } from '@/content/guides/guide-dates';
import { RouteSeo } from '@/components/seo/route-seo';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { formatDate } from '@/lib/format';
import { getRoute, type RouteId } from '@/routes/manifest';

export type GuideRouteId = Extract<RouteId, `ratgeber-${string}`>;

interface GuideFrameProps {
  id: GuideRouteId;
  /** The page's h1, also the last breadcrumb and the Article headline. */
  title: string;
  intro: ReactNode;
  /** Named as the Article author when real; for a sample persona or none, the editorial team is. */
  author?: Author;
  /** Rendered as the closing 'Häufige Fragen' section and as FAQPage JSON-LD. */
  faqs?: readonly Faq[];
  faqTitle?: string;
  /** Content after the FAQ section, e.g. a closing call to action. */
  after?: ReactNode;
  children: ReactNode;
}

/** Who is named as the author of a guide: a real author, otherwise the editorial team. */
export function guideByline(author: Author | undefined): string {
  return author && !author.sample ? author.name : `Redaktion ${siteConfig.name}`;
}

/**
 * Each top-level part (usually a Section) hydrates on its own, after the page header. A guide is
 * 300 to 570 elements, two to four times the glossary's largest letter section; hydrated in one
 * commit, that was a long task on a phone.
 */
function HydrateEachPart({ children }: { children: ReactNode }) {
  return Children.toArray(children).map((child, index) => (
    <DeferredHydration key={isValidElement(child) ? child.key : index}>{child}</DeferredHydration>
  ));
}

/** The shared shell of every /ratgeber page: SEO and structured data, header with breadcrumbs, dates. */
export function GuideFrame({ id, title, intro, author, faqs, faqTitle = 'Häufige Fragen', after, children }: GuideFrameProps) {
  const route = getRoute(id);
  const breadcrumbs = [
    { label: 'Startseite', href: '/' },
    { label: title, href: route.path },
  ];
  const jsonLd = [
    articleJsonLd({
      headline: title,
      description: route.description,
      path: route.path,
      datePublished: guideDates.published,
      dateModified: guideDates.modified,
      authorName: author && !author.sample ? author.name : undefined,
    }),
    breadcrumbJsonLd(breadcrumbs),
    ...(faqs && faqs.length > 0 ? [faqJsonLd(faqs)] : []),
  ];

  return (
    <article>
      <RouteSeo id={id} ogType="article" jsonLd={jsonLd} />
      <PageHeader title={title} intro={intro} breadcrumbs={breadcrumbs}>
        <p className="mt-4 text-sm text-slate-700">
          Veröffentlicht am <time dateTime={guideDates.published}>{formatDate(guideDates.published)}</time>
          {' · '}Aktualisiert am <time dateTime={guideDates.modified}>{formatDate(guideDates.modified)}</time>
          {` · von ${guideByline(author)}`}
        </p>
      </PageHeader>
      <HydrateEachPart>
        {children}
        {faqs && faqs.length > 0 && (
          <Section id="faq" title={faqTitle}>
            <div className="max-w-3xl">
              <FaqList faqs={faqs} />
            </div>
          </Section>
        )}
        {after}
      </HydrateEachPart>
    </article>
  );
}

/** Readable article text width for paragraphs between cards and tables. */
export function GuideProse({ paragraphs = [], children }: { paragraphs?: readonly string[]; children?: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}
