import { Children, isValidElement, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/deferred-hydration';
import { CreditWarning } from '@/components/credit-warning';
import { CtaBox, type CtaBoxProps } from '@/components/ui/cta-box';
import { FaqList, type Faq } from '@/components/ui/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import type { Author } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import type { GuideAuthor } from '@/content/guides/guide-authors';
import { guideDates } from '@/content/guides/guide-dates';
import type { GuideLink, GuideSource } from '@/content/guides/guide-types';
import { RouteSeo } from '@/components/seo/route-seo';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import { authorSectionTitle, ExpertCard } from '@/features/guides/components/expert-card';
import { RelatedLinks } from '@/features/guides/components/related-links';
import { SourceList } from '@/features/guides/components/source-list';
import { formatDate } from '@/lib/format';
import { routePath, getRoute, type RouteId } from '@/routes/manifest';
import { GUIDE_DATE_LABEL } from '@/content/date-labels';

type GuideRouteId = Extract<RouteId, `ratgeber-${string}`>;

/** The sections that end a guide before its FAQ: the credit warning where it applies, the author card and further reading. */
interface GuideClosing {
  /** Guides about borrowing close with the credit warning. */
  creditWarning?: boolean;
  related: readonly GuideLink[];
  relatedTitle?: string;
  /** Which closing section has the tinted background, so that the page's alternating backgrounds go on. */
  tinted?: 'author' | 'related';
}

interface GuideFrameProps {
  id: GuideRouteId;
  /** The page's h1, also the last breadcrumb and the Article headline. */
  title: string;
  intro: ReactNode;
  /** Named as the Article author when real (for a sample persona or none, the editorial team is) and shown in the author card. */
  author?: GuideAuthor;
  closing?: GuideClosing;
  /** Rendered as the 'Häufige Fragen' section after the closing sections and as FAQPage JSON-LD. */
  faqs?: readonly Faq[];
  faqTitle?: string;
  /** The official sources, listed after the FAQ. */
  sources?: readonly GuideSource[];
  sourcesTitle?: string;
  /**
   * When the guide's market data are older than its last revision ("Oktober 2025"): said beside
   * the dates, so "Aktualisiert am" does not pass for the data's date.
   */
  dataAsOf?: string;
  /** The call to action that ends the page. */
  cta?: CtaBoxProps;
  children: ReactNode;
}

/** Who is named as the author of a guide: a real author, otherwise the editorial team. */
function guideByline(author: Author | undefined): string {
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

const tint = (tinted: boolean) => (tinted ? 'bg-slate-50' : undefined);

function ClosingSections({ closing, author }: { closing: GuideClosing; author?: GuideAuthor }) {
  return (
    <>
      {closing.creditWarning && (
        <Section id="warnhinweis">
          <div className="max-w-3xl">
            <CreditWarning />
          </div>
        </Section>
      )}
      {author && (
        <Section id="experte" title={authorSectionTitle(author.author)} className={tint(closing.tinted === 'author')}>
          <ExpertCard {...author} headingLevel="h3" />
        </Section>
      )}
      <Section id="weiterlesen" title={closing.relatedTitle ?? 'Weiterlesen'} className={tint(closing.tinted === 'related')}>
        <RelatedLinks links={closing.related} />
      </Section>
    </>
  );
}

/**
 * The shell of every /ratgeber page: SEO and structured data, header with breadcrumbs and dates,
 * then the page's own sections, the closing sections, FAQ, sources and call to action.
 */
export function GuideFrame(props: GuideFrameProps) {
  const { id, title, intro, author, closing, faqs, faqTitle = 'Häufige Fragen', sources, sourcesTitle = 'Quellen', cta, dataAsOf, children } = props;
  const route = getRoute(id);
  const breadcrumbs = [
    { label: 'Startseite', href: routePath('home') },
    { label: title, href: routePath(id) },
  ];
  const realAuthor = author && !author.author.sample ? author.author : undefined;
  const jsonLd = [
    articleJsonLd({
      headline: title,
      description: route.description,
      path: route.path,
      datePublished: guideDates.published,
      dateModified: guideDates.modified,
      authorName: realAuthor?.name,
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
          {` · ${GUIDE_DATE_LABEL} `}<time dateTime={guideDates.modified}>{formatDate(guideDates.modified)}</time>
          {` · von ${guideByline(author?.author)}`}
          {dataAsOf && <span data-data-as-of="">{` · Marktdaten: Stand ${dataAsOf}`}</span>}
        </p>
      </PageHeader>
      <HydrateEachPart>
        {children}
        {closing && <ClosingSections closing={closing} author={author} />}
        {faqs && faqs.length > 0 && (
          <Section id="faq" title={faqTitle}>
            <div className="max-w-3xl">
              <FaqList faqs={faqs} />
            </div>
          </Section>
        )}
        {sources && (
          <Section id="quellen" title={sourcesTitle}>
            <SourceList sources={sources} />
          </Section>
        )}
        {cta && <CtaBox {...cta} />}
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
