import { contentStats } from '@/content/content-stats.generated';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { glossaryCategoryLabels } from '@/content/glossary/glossary-category-labels';
import { SeoHead } from '@/components/seo/seo-head';
import { GlossaryTermCta } from '@/features/glossary/components/glossary-term-cta';
import { GlossaryTermFaqs } from '@/features/glossary/components/glossary-term-faqs';
import { StatuteLinkedText } from '@/features/glossary/components/statute-linked-text';
import { ctaForSlug } from '@/features/glossary/lib/glossary-cta';
import { termBreadcrumbs, termDescription, termJsonLd, termTitle } from '@/features/glossary/lib/glossary-seo';
import { trackGlossaryView } from '@/features/glossary/lib/glossary-tracking';
import type { GlossaryTerm } from '@/features/glossary/lib/glossary-types';
import { sourceValidityText } from '@/features/glossary/lib/source-validity';
import { GESETZE_IM_INTERNET } from '@/features/glossary/lib/statute-citations';
import { formatDate, formatShortDate } from '@/lib/format';
import { glossaryTermPath, routePath } from '@/routes/manifest';
import { GLOSSARY_DATE_LABEL } from '@/content/date-labels';
import { GLOSSARY_SOURCES_ADDED } from '@/content/glossary/glossary-review-dates';

const headingClass = 'text-xl font-bold tracking-tight text-slate-900 sm:text-2xl';

export function GlossaryTermView({ term }: { term: GlossaryTerm }) {
  const { pathname } = useLocation();
  const cta = ctaForSlug(term.slug);

  useEffect(() => {
    trackGlossaryView(term.slug, pathname);
  }, [term.slug, pathname]);

  return (
    <>
      <SeoHead
        title={termTitle(term.term)}
        description={termDescription(term.shortDefinition)}
        path={glossaryTermPath(term.slug)}
        ogType="article"
        jsonLd={termJsonLd(term)}
      />
      <Container className="grid gap-10 py-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-12">
        <article className="min-w-0">
          <Breadcrumbs items={termBreadcrumbs(term)} />
          <Badge tone="neutral" className="mt-6">
            {glossaryCategoryLabels[term.category]}
          </Badge>
          <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{term.term}</h1>
          <p className="mt-4 text-lg text-slate-800">
            <StatuteLinkedText text={term.shortDefinition} />
          </p>

          <section aria-labelledby="erklaerung" className="mt-10">
            <h2 id="erklaerung" className={headingClass}>
              Erklärung
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {term.longDefinition.map((paragraph) => (
                <p key={paragraph}>
                  <StatuteLinkedText text={paragraph} />
                </p>
              ))}
            </div>
          </section>

          <section aria-labelledby="beispiel" className="mt-10 rounded-2xl border-l-4 border-accent-600 bg-emerald-50 p-6">
            <h2 id="beispiel" className="text-lg font-bold text-slate-900">
              Beispiel
            </h2>
            <p className="mt-2 text-slate-800">
              <StatuteLinkedText text={term.example} />
            </p>
          </section>

          {term.faqs.length > 0 && (
            <section aria-labelledby="faq" className="mt-10">
              <h2 id="faq" className={headingClass}>
                Häufig gestellte Fragen
              </h2>
              <div className="mt-4">
                <GlossaryTermFaqs faqs={term.faqs} />
              </div>
            </section>
          )}

          {term.relatedTerms.length > 0 && <RelatedTerms links={term.relatedTerms} />}
          {term.sources.length > 0 && <Sources sources={term.sources} checkedOn={term.lastUpdated} />}

          <p className="mt-8 text-sm text-slate-600">
            {GLOSSARY_DATE_LABEL}: <time dateTime={term.lastUpdated}>{formatDate(term.lastUpdated)}</time>
          </p>
        </article>

        <aside aria-label="Weiterführend" className="space-y-6 lg:sticky lg:top-8 lg:self-start">
          <nav aria-label="Glossar" className="hidden rounded-2xl border border-slate-200 p-6 lg:block">
            <p className="font-semibold text-slate-900">Finanzglossar</p>
            <p className="mt-1 text-sm text-slate-700">{contentStats.glossaryTermCount} Begriffe von A bis Z verständlich erklärt.</p>
            <Link to={routePath('glossar')} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
              <span aria-hidden="true">← </span>Zurück zum Glossar
            </Link>
          </nav>
          {cta && <GlossaryTermCta cta={cta} />}
        </aside>
      </Container>
    </>
  );
}

function RelatedTerms({ links }: { links: GlossaryTerm['relatedTerms'] }) {
  return (
    <section aria-labelledby="verwandte-begriffe" className="mt-10">
      <h2 id="verwandte-begriffe" className={headingClass}>
        Verwandte Begriffe
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.slug}>
            <Link
              to={glossaryTermPath(link.slug)}
              className="inline-block rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:border-brand-600"
            >
              {link.term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sources, each fact's validity beside its source, and the day they were checked (the term's
 * review), or for a term last reviewed before pages listed sources, the day they were added.
 */
function Sources({ sources, checkedOn }: { sources: GlossaryTerm['sources']; checkedOn: string }) {
  const checked = checkedOn >= GLOSSARY_SOURCES_ADDED;
  const sourcesDate = checked ? checkedOn : GLOSSARY_SOURCES_ADDED;
  return (
    <section aria-labelledby="quellen" className="mt-10">
      <h2 id="quellen" className={headingClass}>
        Quellen
      </h2>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
        {sources.map((source) => (
          <li key={source.url ?? source.title}>
            {source.url === undefined ? (
              source.title
            ) : (
              <a
                href={source.url}
                target="_blank"
                rel="nofollow noopener noreferrer"
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {source.title}
                <span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
            )}
            {source.facts && source.facts.length > 0 && (
              <>
                {' '}
                <span className="block text-sm text-slate-600">{sourceValidityText(source.facts)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        {checked ? 'Quellen geprüft am ' : 'Quellen ergänzt am '}
        <time dateTime={sourcesDate}>{formatShortDate(sourcesDate)}</time>.
        {sources.some((source) => source.url?.startsWith(`${GESETZE_IM_INTERNET}/`)) && ' Gesetze sind in der jeweils geltenden Fassung verlinkt.'}
      </p>
    </section>
  );
}
