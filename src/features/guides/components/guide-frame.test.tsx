import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Author } from '@/config/operator-facts';
import { realAuthor, sampleAuthor } from '@/features/guides/testing/authors';
import { guideDates } from '@/content/guides/guide-dates';
import { HeadCollectorContext, type HeadCollector } from '@/components/seo/head-collector';
import { GuideFrame } from '@/features/guides/components/guide-frame';


describe('GuideFrame', () => {
  const render = ({ author = realAuthor, faqs }: { author?: Author; faqs?: { q: string; a: string }[] } = {}) => {
    const collector: HeadCollector = { jsonLd: [] };
    const html = renderToStaticMarkup(
      <HeadCollectorContext value={collector}>
        <StaticRouter location="/ratgeber/zinsen">
          <GuideFrame id="ratgeber-zinsen" title="Zinsen verstehen" intro="Einleitung" author={{ author }} faqs={faqs}>
            <p>Inhalt</p>
          </GuideFrame>
        </StaticRouter>
      </HeadCollectorContext>,
    );
    const article = collector.jsonLd.map((block) => JSON.parse(block)).find((block) => block['@type'] === 'Article');
    return { html, article };
  };

  it('renders one h1, the breadcrumbs and the publication line', () => {
    const { html } = render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Startseite');
    expect(html).toContain(`<time dateTime="${guideDates.published}">19. Oktober 2025</time>`);
    expect(html).toContain('Aktualisiert am');
    expect(html).toContain('von Anna Muster');
    expect(html).not.toContain('Häufige Fragen');
  });

  it('names a real author as the Person of the Article', () => {
    expect(render().article.author).toEqual({ '@type': 'Person', name: 'Anna Muster' });
  });

  it('names the editorial team, not a sample persona, as author', () => {
    const { html, article } = render({ author: sampleAuthor });
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Redaktion KreditSmart' });
    expect(html).toContain('von Redaktion KreditSmart');
    expect(html).not.toContain('Erika Beispiel');
  });

  it('renders the FAQ section only when FAQs are given', () => {
    expect(render({ faqs: [{ q: 'Frage?', a: 'Antwort.' }] }).html).toContain('Häufige Fragen');
  });
});
