import { siteConfig } from '@/config/site';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { absoluteUrl } from '@/components/seo/seo-head';
import { routePath } from '@/routes/manifest';

const organization = () => ({
  '@type': 'Organization',
  name: siteConfig.name,
  url: absoluteUrl(routePath('home')),
  logo: absoluteUrl(siteConfig.logo),
});

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}

export function faqJsonLd(faqs: readonly { q: string; a: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.q,
      acceptedAnswer: { '@type': 'Answer', text: faq.a },
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  authorName?: string;
}

export function articleJsonLd(article: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    inLanguage: 'de-DE',
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: `Redaktion ${siteConfig.name}` },
    publisher: organization(),
  };
}

/**
 * The operator as a FinancialService. It carries no AggregateRating: reviews of the operator on
 * its own site are self-serving for search engines, and a rating is shown only visibly, with its
 * source (operatorFacts.reviewSource).
 */
export function financialServiceJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: siteConfig.name,
    description: siteConfig.tagline,
    url: absoluteUrl(routePath('home')),
    logo: absoluteUrl(siteConfig.logo),
    email: siteConfig.contactEmail,
    areaServed: { '@type': 'Country', name: 'DE' },
    inLanguage: 'de-DE',
  };
}
