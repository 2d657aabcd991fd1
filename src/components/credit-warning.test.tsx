import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreditWarning } from '@/components/credit-warning';
import { supportLinks } from '@/content/credit-warning';

describe('CreditWarning', () => {
  const html = renderToStaticMarkup(<CreditWarning />);

  it('warns that credit costs money and links debt counselling and BaFin', () => {
    expect(html).toContain('Achtung: Kredite kosten Geld!');
    expect(html).toContain(`href="${supportLinks.debtCounselling.href}"`);
    expect(html).toContain(`href="${supportLinks.supervisor.href}"`);
  });

  it('carries no site-wide example: no rate, no amount, no "fest" on an effective rate', () => {
    expect(html).not.toMatch(/\d+,\d+\s*%/);
    expect(html).not.toMatch(/\d\s*€/);
    expect(html).not.toContain('Repräsentatives Beispiel:');
    expect(html).not.toMatch(/\bfest\b/);
  });
});
