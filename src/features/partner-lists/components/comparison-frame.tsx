import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { CtaBox, type CtaBoxProps } from '@/components/ui/cta-box';
import { FaqList, type Faq } from '@/components/ui/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { RouteSeo } from '@/components/seo/route-seo';
import { breadcrumbJsonLd, faqJsonLd } from '@/components/seo/structured-data';
import type { HeroFigure } from '@/content/partners/types';
import type { Partner } from '@/entities/partner/schema/validate-partner';
import { HeroFigures } from '@/features/partner-lists/components/hero-figures';
import { partnerItemListJsonLd } from '@/features/partner-lists/lib/item-list-json-ld';
import { routePath, type StaticRouteId } from '@/routes/manifest';

interface ComparisonFrameProps {
  id: StaticRouteId;
  /** The page's own label in the breadcrumbs. */
  crumb: string;
  /** The comparison a sub-page belongs to, as the breadcrumb between the start page and this one. */
  parent?: { label: string; id: StaticRouteId };
  title: string;
  intro: ReactNode;
  /** The offers the page lists, named in its ItemList structured data once they are loaded. */
  offers?: { name: string; partners: readonly Partner[] | undefined };
  /** The key figures under the h1, counted from the offers. */
  figures?: (offerCount: number) => readonly HeroFigure[];
  /** More header content after the figures, e.g. jump links or a warning. */
  header?: ReactNode;
  /** The closing FAQ section, also given as FAQPage structured data. */
  faq?: { title: string; faqs: readonly Faq[]; tinted?: boolean };
  cta: CtaBoxProps;
  children: ReactNode;
}

/**
 * The shell of the comparison pages (Ratenkredit, Kreditkarten, Unternehmenskredit, Baufinanzierung
 * and the Ratenkredit sub-pages): SEO and structured data, header with breadcrumbs and key figures,
 * the page's own sections, then FAQ and call to action.
 */
export function ComparisonFrame({ id, crumb, parent, title, intro, offers, figures, header, faq, cta, children }: ComparisonFrameProps) {
  const breadcrumbs: BreadcrumbItem[] = [
    { label: 'Startseite', href: routePath('home') },
    ...(parent ? [{ label: parent.label, href: routePath(parent.id) }] : []),
    { label: crumb, href: routePath(id) },
  ];
  const partners = offers?.partners;
  const jsonLd = [
    breadcrumbJsonLd(breadcrumbs),
    ...(faq ? [faqJsonLd(faq.faqs)] : []),
    ...(offers && partners?.length ? [partnerItemListJsonLd(offers.name, partners)] : []),
  ];
  return (
    <>
      <RouteSeo id={id} jsonLd={jsonLd} />
      <PageHeader title={title} intro={intro} breadcrumbs={breadcrumbs}>
        {figures && <HeroFigures figures={figures(partners?.length ?? 0)} />}
        {header}
      </PageHeader>
      {children}
      {faq && (
        <Section id="faq" title={faq.title} className={faq.tinted ? 'bg-slate-50' : undefined}>
          <FaqList faqs={faq.faqs} />
        </Section>
      )}
      <CtaBox {...cta} />
    </>
  );
}
