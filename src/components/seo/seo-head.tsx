import { useEffect } from 'react';
import { isDemo } from '@/config/build-info';
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { useHeadCollector } from '@/components/seo/head-collector';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl as absoluteUrlOn } from '@shared/seo/urls';

type JsonLd = Record<string, unknown>;

export interface SeoHeadProps {
  title: string;
  description: string;
  /** Site-relative path of the canonical URL; null for pages that have none (404). */
  path: string | null;
  noindex?: boolean;
  nofollow?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: readonly JsonLd[];
}

/** The absolute URL of a site-relative path on the configured site. */
export function absoluteUrl(path: string): string {
  return absoluteUrlOn(env.siteUrl, path);
}

/** The robots meta value. A demo build holds sample data: even deployed by mistake, none of it is indexed. */
export function robotsContent({ demo, noindex, nofollow }: { demo: boolean; noindex: boolean; nofollow: boolean }): string {
  if (demo) return 'noindex, nofollow';
  return `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`;
}

const JSON_LD_SELECTOR = 'script[type="application/ld+json"][data-seo]';

function useJsonLd(jsonLd: readonly JsonLd[]) {
  const collector = useHeadCollector();
  const serialized = jsonLd.map((block) => serializeJsonLd(block));
  if (collector) collector.jsonLd.push(...serialized);

  const key = serialized.join('\n');
  useEffect(() => {
    const head = document.head;
    head.querySelectorAll(JSON_LD_SELECTOR).forEach((element) => element.remove());
    for (const text of key ? key.split('\n') : []) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.seo = '';
      script.textContent = text;
      head.append(script);
    }
  }, [key]);
}

/** Title, description, canonical, robots, Open Graph, Twitter card and JSON-LD for one page. */
export function SeoHead({
  title,
  description,
  path,
  noindex = false,
  nofollow = false,
  ogType = 'website',
  jsonLd = [],
}: SeoHeadProps) {
  useJsonLd(jsonLd);
  const url = path === null ? null : absoluteUrl(path);
  const robots = robotsContent({ demo: isDemo, noindex, nofollow });
  const image = absoluteUrl(siteConfig.socialImage);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
