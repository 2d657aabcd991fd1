import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreditWarning } from '@/components/credit-warning';
import { supportLinks } from '@/content/credit-warning';

describe('CreditWarning', () => {
  const html = renderToStaticMarkup(<CreditWarning />);

  it('warns in the wording of the German text of Directive (EU) 2023/2225 and links debt counselling and BaFin', () => {
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Achtung! Kreditaufnahme kostet Geld\.<\/h2>/);
    expect(html).not.toContain('Kredite kosten Geld');
    expect(html).toContain(`href="${supportLinks.debtCounselling.href}"`);
    expect(html).toContain(`href="${supportLinks.supervisor.href}"`);
  });

  it('takes an h3 where it stands among the offer cards', () => {
    expect(renderToStaticMarkup(<CreditWarning headingLevel="h3" />)).toMatch(/<h3 id="[^"]+"[^>]*>Achtung! Kreditaufnahme kostet Geld\.<\/h3>/);
  });

  it('carries no site-wide example: no rate, no amount, no "fest" on an effective rate', () => {
    expect(html).not.toMatch(/\d+,\d+\s*%/);
    expect(html).not.toMatch(/\d\s*€/);
    expect(html).not.toContain('Repräsentatives Beispiel:');
    expect(html).not.toMatch(/\bfest\b/);
  });
});
